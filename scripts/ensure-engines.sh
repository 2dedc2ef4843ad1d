#!/usr/bin/env bash
# The main journeys also run in Firefox ESR and WebKitGTK (test/e2e/engines/), each Debian's
# own: puppeteer-core drives firefox-esr over WebDriver BiDi, webdriverio drives the
# WebKitWebDriver of webkit2gtk-driver under an Xvfb, and neither may download a browser or a
# driver. fonts-noto-cjk draws 繁體中文 and 日本語 in every weight. Quick when all are there: only
# a missing one is installed.
set -euo pipefail
# One ensure script at a time on the machine (the journeys and the engines' journeys ensure theirs
# at once): a second waits, then finds what the first installed; two apt-gets would fight for its lock.
exec 9>"${TMPDIR:-/tmp}/diamond-ledger-ensure.lock"
flock 9
missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
# Read whole, then looked at (`fc-list | grep -q` under pipefail: see scripts/ensure-chromium.sh).
fonts=$(fc-list 2>/dev/null)
[[ $fonts == *NotoSansCJK* ]] || missing+=(fonts-noto-cjk)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} for the journeys in three engines…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}" >/dev/null
fi
