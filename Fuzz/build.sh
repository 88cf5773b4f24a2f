#!/usr/bin/env bash
# Builds the libFuzzer target: the sources of the compiler's modules (every Sources/LayoutGen*
# but the command line), Fuzz/FuzzTarget.swift (the checks) and Fuzz/FuzzMutator.swift
# (line-aware mutations) compiled into one module with `-sanitize=fuzzer,address` (their
# imports of one another removed). Prints the executable's path on stdout.
#
#   Fuzz/build.sh [output]           default output: .build/fuzz/layoutgen-fuzz
#   FUZZ_OPT=-Onone Fuzz/build.sh    optimisation level (default -O; both keep overflow and
#                                    bounds checks, which is what the fuzzer looks for)
#   FUZZ_WMO= Fuzz/build.sh          file by file instead of whole-module (-wmo runs ~25%
#                                    faster and builds in about the same time)
#
# The sources are copied first, so that edits made while it compiles do not stop the build.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/fuzz/layoutgen-fuzz}
mkdir -p "$(dirname "$output")"
output=$(cd "$(dirname "$output")" && pwd)/$(basename "$output")
snapshot=$(mktemp -d "${TMPDIR:-/tmp}/layoutgen-fuzz-src.XXXXXX")
trap 'rm -rf "$snapshot"' EXIT
for module in Sources/LayoutGen*; do
    case "$module" in Sources/LayoutGenCLI | Sources/LayoutGenFullCLI) continue ;; esac
    cp -R "$module" "$snapshot/"
done
find "$snapshot" -name '*.swift' -exec sed -i -E '/^(@_exported )?import LayoutGen[A-Za-z]+$/d' {} +
cp Fuzz/FuzzTarget.swift Fuzz/FuzzMutator.swift "$snapshot/"

sources=()
while IFS= read -r -d '' source; do sources+=("$source"); done \
    < <(find "$snapshot" -name '*.swift' -print0 | sort -z)

# lld: gold warns about every ASan assembly symbol it cannot export. The compiler runs in the
# snapshot, where whole-module builds leave their module files.
cd "$snapshot"
swiftc ${FUZZ_OPT:--O} ${FUZZ_WMO--wmo} -g -sanitize=fuzzer,address -parse-as-library -use-ld=lld \
    -module-name LayoutGenCore -package-name layoutgen -o "$output" "${sources[@]}" >&2
cd - > /dev/null
echo "$output"
