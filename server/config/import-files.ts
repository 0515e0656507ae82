// A version exported as files (the studio's export: `<file>.json` per staff file, as spec/config
// keeps them) read back: every staff file present once, each an object of JSON. What is wrong is
// said in Korean, naming the file (and the line of a JSON syntax error); the files are then
// checked like any publish by the caller.
import { CONFIG_NAMES, STAFF_FILES, type StaffConfigName } from '../../config/registry.ts';
import type { StaffFiles } from './overlays.ts';

export type ImportResult = { files: StaffFiles } | { errors: string[] };

const isObj = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** The line of a JSON syntax error (Node names the character position or the line). */
function errorLine(text: string, e: unknown): number | null {
  const message = e instanceof Error ? e.message : '';
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const at = /position (\d+)/.exec(message);
  if (!at) return null;
  return text.slice(0, Number(at[1])).split('\n').length;
}

/** The file name without any folder (a ZIP packed from a folder names `config-v3/menus.json`). */
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** The staff files of an export (`texts` by file name); or every reason it cannot be read. */
export function readExport(texts: Readonly<Record<string, string>>): ImportResult {
  const errors: string[] = [];
  const found = new Map<StaffConfigName, string>();
  for (const [raw, text] of Object.entries(texts)) {
    const name = baseName(raw);
    // Schemas sit beside the files in spec/config; archivers add hidden files (`._menus.json`).
    if (name.endsWith('.schema.json') || name.startsWith('.')) continue;
    const stem = name.replace(/\.json$/, '');
    if (stem === name || !(CONFIG_NAMES as readonly string[]).includes(stem)) {
      errors.push(`알 수 없는 파일입니다: ${name}`);
      continue;
    }
    // The developers' files (routes, session-fields) are not staff's to import.
    if (!(STAFF_FILES as readonly string[]).includes(stem)) continue;
    const staff = stem as StaffConfigName;
    if (found.has(staff)) errors.push(`${name} 파일이 두 번 들어 있습니다.`);
    found.set(staff, text);
  }
  for (const name of STAFF_FILES)
    if (!found.has(name)) errors.push(`${name}.json 파일이 없습니다.`);
  const files = {} as StaffFiles;
  for (const [name, text] of found) {
    let value: unknown;
    try {
      value = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (e) {
      const line = errorLine(text, e);
      errors.push(
        line === null
          ? `${name}.json의 JSON 형식이 올바르지 않습니다.`
          : `${name}.json ${line}번째 줄의 JSON 형식이 올바르지 않습니다.`,
      );
      continue;
    }
    if (!isObj(value)) {
      errors.push(`${name}.json은(는) 설정 파일 형식(중괄호로 된 객체)이 아닙니다.`);
      continue;
    }
    const { $schema: _schema, ...rest } = value;
    files[name] = rest;
  }
  return errors.length ? { errors } : { files };
}
