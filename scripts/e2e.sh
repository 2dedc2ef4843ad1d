#!/usr/bin/env bash
# End-to-end journeys: builds the app, serves it with `vite preview` and drives Debian's
# Chromium with playwright-core (test/e2e, vitest.e2e.config.ts); the main journeys also in
# Debian's Firefox ESR and WebKitGTK (test/e2e/engines/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-engines.sh
npx vitest run -c vitest.e2e.config.ts "$@"
