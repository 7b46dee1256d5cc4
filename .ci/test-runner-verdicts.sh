#!/usr/bin/env bash
# The runner always answers (issue 26): on a scratch copy of a stand-in workshop
# (.ci/fixtures/verdicts), `learn check` must report a test that crashes with the runtime's
# own message — never "does not compile" — and stop a test that never ends within its
# deadline, saying so and how to rerun it, leaving no test process behind.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product learn --scratch-path .build-learn >/dev/null
learn="$(swift build --scratch-path .build-learn --show-bin-path)/learn"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -R .ci/fixtures/verdicts/. "$scratch/"
cd "$scratch"
status=0

crash=$("$learn" check 1 2>&1 || true)
if grep -q 'crashed: SWIFT TASK CONTINUATION MISUSE' <<<"$crash" \
  && grep -q 'while checking: the bridge answers once' <<<"$crash" \
  && ! grep -q 'does not compile' <<<"$crash"; then
  echo "  a crashing test: reported with the runtime's message"
else
  echo "  a crashing test: wrong verdict:"; echo "$crash"; status=1
fi

started=$SECONDS
hang=$(LEARN_TEST_TIMEOUT=15 "$learn" check 2 2>&1 || true)
took=$((SECONDS - started))
if grep -q 'did not finish within 15 seconds' <<<"$hang" \
  && grep -q 'swift test --package-path Exercises --filter Exercise02Tests' <<<"$hang" \
  && [ "$took" -lt 60 ]; then
  echo "  a hanging test: stopped after ${took} s, with the command to rerun it"
else
  echo "  a hanging test: wrong verdict after ${took} s:"; echo "$hang"; status=1
fi
sleep 1
if pgrep -f "$scratch/Exercises/.build" >/dev/null; then
  echo "  a test process outlived the check:"; pgrep -af "$scratch/Exercises/.build"; status=1
  pkill -9 -f "$scratch/Exercises/.build" || true
fi
exit $status
