#!/usr/bin/env bash
# Every gate CI runs, in order; ends with the runners' summary and one closing line.
set -uo pipefail
cd "$(dirname "$0")/.."
# Test reports live apart from Playwright's outputDir, which it empties at start.
rm -rf reports && mkdir -p reports
status=0
step() {
  echo; echo "── $1"; shift
  "$@" || { echo "✗ failed: $*"; status=1; }
}
bash scripts/ensure-system-deps.sh || status=1
step "codegen --check" npm run --silent codegen -- --check
step "OpenAPI lint" npm run --silent lint:api
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "format check" npm run --silent format:check
step "unit, component and contract tests (vitest, with PostgreSQL for the shared-session test)" \
  bash scripts/with-postgres.sh npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json
step "build" npx vite build --logLevel warn
step "bundle report" npm run --silent bench:bundle
step "browser tests (Playwright, Debian Chromium)" env E2E_DIST=dist npx playwright test
node scripts/summarize-tests.mjs || status=1
exit $status
