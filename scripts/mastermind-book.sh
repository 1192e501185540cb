#!/usr/bin/env bash
# mastermind-book.sh: prints the "best" Mastermind breaker's book (kBook in
# core/mastermind/best_openings.cpp) as its generator makes it today, to paste over the stored entries.
#   bash scripts/mastermind-book.sh            first guesses kept from the stored book (seconds)
#   bash scripts/mastermind-book.sh --first    first guesses searched again too (minutes on 5 x 8)
# Builds the native core, then scripts/mastermind_book.cpp against it (build/native/mastermind_book).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cmake --preset native >/dev/null
cmake --build --preset native -j2 --target arcade_core >/dev/null
${CXX:-c++} -std=c++20 -O2 -Icore scripts/mastermind_book.cpp build/native/libarcade_core.a -o build/native/mastermind_book
exec nice -n 19 build/native/mastermind_book "$@"
