# The fuzz targets, one per parser and per game: each name is an entry function in
# tests/fuzz/targets.hpp, a seed folder tests/fuzz/corpus/<name>/ and a regression folder
# tests/fuzz/regressions/<name>/ (scripts/fuzz.sh reads this list too).
set(ARCADE_FUZZ_TARGETS
  params
  greed
  sudoku
  mastermind
  rotate
  connect4
  chouette
  chouette_json
  codejam
  book
  cli
  link)
