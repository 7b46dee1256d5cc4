#!/usr/bin/env bash
# Builds the workshop's site with the toolchain only: the chapters of Docs/ as articles, the
# step-by-step tutorial with its quizzes, and the API reference of every module, linked both
# ways; English in en/, Korean in ko/, one static folder (CONTRIBUTING.md, "The site").
#
#   bash .ci/build-site.sh                 the site in .build/site (open: see README)
#   bash .ci/build-site.sh --steps-only    only compile every tutorial step's code
#   SITE_BASE_PATH=DDDWorkshop             the path the site is served under (GitHub Pages)
#   SITE_SOURCE_URL=https://github.com/o/r links to repository files point there
#   SITE_TUTORIAL=DIR                      the tutorial folder (default Tutorial; self-tests)
#   SITE_ONLY_STEP=t2-02-User.swift        with --steps-only, compile that step alone
#
# First every step of the tutorial is compiled as the learner has it at that step (each
# step's file with the latest earlier version of every other file, Swift 6, warnings as
# errors), so the tutorial cannot show code that does not build. Then .ci/site-catalog.swift
# writes each edition's catalog and `docc convert --warnings-as-errors` builds it: a broken
# symbol link, a missing step file or a malformed quiz fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${SITE_OUTPUT:-.build/site}
work=${SITE_WORK:-.build/site-work}
tutorial=${SITE_TUTORIAL:-Tutorial}
base=${SITE_BASE_PATH:-}
base=${base#/}
base=${base%/}

# compile_steps: each @Code file of the English tutorial, in order, type-checked together
# with the latest earlier version of every other file (the Korean tutorial names the same
# files; docc fails if it names one that does not exist).
compile_steps() {
  declare -A current=()
  local steps=0 status=0 resource folder file logical name
  local scratch
  scratch=$(mktemp -d)
  # The parts in the order the tutorial's table of contents lists them; each step's files
  # (a list per step), then the steps type-checked two at a time.
  for name in $(grep -oE 'tutorial: *"doc:[^"]+"' "$tutorial/en/UserSlice.tutorial" \
    | sed -E 's/.*doc:([^"]+)"/\1/'); do
    local page="$tutorial/en/$name.tutorial"
    for resource in $(grep -oE 'file: *"[^"]+"' "$page" | sed -E 's/file: *"([^"]+)"/\1/'); do
      folder=${resource%%-*}
      file=${resource#*-}
      if [ ! -f "$tutorial/Code/$folder/$file" ]; then
        echo "  $page: step file $resource is not $tutorial/Code/$folder/$file"
        status=1
        continue
      fi
      logical=${file#*-}
      current[$logical]="$tutorial/Code/$folder/$file"
      steps=$((steps + 1))
      # SITE_ONLY_STEP=t2-02-User.swift: that step alone (the self-test's planted step).
      [ -n "${SITE_ONLY_STEP:-}" ] && [ "$resource" != "$SITE_ONLY_STEP" ] && continue
      printf '%s\n' "${current[@]}" >"$scratch/$(printf %02d $steps).files"
      echo "$resource in $(basename "$page")" >"$scratch/$(printf %02d $steps).name"
    done
  done
  # shellcheck disable=SC2016 # expanded by the inner shell
  find "$scratch" -name '*.files' | sort | xargs -P 2 -I{} sh -c \
    'swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name UserSlice $(cat "$1") \
      >"${1%.files}.log" 2>&1 || touch "${1%.files}.failed"' sh {}
  for failed in "$scratch"/*.failed; do
    [ -e "$failed" ] || continue
    local step=${failed%.failed}
    echo "  step $((10#$(basename "$step"))) ($(cat "$step.name")) does not compile:"
    sed 's/^/    /' "$step.log" | head -20
    status=1
  done
  local compiled
  compiled=$(find "$scratch" -name '*.files' | wc -l)
  rm -rf "$scratch"
  if [ "$compiled" -eq 0 ]; then
    echo "  tutorial: no step to compile${SITE_ONLY_STEP:+ named $SITE_ONLY_STEP}"
    return 1
  fi
  [ "$status" -eq 0 ] && echo "  tutorial: $compiled of $steps steps compiled, each without a warning"
  return $status
}

compile_steps
[ "${1:-}" = "--steps-only" ] && exit 0

# The modules' symbol graphs: every module of Sources/, nothing of the tests or examples.
mkdir -p "$work"
rm -rf "$work/symbol-graphs" "$out"
mkdir -p "$work/symbol-graphs" "$out"
if [ -n "${SITE_SYMBOL_GRAPHS:-}" ]; then
  graphs=$SITE_SYMBOL_GRAPHS
else
  # Its status is not the verdict: it also tries the test-only modules of the package and
  # fails on them when the tests are not built. Every module of Sources/ must have a graph.
  rm -rf .build/*/symbolgraph  # no graph of an earlier build stands in for a missing one
  swift package dump-symbol-graph >"$work/dump.log" 2>&1 || true
  graphs=$(find .build -path '*/symbolgraph' -type d | head -1)
fi
for folder in Sources/*/; do
  module=$(basename "$folder")
  if [ ! -f "${graphs:-.}/$module.symbols.json" ]; then
    echo "  no symbol graph for $module:"
    grep -iE 'error|warning' "$work/dump.log" | head -20
    exit 1
  fi
  cp "$graphs/$module.symbols.json" "$work/symbol-graphs/"
  cp "$graphs/$module"@*.symbols.json "$work/symbol-graphs/" 2>/dev/null || true
done

# The generator, compiled once for both editions.
swiftc .ci/site-catalog.swift -o "$work/site-catalog" >"$work/generator.log" 2>&1 || {
  cat "$work/generator.log"
  exit 1
}
# build_edition EDITION: its catalog generated, then converted by DocC.
build_edition() {
  local edition=$1
  rm -rf "$work/$edition"
  SITE_TUTORIAL_ROOT=$tutorial SITE_BASE_PATH=$base "$work/site-catalog" "$edition" "$work/symbol-graphs" \
    "$work/$edition/Workshop.docc" "${SITE_SOURCE_URL:-}" >"$work/$edition.log" 2>&1 || {
    echo "  $edition: the catalog could not be generated:"
    cat "$work/$edition.log"
    return 1
  }
  if docc convert "$work/$edition/Workshop.docc" \
    --additional-symbol-graph-dir "$work/symbol-graphs" \
    --fallback-display-name Workshop \
    --fallback-bundle-identifier "org.dddworkshop.Workshop.$edition" \
    --transform-for-static-hosting --hosting-base-path "${base:+$base/}$edition" \
    --output-path "$out/$edition" \
    --warnings-as-errors >"$work/$edition.log" 2>&1; then
    # The renderer asks for a theme; none is the default look (and no 404 in the console).
    [ -f "$out/$edition/theme-settings.json" ] || echo '{}' >"$out/$edition/theme-settings.json"
    echo "  $edition: site built"
  else
    echo "  $edition: DocC reported problems:"
    cat "$work/$edition.log"
    return 1
  fi
}

# Both editions at once: DocC spends much of its time waiting on files.
status=0
build_edition en >"$work/en.out" 2>&1 &
en=$!
build_edition ko >"$work/ko.out" 2>&1 &
ko=$!
wait $en || status=1
wait $ko || status=1
cat "$work/en.out" "$work/ko.out"
cat >"$out/index.html" <<'HTML'
<!doctype html>
<meta charset="utf-8">
<title>DDD Workshop</title>
<link rel="icon" href="en/favicon.ico">
<meta http-equiv="refresh" content="0; url=en/documentation/workshop/">
<p><a href="en/documentation/workshop/">DDD Workshop</a> · <a href="ko/documentation/workshop/">DDD 워크숍</a></p>
HTML
echo "  site: $out (python3 -m http.server -d $out -b 127.0.0.1 8000, then http://127.0.0.1:8000/)"
exit $status
