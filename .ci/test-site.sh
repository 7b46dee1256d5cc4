#!/usr/bin/env bash
# The site in a real browser (CONTRIBUTING.md, "The site"): builds it with .ci/build-site.sh,
# serves it on 127.0.0.1 and drives Debian's Chromium headless through .ci/test-site.py.
# Screenshots and logs go to /tmp/ci-site/.
#
#   bash .ci/test-site.sh              install if absent, build, test
#   bash .ci/test-site.sh --self-test  then see the checks fail: on a link planted to a page
#                                      that does not exist, and on a tutorial step planted
#                                      with code that does not compile
#
# Chromium, its driver and Selenium come from Debian's packages only (installed with apt-get
# when absent; CI runs as root); nothing downloads a browser of its own.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=/tmp/ci-site
mkdir -p "$logs"
python=/usr/bin/python3

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null \
  || ! "$python" -c 'import selenium' 2>/dev/null || ! [ -d /usr/share/fonts/truetype/nanum ]; then
  echo "  installing chromium, chromium-driver, python3-selenium and fonts-nanum from Debian's packages"
  if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    chromium chromium-driver python3-selenium fonts-nanum; } >"$logs/apt.log" 2>&1; then
    tail -20 "$logs/apt.log"
    exit 1
  fi
fi

t0=$SECONDS
bash .ci/build-site.sh >"$logs/build.log" 2>&1 || {
  cat "$logs/build.log"
  exit 1
}
cat "$logs/build.log"
echo "  built in $((SECONDS - t0)) s"

t0=$SECONDS
"$python" .ci/test-site.py .build/site --shots "$logs" || exit 1
echo "  browser test in $((SECONDS - t0)) s; screenshots in $logs"

[ "${1:-}" = "--self-test" ] || exit 0

# A link to a page that does not exist must fail the browser test.
if "$python" .ci/test-site.py .build/site --plant-broken-link --editions en >"$logs/planted-link.log" 2>&1; then
  cat "$logs/planted-link.log"
  echo "  the browser test passed a planted broken link: it cannot fail"
  exit 1
fi
grep -q 'broken link to /en/documentation/workshop/no-such-chapter' "$logs/planted-link.log" || {
  cat "$logs/planted-link.log"
  exit 1
}
echo "  a planted broken link fails the browser test"

# A tutorial step whose code does not compile must fail the build.
scratch=$(mktemp -d)
cp -R Tutorial "$scratch/Tutorial"
echo 'let planted: Int = "not a number"' >>"$scratch/Tutorial/Code/t2/02-User.swift"
if SITE_TUTORIAL="$scratch/Tutorial" SITE_ONLY_STEP=t2-02-User.swift bash .ci/build-site.sh --steps-only >"$logs/planted-step.log" 2>&1; then
  cat "$logs/planted-step.log"
  rm -rf "$scratch"
  echo "  a tutorial step that does not compile passed: the check cannot fail"
  exit 1
fi
rm -rf "$scratch"
grep -q '02-User.swift in Entity.tutorial) does not compile' "$logs/planted-step.log" || {
  cat "$logs/planted-step.log"
  exit 1
}
echo "  a planted tutorial step that does not compile fails the build"
