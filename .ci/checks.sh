# The checks .ci/run lists, one function each; .ci/run's table says what each proves, and
# the comments here say how. Sourced by .ci/run (and by a developer who wants to run one:
# `source .ci/checks.sh; lint_is_clean`).

no_package_dependencies() {
  # The workshop uses the toolchain only: no `.package(` lines and an empty dependency list.
  if grep -n '\.package(' Package.swift; then
    echo "Package.swift declares a package dependency"
    return 1
  fi
  grep -q 'dependencies: \[\],' Package.swift || {
    echo "Package.swift must say 'dependencies: [],' for the package"
    return 1
  }
  # The exercise package depends on the workshop, by path, and on nothing else.
  if [ "$(grep -o '\.package(' Exercises/Package.swift | wc -l)" -ne 1 ] \
    || ! grep -q '\.package(name: "DDDWorkshop", path: "\.\.")' Exercises/Package.swift; then
    echo "Exercises/Package.swift may depend only on the workshop: .package(name: \"DDDWorkshop\", path: \"..\")"
    return 1
  fi
}

no_crash_paths_in_sources() {
  # Bad input gets a typed error, never a crash. grep finds fatalError/try!/as!; swift-format's
  # NeverForceUnwrap and NeverUseForceTry rules find `x!` and friends, which grep cannot.
  local hits
  hits=$(grep -RnE 'fatalError\(|preconditionFailure\(|try!|as! ' Sources || true)
  if [ -n "$hits" ]; then
    echo "$hits"
    return 1
  fi
  local config
  config=$(mktemp)
  cat >"$config" <<'JSON'
{ "version": 1, "rules": { "NeverForceUnwrap": true, "NeverUseForceTry": true,
  "NeverUseImplicitlyUnwrappedOptionals": true } }
JSON
  # Only those three rules matter here; the full style lint is its own check.
  local out
  out=$(swift-format lint --configuration "$config" --recursive Sources 2>&1 \
    | grep -E 'NeverForceUnwrap|NeverUseForceTry|NeverUseImplicitlyUnwrappedOptionals' || true)
  rm -f "$config"
  if [ -n "$out" ]; then
    echo "$out"
    return 1
  fi
}

default_build_needs_no_dev_package() {
  # Seen to fail: a package that includes sqlite3.h, as an ordinary binding would, does not
  # build where .ci/without-dev-packages.sh hides the development packages, the place where
  # README's `swift test` runs below.
  local probe
  probe=$(mktemp -d)
  mkdir -p "$probe/Sources/Probe/include"
  printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "Probe", targets: [.target(name: "Probe", linkerSettings: [.linkedLibrary("sqlite3")])])\n' >"$probe/Package.swift"
  printf 'int probe(void);\n' >"$probe/Sources/Probe/include/probe.h"
  printf '#include <sqlite3.h>\nint probe(void) { return sqlite3_libversion_number(); }\n' >"$probe/Sources/Probe/probe.c"
  if bash .ci/without-dev-packages.sh -C "$probe" swift build >/tmp/ci-nodev-probe.log 2>&1; then
    echo "a package that includes sqlite3.h built with the headers hidden: the check proves nothing"
    return 1
  fi
  grep -q "sqlite3.h' file not found" /tmp/ci-nodev-probe.log || {
    tail -20 /tmp/ci-nodev-probe.log
    return 1
  }
  echo "  seen to fail: a package including sqlite3.h does not build there"
  rm -rf "$probe"
}

no_warning_in() {
  # A fresh clone compiles every file once, so a warning printed is a warning in the code:
  # -warnings-as-errors without a build of its own. (On a warm .build only what was compiled
  # this time is seen; CI runs on a clean clone.)
  local warnings
  warnings=$(grep -E '^/.*: warning: ' "$1" | sort -u)
  [ -z "$warnings" ] || {
    echo "$warnings"
    echo "the build above printed warnings: the workshop builds without any"
    return 1
  }
}

