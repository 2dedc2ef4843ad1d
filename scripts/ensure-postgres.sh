#!/usr/bin/env bash
# The PostgreSQL tests and bench (test/server/postgres.test.ts, bench/scale-out.ts) start a
# PostgreSQL server of their own on 127.0.0.1, in a temporary cluster: they use Debian's
# PostgreSQL 15 (/usr/lib/postgresql/15/bin), installed here when it is missing. Quick when it is
# there. The package's own cluster and service are not used (nor started on purpose).
set -euo pipefail
# One ensure script at a time on the machine (the journeys and the engines' journeys ensure theirs
# at once): a second waits, then finds what the first installed; two apt-gets would fight for its lock.
exec 9>"${TMPDIR:-/tmp}/diamond-ledger-ensure.lock"
flock 9
BIN=/usr/lib/postgresql/15/bin
[ -x "$BIN/postgres" ] && [ -x "$BIN/initdb" ] && exit 0
echo "Installing PostgreSQL 15 for the relay's PostgreSQL tests…"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# Without a package list (a fresh machine) the install fails: then fetch the lists once and retry.
if ! $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends postgresql-15 >/dev/null 2>&1; then
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
  $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends postgresql-15 >/dev/null
fi
[ -x "$BIN/postgres" ] || { echo "$BIN/postgres is still missing after apt-get install" >&2; exit 1; }
