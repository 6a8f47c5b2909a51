#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL cluster on loopback: a fresh data directory, a free
# port, a random password; DATABASE_URL names it for the command, and the cluster is stopped and
# removed when the command ends (whatever its outcome). Needs Debian's postgresql package.
#   tools/ci/with-postgres.sh npm test
set -euo pipefail

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
fi

WORK="$(mktemp -d /tmp/kul-postgres.XXXXXX)"
PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
PORT="$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres system user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK"; fi
chmod 700 "$WORK"

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

printf '%s\n' "$PASSWORD" > "$WORK/pwfile"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK/pwfile"; fi
as_owner "$PG_BIN/initdb" -D "$WORK/data" -U kul --pwfile="$WORK/pwfile" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
rm -f "$WORK/pwfile"
# Loopback only, no Unix socket outside the work folder; enough connections for parallel test files.
as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -w -l "$WORK/postgres.log" \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$WORK -c max_connections=200 -c fsync=off -c synchronous_commit=off" start >/dev/null

export DATABASE_URL="postgres://kul:${PASSWORD}@127.0.0.1:${PORT}/postgres"
echo "with-postgres: PostgreSQL $(basename "$(dirname "$PG_BIN")") on 127.0.0.1:${PORT} for: $*"
set +e
"$@"
status=$?
set -e
exit $status
