// The dependency table in docs/architecture.md ("Dependencies") names every direct dependency
// of package.json once, in the section package.json puts it in, and nothing else: a package
// added, removed or moved between dependencies and devDependencies fails here until the table
// says what it is for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TABLE_DOC = 'docs/architecture.md';
const SECTIONS = ['dependencies', 'devDependencies'] as const;
type Section = (typeof SECTIONS)[number];

/** The package names of each `### \`dependencies\`` / `### \`devDependencies\`` table under
 * "## Dependencies": the first cell of each row, in backticks. */
function tableRows(markdown: string): { section: Section; name: string }[] {
  const start = markdown.indexOf('\n## Dependencies\n');
  if (start < 0) throw new Error(`${TABLE_DOC}: no "## Dependencies" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  const body = markdown.slice(start, end < 0 ? undefined : end);
  const rows: { section: Section; name: string }[] = [];
  let section: Section | undefined;
  for (const line of body.split('\n')) {
    const heading = /^### `(\w+)`/.exec(line);
    if (heading) {
      section = SECTIONS.find((s) => s === heading[1]);
      if (!section) throw new Error(`${TABLE_DOC}: unknown section ${heading[1]}`);
      continue;
    }
    const row = /^\| `([^`]+)` +\|/.exec(line);
    if (!row) continue;
    if (!section) throw new Error(`${TABLE_DOC}: row ${row[1]} before any section`);
    rows.push({ section, name: row[1]! });
  }
  return rows;
}

/** One line per difference between package.json and the table; empty when they agree. */
function differences(
  pkg: Partial<Record<Section, Record<string, string>>>,
  rows: { section: Section; name: string }[],
): string[] {
  const declared = new Map<string, Section>();
  for (const s of SECTIONS) for (const name of Object.keys(pkg[s] ?? {})) declared.set(name, s);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { section, name } of rows) {
    if (seen.has(name)) problems.push(`${name}: more than one row`);
    seen.add(name);
    const want = declared.get(name);
    if (!want) problems.push(`${name}: a row, but package.json does not declare it`);
    else if (want !== section)
      problems.push(`${name}: a row under ${section}, package.json has it in ${want}`);
  }
  for (const [name, section] of declared)
    if (!seen.has(name)) problems.push(`${name}: in package.json ${section}, no row in the table`);
  return problems;
}

describe('the dependency table', () => {
  it('has one row per package.json dependency, in its section', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const rows = tableRows(readFileSync(path.join(ROOT, TABLE_DOC), 'utf8'));
    expect(differences(pkg, rows)).toEqual([]);
  });

  it('reports a missing row, a row for an unknown package and a row in the wrong section', () => {
    const pkg = { dependencies: { a: '1', b: '1' }, devDependencies: { c: '1' } };
    const rows = [
      { section: 'dependencies' as const, name: 'a' },
      { section: 'dependencies' as const, name: 'c' },
      { section: 'devDependencies' as const, name: 'gone' },
    ];
    expect(differences(pkg, rows)).toEqual([
      'c: a row under dependencies, package.json has it in devDependencies',
      'gone: a row, but package.json does not declare it',
      'b: in package.json dependencies, no row in the table',
    ]);
  });

  it('reads the rows of each section', () => {
    const md = [
      '# Doc',
      '## Dependencies',
      '### `dependencies`: what runs',
      '| package | for |',
      '| --- | --- |',
      '| `react` | UI |',
      '### `devDependencies`: tooling',
      '| `vitest` | tests |',
      '## Next',
      '| `not-a-dependency` | outside the section |',
    ].join('\n');
    expect(tableRows(md)).toEqual([
      { section: 'dependencies', name: 'react' },
      { section: 'devDependencies', name: 'vitest' },
    ]);
  });
});
