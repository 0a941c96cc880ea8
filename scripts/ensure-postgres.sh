#!/usr/bin/env bash
# Makes sure PostgreSQL 15 (Debian's `postgresql` package) is present for the server suite's second run.
# Installs it with apt-get when missing and running as root; otherwise says how to get it.
# The package starts no service here (no systemd); scripts/test.mjs starts its own throw-away cluster.
set -euo pipefail

bin="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"

if [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-postgres: installing postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  [ -x "$bin/initdb" ] || { echo "ensure-postgres: $bin/initdb still missing after install" >&2; exit 1; }
  exit 0
fi

cat >&2 <<MSG
ensure-postgres: the server suite's PostgreSQL run needs PostgreSQL 15; $bin/initdb is missing.
Install it as root:
  apt-get update && apt-get install -y postgresql
or point POSTGRES_BIN at the bin directory of a PostgreSQL 15 you already have:
  POSTGRES_BIN=/path/to/postgresql/15/bin npm test
MSG
exit 1
