#!/usr/bin/env bash
# Browser tests use Debian's Chromium: no test tool may download a browser of its own. They also
# need a Chinese and Japanese font, or the 繁體中文 and 日本語 journeys and screenshots would
# measure and show boxes. Quick when both are there: only a missing one is installed.
set -euo pipefail
# One ensure script at a time on the machine (the journeys and the engines' journeys ensure theirs
# at once): a second waits, then finds what the first installed; two apt-gets would fight for its lock.
exec 9>"${TMPDIR:-/tmp}/diamond-ledger-ensure.lock"
flock 9
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# Read whole, then looked at: `fc-list | grep -q` under pipefail fails whenever grep stops reading
# before fc-list is done writing (SIGPIPE), and a font that is there was taken for missing.
if [ -z "$(fc-list :lang=ja 2>/dev/null)" ] || [ -z "$(fc-list :lang=zh-tw 2>/dev/null)" ]; then
  missing+=(fonts-wqy-microhei)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} for the browser tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}" >/dev/null
fi
