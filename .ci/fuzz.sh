#!/usr/bin/env bash
# Runs the two libFuzzer targets at once, each for FUZZ_SECONDS (60 by default), from the
# committed corpus in Tests/Fuzz/Corpus. No dependency: the toolchain's own
# -sanitize=fuzzer,address. A crash or a broken property fails the run and leaves the
# input in .build-fuzz/artifacts; fix the bug, then add the input to the corpus so the
# regression test (Tests/FuzzRegressionTests) replays it on every `swift test`.
#
#   bash .ci/fuzz.sh                   both targets, 60 s each
#   FUZZ_SECONDS=600 bash .ci/fuzz.sh  a longer hunt
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
scratch=.build-fuzz
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)
artifacts=$scratch/artifacts
mkdir -p "$artifacts"

# Each entry is a library target defining LLVMFuzzerTestOneInput (only with -DFUZZING);
# SwiftPM builds it and its dependencies instrumented, and swiftc links the objects with
# libFuzzer's own main (an executable target's main would clash with it).
# Every module the entries depend on, directly or not (see Package.swift).
# (Repositories imports DomainServices, chapter 3's port; TestSupport imports PostgresEngine for its
# per-test schemas; the circle modules are not needed.)
modules=(ValueObjects Entities DomainServices Repositories JournalEngine Persistence PostgresEngine TestSupport
  FuzzChecks)
swift build --scratch-path "$scratch" "${flags[@]}" --target FuzzValueObjects >/dev/null
swift build --scratch-path "$scratch" "${flags[@]}" --target FuzzJournal >/dev/null
objects=$(swift build --scratch-path "$scratch" "${flags[@]}" --show-bin-path)

# Each target is linked, then both run at once, one core each.
fuzz() {
  local target=$1 binary=$2 work
  # libFuzzer adds what it finds to the first folder: a scratch copy, not the committed seeds.
  work=$(mktemp -d)
  cp Tests/Fuzz/Corpus/$target/* "$work/"
  echo "  fuzz-$target: ${seconds} s from $(ls "$work" | wc -l) seeds"
  ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "$binary" \
    -max_total_time="$seconds" -artifact_prefix="$artifacts/$target-" -print_final_stats=1 \
    "$work" >"$artifacts/$target.log" 2>&1
  local outcome=$?
  rm -rf "$work"
  return $outcome
}

targets=(value-objects journal)
pids=()
for target in "${targets[@]}"; do
  entry=$([ "$target" = journal ] && echo FuzzJournal || echo FuzzValueObjects)
  binary="$scratch/fuzz-$target"
  objs=()
  for module in "${modules[@]}" "$entry"; do objs+=("$objects/$module.build/"*.o); done
  swiftc -sanitize=fuzzer,address -use-ld=lld "${objs[@]}" -o "$binary"
  fuzz "$target" "$binary" &
  pids+=($!)
done

status=0
for index in "${!targets[@]}"; do
  target=${targets[$index]}
  if wait "${pids[$index]}"; then
    grep -E 'stat::number_of_executed_units|stat::new_units_added' "$artifacts/$target.log" |
      sed "s/^/    $target: /"
  else
    echo "  fuzz-$target FOUND A PROBLEM:"
    grep -E 'property violated|ERROR: AddressSanitizer|Fatal error|Test unit written' \
      "$artifacts/$target.log" | head -5 | sed 's/^/    /'
    status=1
  fi
done
exit $status
