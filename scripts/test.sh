#!/usr/bin/env bash
# Runs every test suite: types, the layers of src/ (dependency-cruiser), rules and store in Node
# (vitest), components in Chromium (@web/test-runner), whole journeys against the built app
# (Playwright). Every suite runs even when one before it failed; the closing lines give each
# suite's time and "tests: N passed, M failed", the sum of them all (exit 1 on any failure).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/times.log .tmp/types.log .tmp/layers.log .tmp/unit.json .tmp/components.log .tmp/e2e.json
bash scripts/ensure-chromium.sh
# The scale-out tests start a Redis server of their own (test/server/scale-out.test.ts).
bash scripts/ensure-redis.sh

# suite NAME COMMAND…: runs it, notes its time and exit status in .tmp/times.log, and goes on.
suite() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "$name $((SECONDS - start)) $status" >>.tmp/times.log
}
suite types bash -o pipefail -c 'npx tsc --noEmit 2>&1 | tee .tmp/types.log'
# The layers of src/ and no cycles (.dependency-cruiser.cjs): a violation is listed and counts as
# a failed test; a clean cruise counts as one test passed.
suite layers bash -o pipefail -c 'npx depcruise src --config .dependency-cruiser.cjs 2>&1 | tee .tmp/layers.log'
suite unit npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/unit.json
# Components in Debian's Chromium (web-test-runner.config.mjs), then journeys against the build.
suite components bash -o pipefail -c 'npx web-test-runner 2>&1 | tee .tmp/components.log'
suite e2e bash scripts/e2e.sh --reporter=default --reporter=json --outputFile.json=.tmp/e2e.json
node scripts/test-summary.mjs .tmp/times.log .tmp/types.log .tmp/layers.log .tmp/unit.json .tmp/components.log .tmp/e2e.json
