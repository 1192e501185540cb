#!/usr/bin/env bash
# build-tdoku-bench.sh TDOKU_SRC [OUT_DIR]: builds the reference solver tdoku (a checkout of
# github.com/t-dillon/tdoku kept OUTSIDE this repo) with its own CMake build (clang, -O3 -march=native,
# its defaults) and links our driver tools/tdoku_bench.cpp against it. Prints the export line for
# TDOKU_BENCH, which tests/bench/sudoku.bench.mjs reads (or pass --tdoku PATH to it).
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
src=${1:?usage: build-tdoku-bench.sh TDOKU_SRC [OUT_DIR]  (TDOKU_SRC: a tdoku checkout outside this repo)}
src=$(cd "$src" && pwd)
out=${2:-$src/build-arcade}
case "$src/" in "$repo"/*) echo "build-tdoku-bench: keep tdoku outside this repo ($src)" >&2; exit 2 ;; esac
[ -f "$src/include/tdoku.h" ] || { echo "build-tdoku-bench: $src is not a tdoku checkout (no include/tdoku.h)" >&2; exit 2; }
mkdir -p "$out"
CC=clang CXX=clang++ cmake -S "$src" -B "$out" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$out" --target tdoku_static -j2 >/dev/null
clang++ -std=c++17 -O3 -march=native -I"$src/include" "$repo/tools/tdoku_bench.cpp" "$out/libtdoku_static.a" -o "$out/tdoku_bench"
echo "export TDOKU_BENCH=$out/tdoku_bench   # tdoku $(git -C "$src" rev-parse --short HEAD 2>/dev/null || echo '(not a git checkout)')"