readme_test_command() {
  # Exactly the command README.md's quick start gives for the specification, run where
  # SQLite's and libpq's development packages cannot be found, as on a learner's machine
  # (the database suites included: PostgreSQL's run against the server started above); it
  # builds sources and tests from nothing, so it is also the check that nothing warns.
  local log=/tmp/ci-swift-test.log
  bash .ci/without-dev-packages.sh swift test 2>&1 | tee "$log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || return 1
  no_warning_in "$log"
}

every_example_runs() {
  # The rest of the package (examples, benchmarks) built, with no warning either.
  swift build 2>&1 | tee /tmp/ci-swift-build.log
  [ "${PIPESTATUS[0]}" -eq 0 ] && no_warning_in /tmp/ci-swift-build.log || return 1
  local bin
  bin=$(swift build --show-bin-path) || return 1
  local status=0
  for dir in Examples/*/; do
    local name
    name=$(basename "$dir")
    # The pinned outputs and the code the examples share are not examples themselves.
    [ "$name" = golden ] || [ "$name" = Support ] || [ "$name" = Story ] && continue
    # The capstone needs a command; its whole flow is tested as a black box in ExamplesTests
    # and shown by the tour, so here it only has to start and explain itself.
    local args=()
    [ "$name" = user-admin ] && args=(--help)
    if "$bin/$name" "${args[@]}" >"/tmp/ci-example-$name.log" 2>&1; then
      echo "  $name: exit 0, $(wc -l <"/tmp/ci-example-$name.log") lines"
    else
      echo "  $name: FAILED"
      tail -20 "/tmp/ci-example-$name.log"
      status=1
    fi
  done
  return $status
}

lint_is_clean() {
  swift-format lint --strict --recursive Sources Tests Examples Benchmarks Exercises Tutorial
}

benchmark_smoke_run() {
  # The real benchmark is a release run (see Docs/performance.md); CI checks that it
  # still builds, runs and reaches its SQLite peer, on the smallest size, and that the
  # SQLite adapter and the peer both measured the saves chapter 12's goal compares.
  swift build --product benchmarks || return 1
  local out
  out=$("$(swift build --show-bin-path)/benchmarks" --quick) || return 1
  echo "$out"
  grep -q 'sqlite (peer)' <<<"$out" &&
    grep -Eq 'SQLite adapter save ÷ SQLite peer save at 1000 users +[0-9.]+×' <<<"$out"
}

chapters_link_at_most_the_goal() {
  # Each chapter page's lines and the Swift lines it links, counted and capped (Docs/modules.md).
  python3 .ci/check-weight.py
}

source_comments_follow_the_rules() {
  # No chapter numbers or teaching-point codes in `///` comments; region markers only between
  # declarations; no comment in Sources/ calls a repository a store ("file store", "every store").
  python3 .ci/check-source-comments.py
}

docs_are_in_step() {
  # Excerpts equal their regions, Swift blocks are marked, links resolve, tests are named.
  swift .ci/check-docs.swift || return 1
  # Every test a chapter cites exists, and its swift test --filter commands run what it cites.
  swift .ci/check-citations.swift || return 1
  # CONTRIBUTING shows .ci/run's table as `bash .ci/run --list` prints it: one description.
  local shown
  shown=$(sed -n '/^<!-- ci-checks: /,/^<!-- end ci-checks -->/p' CONTRIBUTING.md | sed '1d;$d')
  [ "$shown" = "$(bash .ci/run --list)" ] || {
    echo "CONTRIBUTING.md's table of checks differs from bash .ci/run --list: paste the latter"
    return 1
  }
}

korean_edition_is_in_step() {
  # Every English page has a Korean twin with the same teaching points, code, links and
  # tables, and every exercise as many Korean hints (.ci/check-parity.swift); and the
  # checker itself fails on a dropped section, an edited code block, a missing twin or a
  # missing hint (.ci/test-parity.sh, on a scratch copy).
  local status=0
  swift .ci/check-parity.swift || status=1
  bash .ci/test-parity.sh || status=1
  return $status
}

the_language_is_the_glossarys() {
  # Domain types are named in the glossary's words, and Korean pages use the Korean glossary's
  # one term per concept (.ci/check-terms.py). First the checker is seen to fail: on a scratch
  # copy with a planted undefined word and planted listed alternatives, it must catch each.
  python3 .ci/check-terms.py --self-test >/tmp/ci-terms-self-test.log 2>&1 || {
    cat /tmp/ci-terms-self-test.log
    return 1
  }
  python3 .ci/check-terms.py
}

names_follow_their_roles() {
  # Docs/modules.md lists every public type with its role; each name follows its role's rule.
  # The types come from the symbol graphs api-docs dumped just before (no second dump), and
  # from the sources' #if blocks this platform skips. First the checker is seen to fail: a
  # public type planted inside #if canImport(Combine) on a scratch copy must be caught.
  local graphs=()
  [ -n "${symbol_graphs:-}" ] && graphs=(--graphs "$symbol_graphs")
  python3 .ci/check-names.py "${graphs[@]}" --self-test || return 1
  python3 .ci/check-names.py "${graphs[@]}"
}

exercises_ask_for_transfer() {
  # The lines a learner writes (the reference solution less the stub) are not printed by
  # the pages and files the exercise's README links, nor by the stub's other methods
  # (.ci/check-transfer.py says how lines are compared). First the checker is seen to fail:
  # on a made-up exercise whose linked section prints its answer, it must say so.
  python3 .ci/check-transfer.py --self-test >/tmp/ci-transfer-self-test.log 2>&1 || {
    cat /tmp/ci-transfer-self-test.log
    return 1
  }
  python3 .ci/check-transfer.py
}

tests_wait_off_the_pool() {
  # Swift Testing runs every test at once on a pool with one thread per core; a test that
  # blocks one (a child process waited for, a pipe read to its end, a sleep) stalls every
  # other test, and a warm swift test took minutes. Tests await their children instead
  # (ChildProcess.finishedOutput(), Spawned.wait()); the blocking calls live only in these
  # files, inside onOwnThread { … } (Tests/TestSupport/OwnThread.swift). So do the runner's
  # bounded runs and the fuzzers' journal check, which wait for a semaphore (one such test
  # held a pool thread for the whole suite: 31 s -> 25 s). The child executables
  # (JournalWriter, CircleWriter, OutboxWriter) and the fuzzers' entry points are not tests.
  local allowed='Tests/TestSupport/ChildProcess|Tests/StoreAttackTests/Spawned|Tests/LearnTests/Workshop'
  allowed+='|Tests/LearnTests/ProgressStoreTests|Tests/ExamplesTests/UserAdminAtLeastOnceTests'
  allowed+='|Tests/ExamplesTests/UserAdminHostileInputTests|Tests/LearnTests/RunnerStopTests'
  allowed+='|Tests/StoreAttackTests/FolderWatch|Tests/TestSupport/ProcessExit|Tests/Fuzz/FuzzChecks/FuzzChecks'
  local hits
  hits=$(grep -rnE '\.waitUntilExit\(\)|readDataToEndOfFile\(\)|\bwaitpid\(|\busleep\(|Thread\.sleep|concurrentPerform\(|\.wait\(\)' \
    Tests --include='*.swift' | grep -vE "^(Tests/(Fuzz/Fuzz(ValueObjects|Journal)|JournalWriter|CircleWriter|OutboxWriter)/|($allowed)\.swift:)" \
    | grep -vE 'await [A-Za-z_.]+\.wait\(\)' || true)
  if [ -n "$hits" ]; then
    echo "$hits"
    echo "a test blocks a thread of the test pool: await it (ChildProcess, Spawned, onOwnThread, Task.sleep)"
    return 1
  fi
  # The runner's bounded runs and the fuzzers' journal check block too: each call in a test
  # sits inside an onOwnThread { … } that starts at most four lines above it.
  hits=$(python3 - <<'PY'
import glob, re
for path in sorted(glob.glob("Tests/**/*.swift", recursive=True)):
    if path.startswith("Tests/Fuzz/"):
        continue
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        if re.search(r"BoundedProcess\.run\(|FuzzChecks\.journal\(", line) and not any(
            "onOwnThread" in above for above in lines[max(0, i - 4) : i + 1]
        ):
            print(f"{path}:{i + 1}: {line.strip()}")
PY
)
  if [ -n "$hits" ]; then
    echo "$hits"
    echo "a test blocks a thread of the test pool: run it inside onOwnThread { … }"
    return 1
  fi
  # Off the pool is not enough: Foundation's waitUntilExit() spins its thread's run loop on
  # Linux until the child is reaped, and such waits once took most of the suite's CPU time.
  # A wait sleeps on the process's terminationHandler (TestSupport's ProcessExit).
  hits=$(grep -rn '\.waitUntilExit()' Tests Examples --include='*.swift' || true)
  if [ -n "$hits" ]; then
    echo "$hits"
    echo "waitUntilExit() spins a core on Linux: wait with ProcessExit (or a terminationHandler)"
    return 1
  fi
}

