import { strFromU8, unzipSync } from 'fflate';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/** A file the browser cannot open as an export (not a ZIP it can read); its message is Korean. */
export class UnreadableFile extends Error {}

const isZip = (f: File) => /\.zip$/i.test(f.name) || /zip/.test(f.type);

/**
 * The text of each file of an export, by its name: the entries of a ZIP (the studio's export, or
 * one an archiver made of spec/config) or JSON files picked one by one. What the files hold is
 * the server's to judge (POST /studio/config/import).
 */
export async function readExportFiles(files: readonly File[]): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const file of files) {
    if (!isZip(file)) {
      texts[file.name] = await file.text();
      continue;
    }
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
    } catch {
      throw new UnreadableFile(
        fmt(readConfig(messages.studio).importVersion.badZip, { name: file.name }),
      );
    }
    for (const [name, bytes] of Object.entries(entries))
      if (!name.endsWith('/')) texts[name] = strFromU8(bytes);
  }
  return texts;
}
