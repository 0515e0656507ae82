#!/usr/bin/env bash
# Every gate CI runs; ends with the stage timings, the runners' summary and one closing line.
# Fast static checks first (two at a time), then two lanes side by side: the vitest suite, and
# build → bundle budgets → Playwright. The browser lane mostly waits on Chromium and the server,
# so on 2 cores the lanes together take about as long as the longer one alone.
set -uo pipefail
cd "$(dirname "$0")/.."
# Test reports live apart from Playwright's outputDir, which it empties at start.
rm -rf reports && mkdir -p reports/logs
t_start=$SECONDS

# step NAME CMD...: runs CMD, records "seconds status name" in reports/timings.txt.
step() {
  local name=$1 t0=$SECONDS result=ok
  shift
  echo
  echo "── $name"
  "$@" || { echo "✗ failed: $*"; result=FAILED; }
  printf '%5ss  %-6s  %s\n' $((SECONDS - t0)) "$result" "$name" >>reports/timings.txt
  [ "$result" = ok ]
}

# lane LOG STEP-FUNCTION: runs a group of steps in the background, its output kept in LOG.
lane() {
  local log=$1
  shift
  ("$@") >"$log" 2>&1 &
}

static_a() {
  step "codegen --check" npm run --silent codegen -- --check
  step "OpenAPI lint" npm run --silent lint:api
  step "typecheck" npm run --silent typecheck
}
static_b() {
  step "lint" npm run --silent lint
  step "format check" npm run --silent format:check
}
# FUZZ_RUNS: 250 hostile requests per operation instead of 1,000 (server/fuzz.test.ts checks
# every kind of case was still sent to every operation).
unit_lane() {
  step "unit, component and contract tests (vitest, with PostgreSQL for the shared-session test)" \
    env FUZZ_RUNS=250 bash scripts/with-postgres.sh npx vitest run --reporter=default --reporter=json \
    --outputFile=reports/vitest.json
}
# One Playwright shard per port, each with its own server and fresh database: each shard is a
# serial run like a single `playwright test`. A shard mostly waits on Chromium and the server
# (cart.spec.ts alone: 19 s of CPU in 80 s of wall time), so three shards beside the one vitest
# worker still fit 2 cores, and the browser lane takes about a third of the serial suite's time.
E2E_SHARDS=${E2E_SHARDS:-3}
e2e_shard() {
  E2E_DIST=dist E2E_PORT=$((4310 + $1)) E2E_SHARD=$1 npx playwright test --shard="$1/$E2E_SHARDS" \
    >"reports/logs/e2e-$1.log" 2>&1
  local rc=$?
  cat "reports/logs/e2e-$1.log"
  return $rc
}
e2e_shards() {
  local pids=() rc=0 i pid
  for ((i = 1; i <= E2E_SHARDS; i++)); do
    e2e_shard "$i" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  return $rc
}
browser_lane() {
  step "build" npx vite build --logLevel warn &&
    step "bundle budgets" npm run --silent bench:bundle
  # The browser suite runs even when a budget fails, so one run shows every failure.
  [ -f dist/index.html ] && step "browser tests (Playwright, Debian Chromium, $E2E_SHARDS shards)" e2e_shards
}

bash scripts/ensure-system-deps.sh || printf "    -  FAILED  system dependencies\n" >>reports/timings.txt

lane reports/logs/static-a.log static_a
lane reports/logs/static-b.log static_b
wait
cat reports/logs/static-a.log reports/logs/static-b.log

lane reports/logs/unit.log unit_lane
lane reports/logs/browser.log browser_lane
wait
cat reports/logs/unit.log reports/logs/browser.log

echo
echo "── stage timings (the lanes overlap; total is wall time)"
cat reports/timings.txt
printf '%5ss  total\n' $((SECONDS - t_start))
status=0
grep -q FAILED reports/timings.txt && status=1
node scripts/summarize-tests.mjs || status=1
exit $status
