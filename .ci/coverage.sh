#!/usr/bin/env bash
# Line coverage of Sources/ by the test suite, with the toolchain's llvm-cov (Debian's
# llvm-cov on PATH is older and cannot read Swift's profiles). Tests, examples, exercises
# and generated files are excluded: only the workshop's modules count.
#
#   bash .ci/coverage.sh           prints a per-file table and the total
#   COVERAGE_MINIMUM=90 bash .ci/coverage.sh   fails below 90 %
set -euo pipefail
cd "$(dirname "$0")/.."
minimum=${COVERAGE_MINIMUM:-0}
scratch=.build-coverage
llvm_cov=/opt/swift/usr/bin/llvm-cov
[ -x "$llvm_cov" ] || llvm_cov=$(dirname "$(command -v swift)")/llvm-cov

mkdir -p "$scratch"
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
# Every process writes its profile when it exits. The test process writes swift test's; each
# child process a test starts (the capstone, journal-writer, learn…) writes a file of its own,
# codecov/child-<pid>.profraw (TestSupport's ChildEnvironment): a child the crash tests kill
# on purpose can die while writing it, and then only that child's counts are lost, not those
# of every run of its executable. The tests' verdict is what counts; the merge is then done
# here, keeping every intact profile and saying how many were torn. Old profiles go first.
rm -f "$bin"/codecov/*.profraw
swift test --enable-code-coverage --scratch-path "$scratch" >"$scratch/test.log" 2>&1 || true
grep -qE '^✔ Test run with [0-9]+ tests? in [0-9]+ suites? passed' "$scratch/test.log" || {
  tail -20 "$scratch/test.log"
  exit 1
}
profile="$bin/codecov/default.profdata"
"$(dirname "$llvm_cov")/llvm-profdata" merge -sparse --failure-mode=warn "$bin"/codecov/*.profraw \
  -o "$profile" 2>"$scratch/merge.log"
profiles=$(find "$bin/codecov" -name '*.profraw' | wc -l)
torn=$(grep -c 'invalid instrumentation profile' "$scratch/merge.log" || true)
echo "profiles: $profiles merged, $torn torn by a kill and left out"
binary="$bin/DDDWorkshopPackageTests.xctest"
[ -f "$binary" ] || binary=$(find "$bin" -name 'DDDWorkshopPackageTests.xctest' -type f | head -1)

"$llvm_cov" report "$binary" -instr-profile "$profile" \
  -ignore-filename-regex='(/Tests/|/Examples/|/Exercises/|/Benchmarks/|\.build|/checkouts/)' \
  >"$scratch/coverage.txt"
# Everything else was excluded above, so every row is a file under Sources/ (llvm-cov
# prints them relative to their common folder). Columns: Filename, Regions, Missed,
# Cover, Functions, Missed, Executed, Lines, Missed Lines, Cover, …
awk '$1 == "TOTAL" {
  printf "Sources/: %d of %d lines covered, %.1f%%\n", $8 - $9, $8, ($8 ? 100 * ($8 - $9) / $8 : 0)
}' "$scratch/coverage.txt" | tee "$scratch/coverage-total.txt"
echo "  least covered files:"
awk 'NR > 2 && $1 != "TOTAL" && $1 !~ /^-+$/ && NF > 10 { printf "    %-62s %s\n", $1, $10 }' \
  "$scratch/coverage.txt" | sort -k2 -n | sed -n 1,8p  # not head: sort must not meet a closed pipe
total=$(sed -E 's/.*, ([0-9.]+)%.*/\1/' "$scratch/coverage-total.txt")
awk -v t="$total" -v m="$minimum" 'BEGIN { exit (t + 0 >= m + 0) ? 0 : 1 }' || {
  echo "coverage $total% is below the minimum of $minimum%"
  exit 1
}
