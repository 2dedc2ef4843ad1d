#!/usr/bin/env bash
# The main journeys also run in Firefox ESR and WebKitGTK (test/e2e/engines/), each Debian's
# own: puppeteer-core drives firefox-esr over WebDriver BiDi, webdriverio drives the
# WebKitWebDriver of webkit2gtk-driver under an Xvfb, and neither may download a browser or a
# driver. fonts-noto-cjk draws 繁體中文 and 日本語 in every weight. Quick when all are there: only
# a missing one is installed.
set -euo pipefail
missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
fc-list | grep -q NotoSansCJK || missing+=(fonts-noto-cjk)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} for the journeys in three engines…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
