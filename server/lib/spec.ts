// Where the repository and its OpenAPI document are, and the document itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SPEC_PATH = path.join(ROOT, 'spec', 'openapi.yaml');
export const API_PREFIX = '/api/v2';

let parsed: Record<string, unknown> | undefined;

/** The document, parsed once per process (0.3 s of CPU each time; a test file builds one or two
 * apps and reads it itself too); each caller gets its own copy, which it may change. */
export function loadSpec(): Record<string, unknown> {
  parsed ??= parseYaml(readFileSync(SPEC_PATH, 'utf8')) as Record<string, unknown>;
  return structuredClone(parsed);
}
