import { diffLines } from 'diff';
import { STAFF_FILES, type StaffConfigName } from '@config/registry';
import { sortKeys } from '@domain/config-file-text';

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

export interface FileDiff {
  file: string;
  lines: DiffLine[];
  added: number;
  removed: number;
}

/**
 * A file as text to compare: two-space JSON, `$schema` left out, keys sorted (stored versions do
 * not keep key order, and a different order is no change).
 */
export function fileText(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { $schema: _schema, ...rest } = value as Record<string, unknown>;
    return `${JSON.stringify(sortKeys(rest), null, 2)}\n`;
  }
  return `${JSON.stringify(value ?? null, null, 2)}\n`;
}

/** Any version of the staff files, compared as JSON text. */
type FilesToCompare = Readonly<Partial<Record<StaffConfigName, unknown>>>;

/**
 * Line diff of each file staff edit (the registry's), `from` (the active version) to `to`; files with
 * no change are left out. Unchanged runs are kept whole: the view folds them.
 */
export function diffFiles(from: FilesToCompare, to: FilesToCompare): FileDiff[] {
  return STAFF_FILES.flatMap((file) => {
    const a = fileText(from[file]);
    const b = fileText(to[file]);
    if (a === b) return [];
    const lines: DiffLine[] = [];
    let added = 0;
    let removed = 0;
    for (const part of diffLines(a, b)) {
      const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
      const texts = part.value.replace(/\n$/, '').split('\n');
      if (kind === 'added') added += texts.length;
      if (kind === 'removed') removed += texts.length;
      for (const text of texts) lines.push({ kind, text });
    }
    return [{ file, lines, added, removed }];
  });
}

/** Lines to show: changes with `context` unchanged lines around them; null marks a fold. */
export function visibleLines(lines: DiffLine[], context = 3): (DiffLine | null)[] {
  const near = lines.map((l) => l.kind !== 'same');
  const keep = lines.map((_, i) =>
    near.slice(Math.max(0, i - context), i + context + 1).some(Boolean),
  );
  const out: (DiffLine | null)[] = [];
  lines.forEach((l, i) => {
    if (keep[i]) out.push(l);
    else if (out[out.length - 1] !== null) out.push(null);
  });
  return out;
}
