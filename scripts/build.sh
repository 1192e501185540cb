#!/usr/bin/env bash
# build.sh: builds the native and wasm CMake presets, then bundles the static site into dist/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

timings=()
# Runs one stage and remembers how long it took, so slow stages show up in every build log.
stage() {
  local name=$1; shift
  local start=${EPOCHREALTIME/[.,]/}   # microseconds; the separator follows the locale
  "$@"
  local us=$(( ${EPOCHREALTIME/[.,]/} - start ))
  timings+=("$(printf '%-14s %4d.%01d s' "$name" $((us / 1000000)) $((us % 1000000 / 100000)))")
}

[ "${ARCADE_SKIP_SETUP:-0}" = 1 ] || stage setup bash scripts/setup.sh
# Configuring every time is cheap when the cache exists and picks up CMakeLists.txt/preset edits.
stage native-config cmake --preset native
stage native-build  cmake --build --preset native -j2
stage wasm-config   cmake --preset wasm
stage wasm-build    cmake --build --preset wasm -j2
stage bundle        node scripts/bundle-web.mjs
stage standalone    node scripts/bundle-standalone.mjs

echo "build timings:"
printf '  %s\n' "${timings[@]}"
