// Every decision id a comment cites (`A-42`) must be defined in docs/decisions.md, so a reader
// can look it up inside the repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const CODE_DIRS = ['src', 'server', 'codegen', 'domain'];
const CITATION = /\bA-\d{2,3}\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|js|sql)$/.test(e.name) ? [rel] : [];
  });
}

/** Ids cited in code, each with the first file that cites it. */
function citedIds(): Map<string, string> {
  const cited = new Map<string, string>();
  for (const file of CODE_DIRS.flatMap(sourceFiles)) {
    for (const [id] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(CITATION))
      if (!cited.has(id)) cited.set(id, file);
  }
  return cited;
}

/** Ids docs/decisions.md defines: each entry starts with `**A-NN — title.**`. */
function definedIds(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^\*\*(A-\d{2,3}) — /gm)].map((m) => m[1]!));
}

describe('decision ids cited in code', () => {
  it('recognises cited and defined ids', () => {
    expect(definedIds('**A-07 — Login check.** text\nsee A-08')).toEqual(new Set(['A-07']));
    expect([...'// rule (A-26, A-60)'.matchAll(CITATION)].map((m) => m[0])).toEqual([
      'A-26',
      'A-60',
    ]);
  });

  it('every one is defined in docs/decisions.md', () => {
    const defined = definedIds(readFileSync(path.join(ROOT, 'docs', 'decisions.md'), 'utf8'));
    const cited = citedIds();
    expect(cited.size).toBeGreaterThan(30);
    const missing = [...cited].filter(([id]) => !defined.has(id)).map(([id, f]) => `${id} (${f})`);
    expect(missing).toEqual([]);
  });
});
