#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on loopback, runs the given command with TEST_DATABASE_URL set,
# and removes the cluster afterwards. Used by .ci/run for the second API pass.
set -euo pipefail

find_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}
PGBIN=$(find_bin)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL server binaries not found" >&2
  exit 1
fi

PORT=${PGPORT_TEST:-54329}
RUN_AS=""
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  RUN_AS="runuser -u postgres --"
fi

WORK=$(mktemp -d /tmp/oe-pg.XXXXXX)
chmod 755 "$WORK"
[ -n "$RUN_AS" ] && chown postgres "$WORK"
cleanup() {
  $RUN_AS "$PGBIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

$RUN_AS "$PGBIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 >/dev/null
$RUN_AS "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
