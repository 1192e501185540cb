#!/usr/bin/env bash
# fuzz.sh: builds every libFuzzer target (clang, ASan, UBSan, the engine instrumented for coverage)
# and fuzzes each in turn for its share of a time budget; prints execs and coverage per target.
# Usage: bash scripts/fuzz.sh [SECONDS] [TARGET...]   (SECONDS in all, default FUZZ_SECONDS or 60;
# the targets are those of tests/fuzz/targets.cmake, all by default). Runs at nice 19.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-${FUZZ_SECONDS:-60}}
shift || true
mapfile -t all < <(sed -n '/set(ARCADE_FUZZ_TARGETS/,/)/p' tests/fuzz/targets.cmake | grep -oE '^ +[a-z0-9_]+' | tr -d ' ')
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")
for t in "${targets[@]}"; do
  printf '%s\n' "${all[@]}" | grep -qx "$t" || { echo "fuzz: no target \"$t\"; the targets are: ${all[*]}" >&2; exit 2; }
done
[ "${ARCADE_SKIP_SETUP:-0}" = 1 ] || bash scripts/setup.sh
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target "${targets[@]/#/fuzz_}"
share=$(( seconds / ${#targets[@]} ))
[ "$share" -ge 1 ] || share=1
mkdir -p build/fuzz/crashes build/fuzz/logs
failed=()
total=0
printf '%-14s %10s %8s %8s %7s\n' target execs edges features crashes
for t in "${targets[@]}"; do
  # New inputs go to a scratch corpus in build/, never into the committed seeds.
  work=build/fuzz/corpus-run/$t
  log=build/fuzz/logs/$t.log
  mkdir -p "$work"
  set +e
  # 32 KB inputs reach what 4 KB ones cannot (a save of 2,148 score corrections is 26 KB).
  nice -n 19 "build/fuzz/fuzz_$t" "$work" "tests/fuzz/corpus/$t" -dict=tests/fuzz/arcade.dict \
    -max_len=32768 -max_total_time="$share" -timeout=60 -artifact_prefix="build/fuzz/crashes/$t-" \
    -print_final_stats=1 >"$log" 2>&1
  status=$?
  set -e
  execs=$(grep -oE '^stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -n 1 | grep -oE '[0-9]+' || echo 0)
  ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -n 1 | grep -oE '[0-9]+' || echo 0)
  # Slow units (over 10 s, easily reached at nice 19 on a busy machine) are kept but are no crash.
  crashes=$(find build/fuzz/crashes -name "$t-crash-*" -o -name "$t-timeout-*" -o -name "$t-oom-*" -o -name "$t-leak-*" | wc -l)
  printf '%-14s %10s %8s %8s %7s\n' "$t" "$execs" "$cov" "$ft" "$crashes"
  total=$(( total + execs ))
  [ $status -eq 0 ] || failed+=("$t")
done
echo "fuzz: ${total} executions in ${seconds} s over ${#targets[@]} targets (edges: libFuzzer's cov)"
if [ ${#failed[@]} -gt 0 ]; then
  for t in "${failed[@]}"; do
    echo "fuzz: $t found a problem; see build/fuzz/logs/$t.log and build/fuzz/crashes/$t-*"
    grep -E 'ERROR|broken invariant|SUMMARY' "build/fuzz/logs/$t.log" | head -n 5
  done
  echo "Copy each crash input into tests/fuzz/regressions/<target>/ so npm test replays it."
  exit 1
fi
echo "fuzz: no crash"