store_attacks_full_campaign() {
  # The long loops with every round: the adversary's campaigns against the capstone
  # (Tests/StoreAttackTests: kill -9 during every writing command, 40 rounds of every race,
  # over the file store, SQLite and PostgreSQL alike (a few rounds on each database), every
  # store file cut across its bytes, a SQLite file cut at every page, hostile arguments
  # in every position), the
  # crash tests' kill points, the races of two processes and the engine's byte sweeps.
  # `swift test` above ran a few rounds of each, every assertion at least once (CONTRIBUTING,
  # the `campaign` check); TortureRounds reads DDDWORKSHOP_TORTURE. Built by the check above. Every suite
  # whose rounds come from TortureRounds runs here: the list is checked against the files.
  local suites='StoreAttackTests\.|CircleRacesTests|FileCircleDamageTests|AuthenticationStoreTests'
  suites+='|FileUserRepositoryCrashTests|FileUserRepositoryFaultTests|BackgroundCompactionCrashTests'
  suites+='|UserAdminIntegrityTests|UserAdminCircleEventsTests|JournalDamageTests'
  suites+='|EventSourcedCircleAttackTests'
  local missing=0
  for file in $(grep -rlE 'TortureRounds\.(count|isCampaign)' Tests --include='*.swift'); do
    local suite
    suite="$(basename "$(dirname "$file")").$(basename "$file" .swift)"
    if ! grep -qE "$suites" <<<"$suite"; then
      echo "$file takes its rounds from TortureRounds but the full campaign does not run it"
      missing=1
    fi
  done
  [ "$missing" -eq 0 ] || return 1
  DDDWORKSHOP_TORTURE=1 swift test --skip-build --filter "$suites"
}

