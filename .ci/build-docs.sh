#!/usr/bin/env bash
# Builds the API reference: one DocC archive per public module, from the doc comments
# and the catalogs in Sources/<Module>/<Module>.docc, with the toolchain's own `docc`
# (no plugin). Broken symbol links (``Name``) and other DocC warnings fail the build.
#
#   bash .ci/build-docs.sh            archives in .build/docs/<Module>.doccarchive
#   docc preview Sources/ValueObjects/ValueObjects.docc \
#     --additional-symbol-graph-dir .build/docs/symbol-graphs/ValueObjects
#                                     browse one module's reference locally
set -euo pipefail
cd "$(dirname "$0")/.."
# Every module in Sources/ is public and has a catalog of its own.
modules=()
for folder in Sources/*/; do modules+=("$(basename "$folder")"); done
out=.build/docs
rm -rf "$out"
mkdir -p "$out/symbol-graphs"

# The graphs of the test runner's modules need the tests built: in CI the README's `swift test`
# has built them (this is then a no-op); run alone on a fresh clone, they are built here.
swift build --build-tests >"$out/build.log" 2>&1 || { tail -20 "$out/build.log"; exit 1; }
swift package dump-symbol-graph >"$out/dump.log" 2>&1 || { tail -20 "$out/dump.log"; exit 1; }
graphs=$(find .build -path '*/symbolgraph' -type d | head -1)

status=0
for module in "${modules[@]}"; do
  mkdir -p "$out/symbol-graphs/$module"
  # The module's own graph and its extension graphs (Module@Other.symbols.json).
  cp "$graphs/$module.symbols.json" "$out/symbol-graphs/$module/"
  cp "$graphs/$module"@*.symbols.json "$out/symbol-graphs/$module/" 2>/dev/null || true
  if docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.dddworkshop.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors >"$out/$module.log" 2>&1; then
    echo "  $module: reference built"
  else
    echo "  $module: DocC reported problems:"
    cat "$out/$module.log"
    status=1
  fi
done
exit $status
