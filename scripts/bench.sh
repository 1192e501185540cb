#!/usr/bin/env bash
# bench.sh: runs the native benchmark binary and any node benchmarks (tests/bench/*.mjs) on a fresh build.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Benchmarks of a stale build mislead, so build first unless the caller just did.
[ "${ARCADE_SKIP_BUILD:-0}" = 1 ] || bash scripts/build.sh

ran=0
if [ -x build/native/arcade-bench ]; then
  echo "== build/native/arcade-bench"
  build/native/arcade-bench "$@"
  ran=1
fi
for bench in tests/bench/*.mjs; do
  echo "== node $bench"
  node "$bench"
  ran=1
done
[ "$ran" = 1 ] || echo "bench: no benchmarks yet (build/native/arcade-bench, tests/bench/*.mjs)"
