#!/usr/bin/env bash
# Sourced by .ci/run: installs Debian's PostgreSQL if missing, starts a throwaway cluster on loopback
# (a temp dir, its own port, no fsync: CI data need not survive), sets PM3_PG_URL and
# stops the cluster when the shell exits. PostgreSQL refuses to run as root, so as root the cluster
# runs as the postgres user that Debian's package creates.

pm3_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

if [ -z "$(pm3_pg_bin)" ]; then
  echo "Installing Debian's PostgreSQL for the integration tests on PostgreSQL"
  for attempt in 1 2 3; do
    if (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/tmp/pm3-apt-pg.log 2>&1; then break; fi
    echo "apt-get failed (attempt $attempt), retrying"; tail -3 /tmp/pm3-apt-pg.log; sleep 10
  done
fi
PM3_PG_BIN="$(pm3_pg_bin)"
PM3_PG_DIR="$(mktemp -d /tmp/pm3-pg.XXXXXX)"
PM3_PG_PORT="${PM3_PG_PORT:-54329}"
if [ "$(id -u)" = 0 ]; then
  chown postgres "$PM3_PG_DIR"
  pm3_as_pg() { runuser -u postgres -- "$@"; }
else
  pm3_as_pg() { "$@"; }
fi
# C collation: text sorts by code point, as SQLite's does.
pm3_as_pg "$PM3_PG_BIN/initdb" -D "$PM3_PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C --no-sync >"$PM3_PG_DIR/initdb.log"
pm3_as_pg "$PM3_PG_BIN/pg_ctl" -D "$PM3_PG_DIR/data" -l "$PM3_PG_DIR/server.log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $PM3_PG_PORT -k $PM3_PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
pm3_stop_postgres() { pm3_as_pg "$PM3_PG_BIN/pg_ctl" -D "$PM3_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$PM3_PG_DIR"; }
trap pm3_stop_postgres EXIT
PM3_PG_URL="postgres://postgres@127.0.0.1:$PM3_PG_PORT/postgres"
echo "PostgreSQL $("$PM3_PG_BIN/postgres" --version | awk '{print $3}') running for the tests at $PM3_PG_URL"
