#!/usr/bin/env bash
# The scale-out tests and bench (test/server/scale-out.test.ts, bench/scale-out.ts) start a Redis
# server of their own on 127.0.0.1: they use Debian's redis-server, installed here when it is
# missing. Quick when it is there. The package's own service is not used (nor started on purpose).
set -euo pipefail
# One ensure script at a time on the machine (the journeys and the engines' journeys ensure theirs
# at once): a second waits, then finds what the first installed; two apt-gets would fight for its lock.
exec 9>"${TMPDIR:-/tmp}/diamond-ledger-ensure.lock"
flock 9
command -v redis-server >/dev/null 2>&1 && exit 0
echo "Installing redis-server for the scale-out tests…"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# Without a package list (a fresh machine) the install fails: then fetch the lists once and retry.
if ! $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends redis-server >/dev/null 2>&1; then
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
  $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends redis-server >/dev/null
fi
command -v redis-server >/dev/null 2>&1 || { echo "redis-server is still missing after apt-get install" >&2; exit 1; }
