// `npm run config:pull`: the active config version written into spec/config, so developers can
// commit what staff published (then `npm run codegen` builds it in). The version comes from a
// running server (`GET /api/v2/config`, public) or straight from the database.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Overlay } from '../../config/overlay.ts';
import { problemLine } from '../../config/problems.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import { updateSpecFileText } from '../../domain/config-file-layout.ts';
import { specFileText } from '../../domain/config-file-text.ts';
import type { Db } from '../db/index.ts';
import { applyToBuiltIn } from './active-config.ts';
import { draftProblems, staffFilesOf, type StaffFiles } from './overlays.ts';
import { activeVersionNumber, configOfVersion } from './versions.ts';

export const ROOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface PulledConfig {
  version: number;
  files: StaffFiles;
}

/** The active version as a running server serves it (its overlay applied to this build's files). */
export async function pullFromServer(baseUrl: string): Promise<PulledConfig> {
  const target = new URL('/api/v2/config', baseUrl);
  const res = await fetch(target).catch((e: Error) => {
    throw new Error(`cannot reach ${target.href}: ${e.message}`);
  });
  if (!res.ok) throw new Error(`GET /api/v2/config answered ${res.status}`);
  const body = (await res.json()) as { result: { version: number; overlay: Overlay } };
  return {
    version: body.result.version,
    files: staffFilesOf(applyToBuiltIn(body.result.overlay).files),
  };
}

/** The active version as the database records it. */
export async function pullFromDb(db: Db): Promise<PulledConfig> {
  const version = await activeVersionNumber(db.query);
  const config = await configOfVersion(db.query, version);
  if (!config) throw new Error(`active version ${version} is not stored`);
  return { version, files: staffFilesOf(config.files) };
}

export interface WriteResult {
  /** The checker's problems, one line each: nothing is written while there are any. */
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
  const problems = draftProblems(pulled.files).map(problemLine);
  if (problems.length) return { problems, written: [] };
  const written: string[] = [];
  for (const name of STAFF_FILES) {
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
