#!/usr/bin/env bash
# Every gate CI runs; ends with the stage timings, the runners' summary and one closing line.
# Made for 2 cores, where total CPU sets the wall time: two lanes start at once, the vitest suite
# and build → Playwright. The checks that need no browser and no test server (codegen --check,
# OpenAPI lint, spec diff, typecheck, lint, format, bundle budgets) start with them at the lowest
# CPU priority (nice 19), so they take only the CPU the test lanes leave while they wait on
# browsers, child processes and PostgreSQL, and a core as soon as a lane ends; started at the same
# priority they slowed both lanes (597 s against 502 s for vitest, docs/perf/tests.md). Once both
# test lanes have ended, a second check runner takes the checks the first has not started. Every
# gate still runs when one fails, so one run shows every failure.
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

# The checks, longest first (docs/perf/tests.md); each is run by the first runner to claim it.
CHECKS=(lint typecheck format bundle codegen api spec-diff)
run_check() {
  case $1 in
    lint) step "lint" npm run --silent lint -- --concurrency=auto ;;
    typecheck) step "typecheck" npm run --silent typecheck ;;
    format) step "format check" npm run --silent format:check ;;
    # Byte sizes of the browser lane's build (its status file appears once the build ended);
    # the budgets do not depend on the machine.
    bundle)
      until [ -f reports/build.status ]; do sleep 1; done
      [ "$(cat reports/build.status)" = 0 ] && step "bundle budgets" npm run --silent bench:bundle
      ;;
    codegen) step "codegen --check" npm run --silent codegen -- --check ;;
    api) step "OpenAPI lint" npm run --silent lint:api ;;
    # Fails on a change of spec/openapi.yaml that breaks clients, against the previous commit of
    # main, unless a commit says `Spec-Break: <why>` (scripts/spec-diff.ts).
    spec-diff) step "spec diff" npm run --silent spec:diff ;;
  esac
}
# Runs every check no other runner has claimed (mkdir claims one atomically).
check_runner() {
  local c
  for c in "${CHECKS[@]}"; do
    mkdir "reports/claims/$c" 2>/dev/null && run_check "$c"
  done
  return 0
}
# FUZZ_RUNS: 100 hostile requests per operation instead of 1,000 (server/fuzz.test.ts checks
# every kind of case was still sent to every operation). One vitest worker more than cores: the
# server tests wait on child processes, PostgreSQL and timers, and a third worker ran the lane in
# 502 s against 585 s with two (docs/perf/tests.md). It went back to one per core after a run
# timed out the login-limit test at the production bcrypt cost; since 6efb336 no test logs in at
# that cost. VITEST_WORKERS overrides.
unit_lane() {
  step "unit, component and contract tests (vitest, with PostgreSQL for the shared-session test)" \
    env FUZZ_RUNS=100 bash scripts/with-postgres.sh npx vitest run --reporter=default --reporter=json \
    --outputFile=reports/vitest.json --maxWorkers="${VITEST_WORKERS:-$(($(nproc) + 1))}"
}
# One Playwright shard per port, each with its own server and fresh database: each shard is a
# serial run like a single `playwright test`. A shard waits on Chromium and the server part of
# the time, so shards overlap those waits; each also boots its own server and seeds its own
# database, so more shards than cores only adds that cost (3 shards finished no sooner than 2
# beside vitest on 2 cores). One shard per core unless E2E_SHARDS says otherwise.
E2E_SHARDS=${E2E_SHARDS:-$(nproc)}
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
# Every shard's server starts from a copy of one migrated, seeded database, built beside the SPA
# (tests/e2e/support/db-template.ts): building it in each server cost about 15 s of CPU per shard.
E2E_DB=.data/e2e-db-template
browser_lane() {
  step "e2e database template" node --import tsx tests/e2e/support/db-template.ts "$E2E_DB" &
  local template=$!
  step "build" npx vite build --logLevel warn
  local built=$?
  echo $built >reports/build.status
  # Without the template each server builds its own database, as a lone `playwright test` does.
  wait $template && export E2E_DB_TEMPLATE=$PWD/$E2E_DB
  [ $built = 0 ] && step "browser tests (Playwright, Debian Chromium, $E2E_SHARDS shards)" e2e_shards
}

bash scripts/ensure-system-deps.sh || printf "    -  FAILED  system dependencies\n" >>reports/timings.txt

mkdir -p reports/claims
lane reports/logs/unit.log unit_lane
unit=$!
lane reports/logs/browser.log browser_lane
browser=$!
# The first check runner, at the lowest priority for as long as the test lanes run.
lane reports/logs/checks.log eval 'renice -n 19 -p $BASHPID >/dev/null; check_runner'
wait $unit $browser
# Both test lanes have ended: a second runner takes the checks the first has not started.
lane reports/logs/checks-2.log check_runner
wait
cat reports/logs/checks.log reports/logs/checks-2.log reports/logs/unit.log reports/logs/browser.log

echo
echo "── stage timings (the lanes overlap; total is wall time)"
cat reports/timings.txt
printf '%5ss  total\n' $((SECONDS - t_start))
status=0
grep -q FAILED reports/timings.txt && status=1
node scripts/summarize-tests.mjs || status=1
exit $status
