// Prints one closing line over vitest and Playwright: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

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

const p = read('reports/e2e.json');
if (p?.stats) {
  passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected ?? 0;
  skipped += p.stats.skipped ?? 0;
} else failed += 1;

console.log(
  `\nvitest: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : 'no report'}; playwright: ${p?.stats ? `${p.stats.expected + (p.stats.flaky ?? 0)} passed, ${p.stats.unexpected} failed` : 'no report'}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
