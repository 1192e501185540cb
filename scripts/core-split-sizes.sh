#!/usr/bin/env bash
# core-split-sizes.sh: measures what one core per game would weigh: links, from build/wasm's objects, a wasm core holding one game's registry and bindings, and prints its sizes (issue 13's split decision).
#
# Nothing here is shipped: the cores go to a temporary folder. Run after `npm run build` (it needs
# build/wasm's objects; ARCADE_WASM_BUILD names another wasm build folder); about 6 × (one compile
# + one link), minutes on 2 cores.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${ARCADE_WASM_BUILD:-$PWD/build/wasm}
[ -f "$build/libarcade_core.a" ] || { echo "core-split-sizes: build/wasm is not built (run: npm run build)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Each game's header and type, as core/games.cpp lists them.
declare -A header=([greed]=greed/greed.hpp [sudoku]=sudoku/sudoku.hpp [chouette]=chouette/chouette.hpp
  [mastermind]=mastermind/mastermind.hpp [connect4]=connect4/connect4.hpp [rotate]=rotate/connectk.hpp)
declare -A type=([greed]=greed::Greed [sudoku]=sudoku::Sudoku [chouette]=chouette::Chouette
  [mastermind]=mastermind::Mastermind [connect4]=connect4::Connect4 [rotate]=rotate::ConnectK)
# The link flags of the arcade-core target (CMakeLists.txt); the glue's optimiser needs acorn from NODE_PATH.
link_flags=(-O3 -DNDEBUG -lembind -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createArcadeCore -sENVIRONMENT=web
  -sALLOW_MEMORY_GROWTH=1 -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0)
kb() { awk -v n="$1" 'BEGIN { printf "%.1f KB", n / 1024 }'; }

printf '%-11s %12s %12s %12s\n' game 'wasm raw' 'wasm gzip' 'glue gzip'
for game in greed sudoku chouette mastermind connect4 rotate; do
  # core/games.cpp with one game in its list: the static library then links in that game alone.
  sed -e '/^#include "\(chouette\|connect4\|greed\|mastermind\|rotate\|sudoku\)\//d' \
      -e "s|^#include \"common/registry.hpp\"|#include \"${header[$game]}\"\n#include \"common/registry.hpp\"|" \
      -e '/^      api<.*>(),$/d' \
      -e "s|^  static const std::vector<const GameApi\*> all{$|  static const std::vector<const GameApi*> all{api<${type[$game]}>()|" \
      core/games.cpp > "$out/games_$game.cpp"
  em++ -Os -DNDEBUG -std=c++20 -I"$PWD/core" -c "$out/games_$game.cpp" -o "$out/games_$game.o"
  NODE_PATH=${NODE_PATH:-/usr/share/nodejs} em++ "${link_flags[@]}" "$out/games_$game.o" \
    "$build/CMakeFiles/arcade-core.dir/wasm/bindings.cpp.o" "$build/CMakeFiles/arcade-core.dir/wasm/convert.cpp.o" \
    "$build/CMakeFiles/arcade-core.dir/wasm/${game}_bindings.cpp.o" "$build/libarcade_core.a" -o "$out/core_$game.js"
  printf '%-11s %12s %12s %12s\n' "$game" "$(kb "$(stat -c %s "$out/core_$game.wasm")")" \
    "$(kb "$(gzip -9c "$out/core_$game.wasm" | wc -c)")" "$(kb "$(gzip -9c "$out/core_$game.js" | wc -c)")"
done
