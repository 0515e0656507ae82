#!/usr/bin/env bash
# Runs "$@" with DATABASE_URL pointing at a throwaway PostgreSQL cluster on 127.0.0.1:55432.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
[ -n "$bin" ] || bin=$(dirname "$(command -v initdb)")
dir=$(mktemp -d /tmp/portal-pg.XXXXXX)
port=${PG_TEST_PORT:-55432}
run() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  id pgtest >/dev/null 2>&1 || useradd --system --no-create-home pgtest
  chown pgtest "$dir"
  run() { su pgtest -s /bin/bash -c "$(printf '%q ' "$@")"; }
fi
run "$bin/initdb" -D "$dir/data" -U portal --auth=trust >/dev/null
run "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" -l "$dir/log" -w start >/dev/null
cleanup() { run "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
run "$bin/createdb" -h 127.0.0.1 -p "$port" -U portal portal_test
export DATABASE_URL="postgres://portal@127.0.0.1:$port/portal_test"
# A throwaway test database: the demo accounts are wanted (never seeded into a DATABASE_URL
# database unless asked).
export SEED_DEMO=1
"$@"
