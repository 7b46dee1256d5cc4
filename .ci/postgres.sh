#!/usr/bin/env bash
# A real PostgreSQL for the workshop's database suites (issue 37): the same contract runs
# against a server the harness starts, not a mock of one.
#
#   bash .ci/postgres.sh start   install the server and libpq if absent, start a throwaway
#                                server, print its URL
#   bash .ci/postgres.sh env     print `export DATABASE_URL=…` for the running server
#   bash .ci/postgres.sh stop    stop it and delete its data
#
# The server runs as an unprivileged user (`nobody` when started as root: PostgreSQL
# refuses to run as root) from a temporary data folder, listens on 127.0.0.1 only, on a
# free port, and trusts connections from this machine, so no password exists to leak.
# Its folder is $DDDWORKSHOP_POSTGRES_STATE (/tmp/dddworkshop-postgres by default).
set -euo pipefail
state=${DDDWORKSHOP_POSTGRES_STATE:-/tmp/dddworkshop-postgres}

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

# as_owner COMMAND…: runs a server command as the unprivileged owner of the data folder.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

install_if_absent() {
  if [ -n "$(bindir)" ] && ldconfig -p | grep -q 'libpq\.so\.5'; then return; fi
  if [ "$(id -u)" != 0 ]; then
    echo "postgres.sh: PostgreSQL or libpq5 is missing; run as root to install them" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql libpq5 >/dev/null
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  if [ -f "$state/url" ] && as_owner "$(bindir)/pg_ctl" -D "$state/data" status >/dev/null 2>&1; then
    cat "$state/url"
    return
  fi
  install_if_absent
  local bin port
  bin=$(bindir)
  rm -rf "$state"
  mkdir -p "$state"
  chmod 700 "$state"
  [ "$(id -u)" = 0 ] && chown nobody "$state"
  as_owner "$bin/initdb" -D "$state/data" -U workshop -A trust -E UTF8 --locale=C --no-sync \
    >"$state/initdb.log"
  port=$(free_port)
  as_owner "$bin/pg_ctl" -D "$state/data" -l "$state/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $state" start >/dev/null
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U workshop workshop
  echo "postgres://workshop@127.0.0.1:$port/workshop" >"$state/url"
  cat "$state/url"
}

stop() {
  [ -d "$state/data" ] || return 0
  as_owner "$(bindir)/pg_ctl" -D "$state/data" -m fast -w stop >/dev/null || true
  rm -rf "$state"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  env) echo "export DATABASE_URL=$(cat "$state/url")" ;;
  *)
    echo "usage: bash .ci/postgres.sh start|stop|env" >&2
    exit 2
    ;;
esac
