import { EDITABLE_FILES } from './file-diff';
import { orderLike } from './key-order';
import type { DraftFiles } from './studio-section';
import { zipStored } from './zip-store';

/**
 * A config file exactly as spec/config keeps it: `$schema` first (pointing at its schema next to
 * it), two-space JSON, a final newline; `npm run config:pull` writes the same text.
 */
export function specFileText(name: string, value: unknown): string {
  const { $schema: _schema, ...rest } = (value ?? {}) as Record<string, unknown>;
  return `${JSON.stringify({ $schema: `./${name}.schema.json`, ...rest }, null, 2)}\n`;
}

/**
 * The ZIP of a version's editable files, named `<file>.json` to unpack into spec/config. Keys
 * follow `layout` (the built-in files, as the repository has them), so a commit shows only the
 * values that changed.
 */
export function versionZip(files: DraftFiles, layout: DraftFiles = {}): Uint8Array {
  return zipStored(
    EDITABLE_FILES.map((name) => ({
      name: `${name}.json`,
      text: specFileText(name, orderLike(files[name], layout[name])),
    })),
  );
}

/** Saves `bytes` as a file through a temporary link (the studio's export button). */
export function downloadBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
