#!/usr/bin/env bash
# test.sh: builds everything and runs every suite; stops at the first failure with a nonzero exit.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "${BASH_SOURCE[0]}")/.."

[ "${ARCADE_SKIP_SETUP:-0}" = 1 ] || bash scripts/setup.sh
# The code habits (eslint, .editorconfig) first: they are the quickest to fail.
bash scripts/lint.sh
ARCADE_SKIP_SETUP=1 bash scripts/build.sh
# Each doctest case is a process of its own: two at a time keep both cores busy.
ctest --test-dir build/native --output-on-failure -j2
# The same suite under AddressSanitizer + UndefinedBehaviorSanitizer (ARCADE_ASAN=0 skips it).
if [ "${ARCADE_ASAN:-1}" = 1 ]; then
  cmake --preset asan >/dev/null
  cmake --build --preset asan
  ctest --test-dir build/asan --output-on-failure -j2
fi
ctest --test-dir build/wasm --output-on-failure

# The pages, the loader and the service worker against wasm/*.d.ts and the DOM/worker types (no output when clean).
npx --no-install tsc -p tsconfig.json
npx --no-install tsc -p tsconfig.sw.json

# The node test runner's summary must be the last thing printed: CI reads it. Each browser test
# file starts its own Chromium; two files at a time (7.1 min one at a time at session 6's end): two
# whole runs so on the 2-core machine, loaded by builds besides, gave no failure a slower machine
# explains (the one race they found, a computer too quick to watch, is mended in its test).
node_tests=(tests/node/*.test.mjs)
browser_tests=(tests/browser/*.test.mjs)
if [ ${#node_tests[@]} -gt 0 ]; then node --test "${node_tests[@]}"; fi
# npm run new-game proves itself: a game written in a copy of the repository, built there on this
# build's libraries, through the registration tests and its page (a few minutes).
node --test tests/scaffold/new-game.test.mjs
node --test --test-concurrency=2 "${browser_tests[@]}"
