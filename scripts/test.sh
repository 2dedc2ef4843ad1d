#!/usr/bin/env bash
# Runs every test suite: types, the layers of src/ (dependency-cruiser), rules and store in Node
# (vitest), components in Chromium (@web/test-runner), whole journeys against the built app
# (Playwright), then prints one closing line "tests: N passed, M failed" that sums them all.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
bash scripts/ensure-chromium.sh
# The scale-out tests start a Redis server of their own (test/server/scale-out.test.ts).
bash scripts/ensure-redis.sh
npx tsc --noEmit
# The layers of src/ and no cycles (.dependency-cruiser.cjs): a violation is listed and fails the
# run here; a clean cruise counts as one test passed in the closing line.
npx depcruise src --config .dependency-cruiser.cjs | tee .tmp/layers.log
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/unit.json
# Components in Debian's Chromium (web-test-runner.config.mjs), then journeys against the build.
npx web-test-runner 2>&1 | tee .tmp/components.log
bash scripts/e2e.sh --reporter=default --reporter=json --outputFile.json=.tmp/e2e.json
node scripts/test-summary.mjs .tmp/layers.log .tmp/unit.json .tmp/components.log .tmp/e2e.json
