#!/usr/bin/env bash
# fuzz.sh: builds the libFuzzer target (clang, ASan, UBSan) and fuzzes saves and moves for a time
# budget (first argument or FUZZ_SECONDS, default 60); prints the executions run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-${FUZZ_SECONDS:-60}}
[ "${ARCADE_SKIP_SETUP:-0}" = 1 ] || bash scripts/setup.sh
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target fuzz_session
# New inputs go to a scratch corpus in build/, never into the committed seed corpus.
work=build/fuzz/corpus-run
mkdir -p "$work" build/fuzz/crashes
log=build/fuzz/last-run.log
set +e
build/fuzz/fuzz_session "$work" tests/fuzz/corpus -max_total_time="$seconds" -max_len=4096 \
  -artifact_prefix=build/fuzz/crashes/ -print_final_stats=1 >"$log" 2>&1
status=$?
set -e
grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|Done [0-9]+ runs" "$log" || true
if [ $status -ne 0 ]; then
  echo "fuzz: the fuzzer found a problem (exit $status); see $log and build/fuzz/crashes/."
  echo "Copy the crash input into tests/fuzz/regressions/ so the test suite replays it."
  tail -n 30 "$log"
  exit 1
fi
echo "fuzz: no crash in ${seconds} s"
