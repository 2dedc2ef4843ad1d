#!/usr/bin/env bash
# Runs every test suite: rules and store in Node (vitest), components in Chromium
# (@web/test-runner), whole journeys against the built app (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx tsc --noEmit
npx vitest run
# Components in Debian's Chromium (web-test-runner.config.mjs), then journeys against the build.
npx web-test-runner
bash scripts/e2e.sh
