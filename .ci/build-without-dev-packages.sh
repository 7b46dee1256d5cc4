#!/usr/bin/env bash
# The default build needs no development package (issue 37): the workshop builds, and its
# SQLite suites pass, where neither SQLite's nor libpq's header and neither unversioned link
# (`libsqlite3.so`, `libpq.so`) can be found, as on a machine that has only the Swift
# toolchain and the run-time libraries swift.org lists.
#
#   bash .ci/build-without-dev-packages.sh [PACKAGE_DIR]     (as root)
#
# In a private mount namespace (nothing outside it sees a change), /usr/include and the
# library folder are overlaid by copies from which sqlite3.h, libpq's headers, the
# unversioned links and the static archives are removed; then the strict build
# (`-warnings-as-errors`, tests and examples included) and the database suites run in a
# scratch path of their own (.build-strict), so the usual .build is left alone. PACKAGE_DIR (the workshop by default) lets CI show the check failing on a package
# that links sqlite3 the ordinary way.
set -euo pipefail
cd "$(dirname "$0")/.."
package=$(cd "${1:-.}" && pwd)
if [ "$(id -u)" != 0 ]; then
  echo "build-without-dev-packages: run as root (it mounts overlays in a private namespace)" >&2
  exit 2
fi
libdir=/usr/lib/$(uname -m)-linux-gnu

exec unshare --mount --propagation private bash -euo pipefail -s "$package" "$libdir" <<'INSIDE'
package=$1
libdir=$2
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
# CI's strict build is this one: sources, tests and examples with -warnings-as-errors, in
# .build-strict, so proving "nothing to install" costs no build of its own.
swift build --build-tests --scratch-path .build-strict -Xswiftc -warnings-as-errors
if [ -d Tests/RealDatabaseTests ]; then
  swift test --skip-build --scratch-path .build-strict \
    --filter 'RealDatabaseTests|UserRepositoryContractTests|IntegrityContractTests|EventsKeptContractTests|UserEndContractTests'
fi
INSIDE
