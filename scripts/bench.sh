#!/usr/bin/env bash
# bench.sh: runs every benchmark (tests/bench/*.mjs) on a fresh build; each prints a README table.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Benchmarks of a stale build mislead, so build first unless the caller just did.
[ "${ARCADE_SKIP_BUILD:-0}" = 1 ] || bash scripts/build.sh

# The doctest cases too slow for every test run (the "slow" suite, see tests/native/main.cpp).
echo "== build/native/arcade_tests --test-suite=slow"
build/native/arcade_tests --test-suite=slow --no-colors

ran=0
for bench in tests/bench/*.mjs; do
  echo "== node $bench"
  node "$bench"
  ran=1
done
[ "$ran" = 1 ] || { echo "bench: no benchmarks found in tests/bench/"; exit 1; }
