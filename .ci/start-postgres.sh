# shellcheck shell=bash
# Throwaway PostgreSQL for the test suite (DESIGN §Tests and checks). Source this file, then:
#
#   start_postgres            # initdb into a temporary folder, start on a free loopback port,
#                             # export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres
#   trap stop_postgres EXIT   # stop the server and delete the folder, whatever happens
#
# PostgreSQL refuses to run as root, so as root the cluster belongs to (and runs as) the `postgres`
# user, which is created when missing. As any other user it simply runs as that user.

CI_PG_DIR=""
CI_PG_BIN=""

# Where initdb/pg_ctl live: on PATH, or Debian's versioned folder (the newest one).
find_postgres_bin() {
  local initdb_path
  if initdb_path="$(command -v initdb 2>/dev/null)"; then
    dirname "$(readlink -f "$initdb_path")"
    return 0
  fi
  local candidate
  candidate="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$candidate" && -x "$candidate/initdb" && -x "$candidate/pg_ctl" ]]; then
    echo "$candidate"
    return 0
  fi
  return 1
}

# Runs a command as the cluster's owner (postgres when we are root, ourselves otherwise).
as_cluster_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start_postgres() {
  if ! CI_PG_BIN="$(find_postgres_bin)"; then
    echo "start_postgres: no PostgreSQL server binaries (initdb) found" >&2
    return 1
  fi

  if [[ "$(id -u)" -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "creating the postgres system user"
      useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin postgres
    fi
    # /tmp rather than $TMPDIR: the postgres user must be able to reach the folder.
    CI_PG_DIR="$(mktemp -d /tmp/iot-ci-postgres.XXXXXX)"
    chown postgres: "$CI_PG_DIR"
  else
    CI_PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/iot-ci-postgres.XXXXXX")"
  fi

  local port=55432
  while port_in_use "$port"; do
    port=$((port + 1))
    if ((port > 55532)); then
      echo "start_postgres: no free port between 55432 and 55532" >&2
      return 1
    fi
  done

  echo "starting a throwaway PostgreSQL ($("$CI_PG_BIN/postgres" --version)) in $CI_PG_DIR on 127.0.0.1:$port"
  # Run from the cluster folder: the postgres user may not be allowed into the current directory.
  # Byte-order collation (no locale), but a character classification that knows Arabic letters, so
  # the trigram index of product search covers Arabic words as it does on the embedded database.
  (
    cd "$CI_PG_DIR"
    as_cluster_owner "$CI_PG_BIN/initdb" --pgdata="$CI_PG_DIR/data" --username=postgres --auth=trust \
      --encoding=UTF8 --no-locale --lc-ctype=C.UTF-8 --no-sync >"$CI_PG_DIR/initdb.log" 2>&1
  ) || {
    cat "$CI_PG_DIR/initdb.log" >&2
    return 1
  }
  # Trust auth on loopback only; durability switched off because the data is thrown away.
  local options="-c listen_addresses=127.0.0.1 -p $port -k $CI_PG_DIR -c max_connections=200"
  options+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  (
    cd "$CI_PG_DIR"
    as_cluster_owner "$CI_PG_BIN/pg_ctl" --pgdata="$CI_PG_DIR/data" --log="$CI_PG_DIR/server.log" \
      --options="$options" --wait --timeout=60 start >/dev/null
  ) || {
    echo "start_postgres: the server did not start; its log:" >&2
    cat "$CI_PG_DIR/server.log" >&2 || true
    return 1
  }

  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
}

stop_postgres() {
  if [[ -n "$CI_PG_DIR" && -d "$CI_PG_DIR" ]]; then
    if [[ -f "$CI_PG_DIR/data/postmaster.pid" ]]; then
      (cd "$CI_PG_DIR" && as_cluster_owner "$CI_PG_BIN/pg_ctl" --pgdata="$CI_PG_DIR/data" --mode=fast --wait stop >/dev/null) ||
        echo "stop_postgres: pg_ctl stop failed" >&2
    fi
    rm -rf "$CI_PG_DIR"
  fi
  CI_PG_DIR=""
}
