#!/usr/bin/env bash
# Browser tests use Debian's Chromium: no test tool may download a browser of its own. They also
# need a Chinese and Japanese font, or the 繁體中文 and 日本語 journeys and screenshots would
# measure and show boxes. Quick when both are there: only a missing one is installed.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if ! fc-list :lang=ja 2>/dev/null | grep -q . || ! fc-list :lang=zh-tw 2>/dev/null | grep -q .; then
  missing+=(fonts-wqy-microhei)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} for the browser tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
