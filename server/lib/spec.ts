// Where the repository and its OpenAPI document are, and the document itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SPEC_PATH = path.join(ROOT, 'spec', 'openapi.yaml');
export const API_PREFIX = '/api/v2';

export function loadSpec(): Record<string, unknown> {
  return parseYaml(readFileSync(SPEC_PATH, 'utf8')) as Record<string, unknown>;
}
