#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 (trust auth) for the API tests.
#   tools/test/pg-cluster.sh start DIR PORT   -> prints the database URL
#   tools/test/pg-cluster.sh stop DIR
# As root it runs the server as the postgres user (initdb refuses root).
# With PG_PASSWORD set (`npm run staging`), the superuser has that password and every connection must
# give one (scram-sha-256); the URL printed carries it.
set -euo pipefail
cmd=${1:?start or stop}; dir=${2:?data dir}; port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found: apt-get install postgresql" >&2; exit 1; }
as=()
[ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
if [ "$cmd" = stop ]; then
  "${as[@]}" "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi
mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
auth=(--auth=trust); user=postgres
if [ -n "${PG_PASSWORD:-}" ]; then
  pwfile="$dir.pw"; (umask 077; printf '%s\n' "$PG_PASSWORD" >"$pwfile"); [ "$(id -u)" = 0 ] && chown postgres "$pwfile"
  auth=(--auth=scram-sha-256 --pwfile="$pwfile"); user="postgres:$PG_PASSWORD"; export PGPASSWORD=$PG_PASSWORD
fi
[ -f "$dir/PG_VERSION" ] || "${as[@]}" "$bin/initdb" -D "$dir" -U postgres "${auth[@]}" -E UTF8 >/dev/null
rm -f "${pwfile:-}"
"${as[@]}" "$bin/pg_ctl" -D "$dir" -l "$dir/log" -w \
  -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" start >/dev/null
psql -h 127.0.0.1 -p "$port" -U postgres -tc "SELECT 1 FROM pg_database WHERE datname='harborview_test'" | grep -q 1 \
  || psql -h 127.0.0.1 -p "$port" -U postgres -qc "CREATE DATABASE harborview_test"
echo "postgres://$user@127.0.0.1:$port/harborview_test"
