// `npm run config:pull`: the active config version written into spec/config, so developers can
// commit what staff published (then `npm run codegen` builds it in). The version comes from a
// running server (`GET /api/v2/config`, public) or straight from the database.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { updateSpecFileText } from '../../domain/config-file-layout.ts';
import { specFileText } from '../../domain/config-file-text.ts';
import type { Db } from '../db/index.ts';
import { checkConfigFiles } from './checker.ts';
import { EDITABLE, ROOT_DIR, withReadOnly, type ConfigFiles } from './files.ts';
import { activeVersionNumber, versionFiles } from './store.ts';

export interface PulledConfig {
  version: number;
  files: ConfigFiles;
}

/** The active version as a running server serves it. */
export async function pullFromServer(baseUrl: string): Promise<PulledConfig> {
  const target = new URL('/api/v2/config', baseUrl);
  const res = await fetch(target).catch((e: Error) => {
    throw new Error(`cannot reach ${target.href}: ${e.message}`);
  });
  if (!res.ok) throw new Error(`GET /api/v2/config answered ${res.status}`);
  const body = (await res.json()) as { result: PulledConfig };
  return { version: body.result.version, files: body.result.files };
}

/** The active version as the database records it. */
export async function pullFromDb(db: Db): Promise<PulledConfig> {
  const version = await activeVersionNumber(db.query);
  const files = await versionFiles(db.query, version);
  if (!files) throw new Error(`active version ${version} has no stored files`);
  return { version, files };
}

export interface WriteResult {
  /** The checker's problems: nothing is written while there are any. */
  problems: string[];
  /** The files whose text changed. */
  written: string[];
}

/**
 * Writes the pulled files into `dir` (spec/config by default), each keeping its `$schema`, the key
 * order and the text of every unchanged part of the file already there; unchanged files are left
 * alone. A version the current code
 * does not accept (the checker reports problems) writes nothing.
 */
export function writeConfigFiles(
  pulled: PulledConfig,
  dir = path.join(ROOT_DIR, 'spec', 'config'),
): WriteResult {
  const problems = checkConfigFiles(withReadOnly(pulled.files));
  if (problems.length) return { problems, written: [] };
  const written: string[] = [];
  for (const name of EDITABLE) {
    const file = path.join(dir, `${name}.json`);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const text = before
      ? updateSpecFileText(name, pulled.files[name], before)
      : specFileText(name, pulled.files[name]);
    if (text === before) continue;
    writeFileSync(file, text);
    written.push(file);
  }
  return { problems, written };
}