learn_binary() {
  # learn in a build folder of its own (.build-learn), so the checks of lane C never wait for
  # lane A's lock on .build; prints the binary's path.
  swift build --product learn --scratch-path .build-learn >&2 || return 1
  echo "$(swift build --scratch-path .build-learn --show-bin-path)/learn"
}

exercises_are_proven() {
  # The exercises are their own package (Exercises/Package.swift); learn (learn_binary)
  # tests it. Every stub fails its exercise tests, every reference solution passes
  # them (ReferenceSolutions trait; both in Exercises/.build-solutions, where the workshop's
  # modules compile once for both), both builds compile without a warning, and the exercise folders, Exercises/Package.swift,
  # READMEs and hints agree. See Docs/exercises.md.
  local learn
  learn=$(learn_binary) || return 1
  "$learn" verify-exercises --warnings-as-errors
}

specification_is_current() {
  # Docs/specification.md is generated from the tests' display names, which `swift test list`
  # gives without running them.
  local learn
  learn=$(learn_binary) || return 1
  "$learn" spec --check
}

shortcuts_are_refused() {
  # Every shortcut a README forbids (listed in Exercises/Solutions/*/shortcuts.md) makes its
  # exercise's check fail: each is a copy of the reference solution with the shortcut taken,
  # built beside the exercise's tests, all at once in the solutions' build folder the check
  # above left warm (about a minute and a half on two cores). Then the check is seen to
  # fail: with the one rule that refuses exercise 22's clock shortcut switched off, it must
  # name that shortcut as getting through.
  local learn out
  learn=$(learn_binary) || return 1
  "$learn" verify-shortcuts --warnings-as-errors || return 1
  if out=$("$learn" verify-shortcuts --warnings-as-errors 22 --without \
    "each join goes through the circle's root: MemberJoined, at the clock's instant, stored" 2>&1); then
    echo "verify-shortcuts passed with a rule switched off: it cannot fail"
    return 1
  fi
  if ! grep -q "The join stamped with the machine's clock\": it passes every rule" <<<"$out"; then
    echo "$out" | tail -20
    return 1
  fi
  echo "  with that rule switched off it fails, naming the shortcut that gets through"
}

