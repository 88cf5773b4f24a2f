#!/usr/bin/env bash
# Builds the fuzzer, seeds a corpus and runs libFuzzer in one process (one core) with the
# project's limits: -timeout=1 (an input taking over a second is a hang), -max_len=4096,
# -rss_limit_mb=2048, no leak detection. Extra arguments go to libFuzzer after these, so they
# override them (e.g. -max_total_time=1800, -runs=100000, -seed=1, -detect_leaks=1; add
# -fork=1 -ignore_crashes=1 -ignore_timeouts=1 to go on past findings).
# Exits non-zero when libFuzzer finds a crash, a hang (> 1 s), a sanitizer report or a
# failed output check; the input is written to .build/fuzz/artifacts/.
#
#   Fuzz/run.sh -max_total_time=60                 a smoke run (CI)
#   Fuzz/run.sh -max_total_time=1800 -print_final_stats=1
#   FUZZ_BINARY=.build/fuzz/layoutgen-fuzz Fuzz/run.sh ...   reuse a built fuzzer
#   Fuzz/run.sh .build/fuzz/artifacts/crash-…      (a file argument: run just that input)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${FUZZ_BINARY:-$(Fuzz/build.sh)}
seed=$(Fuzz/seed-corpus.sh .build/fuzz/seed 2>/dev/null)
corpus=.build/fuzz/corpus
mkdir -p "$corpus" .build/fuzz/artifacts

# The Swift runtime's backtracer and AddressSanitizer both handle fatal signals; leave them
# to libFuzzer so that it saves the input.
export SWIFT_BACKTRACE=enable=no

for argument in "$@"; do
    if [[ $argument != -* ]]; then exec "$binary" -timeout=1 -rss_limit_mb=2048 -detect_leaks=0 "$@"; fi
done
exec "$binary" -dict=Fuzz/layout.dict -max_len=4096 -timeout=1 -rss_limit_mb=2048 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix=.build/fuzz/artifacts/ \
    "$@" "$corpus" "$seed"
