#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server and TEST_DATABASE_URL pointing at it:
#   bash scripts/withPostgres.sh vitest run -c vitest.server.config.ts
# Installs Debian's postgresql when its binaries are missing (as root), makes a temporary
# cluster owned by the postgres user, listens on 127.0.0.1 at a free port, and removes it all
# on exit, whatever the command's outcome.
set -euo pipefail

find_bin() {
  local name=$1 candidate
  if command -v "$name" >/dev/null 2>&1; then
    command -v "$name"
    return
  fi
  for candidate in /usr/lib/postgresql/*/bin/"$name"; do
    if [ -x "$candidate" ]; then
      echo "$candidate"
      return
    fi
  done
}

if [ -z "$(find_bin pg_ctl)" ] || [ -z "$(find_bin initdb)" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and installing it needs root: apt-get install postgresql" >&2
    exit 1
  fi
  echo "Installing PostgreSQL from Debian's packages…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
fi
PG_CTL=$(find_bin pg_ctl)
INITDB=$(find_bin initdb)

# PostgreSQL refuses to run as root: as root, run its programs as the postgres user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/false postgres
  as_owner=(runuser -u postgres --)
fi

work=$(mktemp -d /tmp/ngs-postgres.XXXXXX)
chmod 755 "$work"
mkdir "$work/data" "$work/socket"
if [ "$(id -u)" -eq 0 ]; then chown -R postgres: "$work"; fi

cleanup() {
  "${as_owner[@]}" "$PG_CTL" -D "$work/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

"${as_owner[@]}" "$INITDB" -D "$work/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${as_owner[@]}" "$PG_CTL" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $work/socket -c fsync=on -c max_connections=200" start >/dev/null ||
  { cat "$work/server.log" >&2; exit 1; }

"${as_owner[@]}" psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -q -c 'create database ngs_test' >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/ngs_test"
# The cluster's files, for tests that check what reaches the disk.
export TEST_POSTGRES_DATA="$work/data"
echo "PostgreSQL ready at 127.0.0.1:$port" >&2
status=0
"$@" || status=$?
exit "$status"
