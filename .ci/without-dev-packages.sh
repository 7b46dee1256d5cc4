#!/usr/bin/env bash
# Runs one command where no development package can be found (issue 37): neither SQLite's nor
# libpq's header and neither unversioned link (`libsqlite3.so`, `libpq.so`), as on a machine
# that has only the Swift toolchain and the run-time libraries swift.org lists.
#
#   bash .ci/without-dev-packages.sh [-C PACKAGE_DIR] COMMAND [ARGUMENT…]     (as root)
#
# In a private mount namespace (nothing outside it sees a change), /usr/include and the
# library folder are overlaid by copies from which sqlite3.h, libpq's headers, the
# unversioned links and the static archives are removed; then COMMAND runs in PACKAGE_DIR
# (the workshop by default). CI runs README's `swift test` this way, and shows the check
# failing on a package that includes sqlite3.h the ordinary way.
set -euo pipefail
cd "$(dirname "$0")/.."
package=$(pwd)
if [ "${1:-}" = -C ]; then
  package=$(cd "$2" && pwd)
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: bash .ci/without-dev-packages.sh [-C DIR] COMMAND…" >&2; exit 2; }
if [ "$(id -u)" != 0 ]; then
  echo "without-dev-packages: run as root (it mounts overlays in a private namespace)" >&2
  exit 2
fi
libdir=/usr/lib/$(uname -m)-linux-gnu

exec unshare --mount --propagation private bash -euo pipefail -s "$package" "$libdir" "$@" <<'INSIDE'
package=$1
libdir=$2
shift 2
scratch=$(mktemp -d)
mount -t tmpfs tmpfs "$scratch"
for dir in /usr/include "$libdir"; do
  name=$(echo "$dir" | tr / _)
  mkdir -p "$scratch/$name/upper" "$scratch/$name/work"
  mount -t overlay overlay \
    -o "lowerdir=$dir,upperdir=$scratch/$name/upper,workdir=$scratch/$name/work" "$dir"
done
rm -rf /usr/include/sqlite3.h /usr/include/sqlite3ext.h /usr/include/postgresql \
  /usr/include/libpq-fe.h /usr/include/libpq \
  "$libdir"/libsqlite3.so "$libdir"/libsqlite3.a "$libdir"/libpq.so "$libdir"/libpq.a
for gone in /usr/include/sqlite3.h /usr/include/postgresql/libpq-fe.h "$libdir/libsqlite3.so" \
  "$libdir/libpq.so"; do
  if [ -e "$gone" ]; then echo "could not hide $gone" >&2; exit 1; fi
done
echo "hidden: sqlite3.h, libpq's headers, libsqlite3.so, libpq.so and their archives"
echo "still there: $(ls "$libdir"/libsqlite3.so.0 2>/dev/null || echo 'no libsqlite3.so.0')"

cd "$package"
exec "$@"
INSIDE
