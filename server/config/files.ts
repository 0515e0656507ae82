// The config files as built (version 0), the hash of the schemas the running code accepts, and
// the condition trees sent to the browser with every config.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { conditionTreesOf } from '../../codegen/steps/compile-conditions.ts';
import type { CondAst } from '../../codegen/steps/condition-ast.ts';
import type { LoadedConfigs } from '../../codegen/steps/config-modules.ts';

export const ROOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What staff may edit; routes and session fields stay developer-owned (read-only). */
export const EDITABLE = ['products', 'popup-chain', 'menus', 'messages.ko', 'ui'] as const;
export const READ_ONLY = ['routes', 'session-fields'] as const;
export type EditableName = (typeof EDITABLE)[number];
export type ConfigFiles = Record<EditableName, Record<string, unknown>>;

const readJson = (name: string) =>
  JSON.parse(readFileSync(path.join(ROOT_DIR, 'spec', 'config', name), 'utf8')) as Record<
    string,
    unknown
  >;

let builtIn: { files: ConfigFiles; readOnly: Record<string, unknown>; hash: string } | undefined;

function load() {
  if (!builtIn) {
    const files = Object.fromEntries(
      EDITABLE.map((n) => [n, readJson(`${n}.json`)]),
    ) as ConfigFiles;
    const readOnly = Object.fromEntries(READ_ONLY.map((n) => [n, readJson(`${n}.json`)]));
    // A version is checked against these: every schema plus the read-only files conditions use.
    const h = createHash('sha256');
    for (const n of [...EDITABLE, ...READ_ONLY])
      h.update(JSON.stringify(readJson(`${n}.schema.json`)));
    for (const n of READ_ONLY) h.update(JSON.stringify(readOnly[n]));
    builtIn = { files, readOnly, hash: h.digest('hex').slice(0, 16) };
  }
  return builtIn;
}

export const builtInFiles = (): ConfigFiles => load().files;
export const schemaHash = (): string => load().hash;

/** The editable files plus the read-only ones, as the checker wants them. */
export function withReadOnly(files: ConfigFiles): Record<string, unknown> {
  return { ...load().readOnly, ...files };
}

/** Every condition of the files as the tree the browser evaluates (the checker refused the rest). */
export function conditionTrees(files: ConfigFiles): Record<string, CondAst> {
  return conditionTreesOf(withReadOnly(files) as LoadedConfigs);
}
