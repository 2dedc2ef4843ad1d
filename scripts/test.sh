#!/usr/bin/env bash
# Runs every test suite: types, lint (ESLint), the layers of src/ (dependency-cruiser), rules and store in Node
# (vitest), components in Chromium (@web/test-runner), whole journeys against the built app
# (Playwright), the main ones in Chromium, Firefox ESR and WebKitGTK (test/e2e/engines/), and every
# benchmark once at a tiny size (bench/run.ts). Every suite runs even when one before it failed;
# the closing lines give each suite's time and "tests: N passed, M failed", the sum of them all
# (exit 1 on any failure).
#
# Most suites wait on a browser or a socket far more than they use a core, so they run side by
# side, each printing its output whole once it ends (and keeping it in .tmp/NAME.out). The Node
# tests that wait on real clocks (vitest's `timed` project) run once the unit tests end, beside the
# browsers but ahead of them; the journeys that time what they see (the `alone` project) run last,
# with nothing else running.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every suite runs on the Node of node_modules/.bin (the registry's `node` package, Node 24), which
# npm puts first on the PATH of its scripts: a machine's older Node would fail them (vitest 5 and
# Hocuspocus 4 need 22 or later).
node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 22 ? 0 : 1)' || {
  echo "npm test needs Node 22 or later, and found $(node --version) first on the PATH: run it as 'npm test' after 'npm install'." >&2
  exit 1
}
mkdir -p .tmp
rm -f .tmp/times.log .tmp/*.out .tmp/*.cpu .tmp/types.log .tmp/lint.log .tmp/format.log .tmp/layers.log .tmp/bench.log .tmp/unit.json .tmp/timed.json .tmp/components.log .tmp/journeys.json .tmp/engines.json .tmp/alone.json
bash scripts/ensure-chromium.sh
# The main journeys in Firefox ESR and WebKitGTK too (test/e2e/engines/).
bash scripts/ensure-engines.sh
# The scale-out tests start a Redis server of their own (test/server/scale-out.test.ts).
bash scripts/ensure-redis.sh
# The relay on PostgreSQL starts a PostgreSQL server of its own (test/server/postgres.test.ts).
bash scripts/ensure-postgres.sh
began=$SECONDS
# One build of the app for both runs of the journeys (test/e2e/global-setup.ts).
export E2E_RUN="test-sh-$$-$(date +%s)"

# suite NAME COMMAND…: runs it with its output in .tmp/NAME.out, notes its time and exit status
# in .tmp/times.log, then prints the output (one suite at a time, under a lock).
# The CPU time (user and system, of the suite and the processes it waited for) goes beside its
# time: on two cores the whole run cannot take less than half their sum.
suite() {
  local name=$1 start=$SECONDS status=0 TIMEFORMAT='%3U %3S'
  shift
  { time "$@" >".tmp/$name.out" 2>&1 || status=$?; } 2>".tmp/$name.cpu"
  echo "$name $((SECONDS - start)) $status $(awk '{ printf "%d", $1 + $2 }' ".tmp/$name.cpu")" >>.tmp/times.log
  flock .tmp/print.lock bash -c 'printf "\n===== %s (%ss, exit %s) =====\n" "$1" "$2" "$3"; cat ".tmp/$1.out"' _ "$name" "$((SECONDS - start))" "$status"
}

# First the four checks of the whole tree, and the build the journeys run against: test/app/layers.test.ts
# writes files into src/ for a moment, which none of them may see.
suite types bash -o pipefail -c 'npx tsc --noEmit 2>&1 | tee .tmp/types.log' &
# ESLint over the tree (eslint.config.js): each file linted counts as a test, failed when it has a problem.
suite lint bash -o pipefail -c 'node scripts/lint.mjs 2>&1 | tee .tmp/lint.log' &
# Prettier's layout (.prettierrc) of every file it formats: each file a test.
suite format bash -o pipefail -c 'node scripts/format.mjs 2>&1 | tee .tmp/format.log' &
# The layers of src/ and no cycles (.dependency-cruiser.cjs): a violation is listed and counts as
# a failed test; a clean cruise counts as one test passed.
suite layers bash -o pipefail -c 'npx depcruise src server --config .dependency-cruiser.cjs 2>&1 | tee .tmp/layers.log' &
suite build npx tsx -e "import('./test/e2e/global-setup.ts').then((setup) => setup.build())" &
wait

echo
echo "Running unit, components and journeys side by side (output as each ends)…"
# The browsers run at a lower priority: the Node tests need a core for a minute or two, and the
# browsers mostly wait. Once the unit tests end, the timed ones take their place, ahead of the
# browsers for the core they need when a socket or a clock says so.
(
  suite unit npx vitest run --project unit --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=.tmp/unit.json
  suite timed npx vitest run --project timed --reporter=default --reporter=json --outputFile.json=.tmp/timed.json
  # Every benchmark once, at a tiny size (bench/size.ts), on the journeys' build: a bench no test
  # runs breaks unseen. Each bench is a test, passed when it runs to its end and prints its figures.
  # After the timed tests, whose clocks its relays and browsers would share the cores with.
  suite bench nice -n 10 bash -o pipefail -c 'BENCH_TINY=1 BENCH_DIST=.tmp/e2e-dist npx tsx bench/run.ts 2>&1 | tee .tmp/bench.log'
) &
# Components in Debian's Chromium (web-test-runner.config.mjs), journeys against the build.
suite components nice -n 10 bash -o pipefail -c 'npx web-test-runner 2>&1 | tee .tmp/components.log' &
suite journeys nice -n 10 bash scripts/e2e.sh --project journeys --reporter=default --reporter=json --outputFile.json=.tmp/journeys.json &
# The main journeys in Chromium, Firefox ESR and WebKitGTK, beside the others: they wait on their
# browsers and their relay far more than they use a core.
suite engines nice -n 10 bash scripts/e2e.sh --project engines --reporter=default --reporter=json --outputFile.json=.tmp/engines.json &
wait

echo
echo "Running the journeys that time what they see, alone…"
suite alone bash scripts/e2e.sh --project alone --reporter=default --reporter=json --outputFile.json=.tmp/alone.json
echo "all $((SECONDS - began)) 0 $(awk '{ cpu += $4 } END { print cpu }' .tmp/times.log)" >>.tmp/times.log
node scripts/test-summary.mjs .tmp/times.log .tmp/types.log .tmp/lint.log .tmp/format.log .tmp/layers.log .tmp/bench.log .tmp/unit.json .tmp/timed.json .tmp/components.log .tmp/journeys.json .tmp/engines.json .tmp/alone.json
