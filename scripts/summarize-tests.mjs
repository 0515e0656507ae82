// Prints one closing line over vitest and Playwright: "N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0,
  failed = 0,
  skipped = 0;
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);

const v = read('reports/vitest.json');
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
for (const f of shards) {
  const stats = read(`reports/${f}`)?.stats;
  if (!stats) continue;
  for (const k of Object.keys(e2e)) e2e[k] += stats[k] ?? 0;
}
const e2eRan = shards.length > 0;
if (e2eRan) {
  passed += e2e.expected + e2e.flaky;
  failed += e2e.unexpected;
  skipped += e2e.skipped;
} else failed += 1;

console.log(
  `\nvitest: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : 'no report'}; playwright: ${e2eRan ? `${e2e.expected + e2e.flaky} passed, ${e2e.unexpected} failed` : 'no report'}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
