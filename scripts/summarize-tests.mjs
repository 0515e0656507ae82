// Prints one closing line over vitest and Playwright: "N passed, N failed, N skipped", preceded
// by every failed test with the first lines of its message: CI shows only the end of the output,
// so a failure must be named there and not only in a lane's log far above.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

let passed = 0,
  failed = 0,
  skipped = 0;
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);

const failures = [];
// The first lines of a failure message, without ANSI colours, each cut to one screen width.
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 6)
    .map((l) => `      ${l.slice(0, 200)}`)
    .join('\n');

const v = read('reports/vitest.json');
for (const file of v?.testResults ?? []) {
  const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
  for (const t of failed)
    failures.push(
      `✗ vitest ${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`,
    );
  // A file that failed to load has no failed test, only a message.
  if (file.status === 'failed' && failed.length === 0)
    failures.push(
      `✗ vitest ${file.name.replace(`${process.cwd()}/`, '')}\n${firstLines(file.message)}`,
    );
}
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
} else failed += 1;

// One Playwright report per shard of the full run (reports/e2e-1.json …), or reports/e2e.json.
const shards = existsSync('reports')
  ? readdirSync('reports').filter((f) => /^e2e(-\d+)?\.json$/.test(f))
  : [];
const e2e = { expected: 0, flaky: 0, unexpected: 0, skipped: 0 };
// Specs sit in suites nested to any depth; a test failed when its status is "unexpected".
const collect = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      if (t.status === 'unexpected') {
        const last = t.results?.at(-1);
        failures.push(
          `✗ playwright ${spec.file ?? file}:${spec.line} › ${spec.title}\n${firstLines(last?.errors?.[0]?.message ?? last?.error?.message)}`,
        );
      }
  for (const child of suite.suites ?? []) collect(child, suite.file ?? file);
};
for (const f of shards) {
  const report = read(`reports/${f}`);
  for (const suite of report?.suites ?? []) collect(suite, suite.file);
  const stats = report?.stats;
  if (!stats) continue;
  for (const k of Object.keys(e2e)) e2e[k] += stats[k] ?? 0;
}
const e2eRan = shards.length > 0;
if (e2eRan) {
  passed += e2e.expected + e2e.flaky;
  failed += e2e.unexpected;
  skipped += e2e.skipped;
} else failed += 1;

if (failures.length) console.log(`\n── failed tests\n${failures.join('\n')}`);
console.log(
  `\nvitest: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : 'no report'}; playwright: ${e2eRan ? `${e2e.expected + e2e.flaky} passed, ${e2e.unexpected} failed` : 'no report'}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