runner_always_answers() {
  # A crashing and a hanging exercise (.ci/fixtures/verdicts) get their verdicts in time.
  bash .ci/test-runner-verdicts.sh
}

api_reference_builds() {
  # One DocC archive per public module; broken symbol links fail (--warnings-as-errors).
  bash .ci/build-docs.sh || return 1
  # The site below reuses the symbol graphs dumped here: one dump per run, of this tree.
  symbol_graphs=$(find .build -path '*/symbolgraph' -type d | head -1)
}

thread_sanitizer_is_clean() {
  # The suite under ThreadSanitizer, in its own build folder. ThreadSanitizer watches the
  # test process: suites whose work happens in child processes — the examples and the
  # capstone run as programs (ExamplesTests), the learn runner (LearnTests), and the kill -9
  # crash tests (…CrashTests, killNine), the store attacks (StoreAttackTests) — would only
  # run the same code slower there, and they run in the plain `swift test` above. Everything
  # in-process runs here.
  local log=/tmp/ci-tsan.log
  swift test --sanitize=thread --scratch-path .build-tsan --skip 'ExamplesTests\.' \
    --skip 'LearnTests\.' --skip 'StoreAttackTests\.' --skip 'CrashTests' --skip 'killNine' \
    >"$log" 2>&1 || {
    tail -40 "$log"
    return 1
  }
  if grep -q 'WARNING: ThreadSanitizer' "$log"; then
    grep -A20 'WARNING: ThreadSanitizer' "$log" | head -60
    return 1
  fi
  grep -E 'Test run with|Executed .* tests' "$log" | tail -2
}

fuzzers_find_nothing() {
  # Each libFuzzer target for 60 s from the committed corpus.
  FUZZ_SECONDS=${FUZZ_SECONDS:-60} bash .ci/fuzz.sh
}

coverage_is_high_enough() {
  COVERAGE_MINIMUM=90 bash .ci/coverage.sh
}

site_works_in_a_browser() {
  # The site (chapters, tutorial, reference; English and Korean) built, served on 127.0.0.1
  # and driven in Debian's Chromium, headless; then seen to fail on a planted broken link
  # and on a planted tutorial step that does not compile (CONTRIBUTING, "The site").
  SITE_SYMBOL_GRAPHS=${symbol_graphs:-} bash .ci/test-site.sh --self-test
}

no_word_before_its_page() {
  # The glossary says which chapter teaches each term; a page's first use of a later chapter's
  # term links the glossary, the primer or that chapter (.ci/check-first-use.py). First the
  # checker is seen to fail: on a scratch copy with "outboxes" planted at the top of chapter 1.
  python3 .ci/check-first-use.py --self-test || return 1
  python3 .ci/check-first-use.py
}
