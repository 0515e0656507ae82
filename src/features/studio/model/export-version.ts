import { STAFF_FILES } from '@config/registry';
import { specFileText } from '@domain/config-file-text';
import type { DraftFiles } from './studio-section';
import { zipStored } from './zip-store';

/**
 * The ZIP of a version's editable files, named `<file>.json` to unpack into spec/config. Keys
 * follow `layout` (the built-in files, as the repository has them), so a commit shows only the
 * values that changed.
 */
export function versionZip(files: DraftFiles, layout: Partial<DraftFiles> = {}): Uint8Array {
  return zipStored(
    STAFF_FILES.map((name) => ({
      name: `${name}.json`,
      text: specFileText(name, files[name], layout[name]),
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
