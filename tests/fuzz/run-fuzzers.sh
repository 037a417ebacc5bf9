#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds the libFuzzer targets (clang, AddressSanitizer + UndefinedBehaviorSanitizer) in
# build/fuzz and runs each one briefly over its seed corpus (tests/fuzz/corpus/<target>/).
# Run it where clang and Qt are installed, e.g. inside the build root:
#
#   packaging/dev shell tests/fuzz/run-fuzzers.sh [SECONDS per target] [TARGET...]
#
# New inputs go to build/fuzz/corpus/<target>/, crashes to build/fuzz/artifacts/. A crash
# found here becomes a regression test: copy the input into tests/data/logs/regressions/
# (tst_regressions loads every file there).
set -euo pipefail

SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${FAIRYBOARD_FUZZ_BUILD:-$SRC/build/fuzz}
SECONDS_EACH=${1:-20}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(pgn kif csa gib gamecourier coordinates fen xbetza preset bundle variantimport)

SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
cmake -S "$SRC" -B "$BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER=clang++ \
    -DFAIRYBOARD_FUZZ=ON -DFAIRYBOARD_BUILD_APP=OFF -DBUILD_TESTING=ON \
    -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link $SAN" \
    -DCMAKE_EXE_LINKER_FLAGS="$SAN" >/dev/null
cmake --build "$BUILD" --target "${TARGETS[@]/#/fuzz_}"

mkdir -p "$BUILD/artifacts"
# Readable stack traces need llvm-symbolizer (Debian names it with the version).
if [ -z "${ASAN_SYMBOLIZER_PATH:-}" ]; then
    for s in llvm-symbolizer /usr/bin/llvm-symbolizer-* /usr/lib/llvm-*/bin/llvm-symbolizer; do
        if command -v "$s" >/dev/null 2>&1; then
            export ASAN_SYMBOLIZER_PATH=$(command -v "$s")
            break
        fi
    done
fi
status=0
for t in "${TARGETS[@]}"; do
    mkdir -p "$BUILD/corpus/$t"
    echo "== fuzz_$t (${SECONDS_EACH}s)"
    if ! ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
        UBSAN_OPTIONS=print_stacktrace=1 \
        "$BUILD/bin/fuzz_$t" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=4096 \
            -max_len=65536 -print_final_stats=1 \
            -artifact_prefix="$BUILD/artifacts/$t-" \
            "$BUILD/corpus/$t" "$SRC/tests/fuzz/corpus/$t" 2>"$BUILD/fuzz_$t.log"; then
        echo "fuzz_$t FAILED: see $BUILD/fuzz_$t.log and $BUILD/artifacts/" >&2
        status=1
    fi
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|#[0-9]+ *DONE)' "$BUILD/fuzz_$t.log" || true
done
exit $status
