import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { STAFF_FILES } from '../../config/registry.ts';
import { SpecError } from '../lib/report.ts';

/**
 * The OpenAPI `ConfigFiles` schema (what the studio's draft calls carry) lists exactly the staff
 * files of the config registry, all required: a file added to the registry and not to the API
 * (or the other way round) fails codegen instead of failing a draft save at run time.
 */
export function checkSpecConfigFiles(root: string): void {
  const file = 'spec/openapi.yaml';
  const doc = parse(readFileSync(join(root, file), 'utf8')) as {
    components?: { schemas?: { ConfigFiles?: { properties?: object; required?: string[] } } };
  };
  const schema = doc.components?.schemas?.ConfigFiles;
  const listed = Object.keys(schema?.properties ?? {}).sort();
  const required = [...(schema?.required ?? [])].sort();
  const staff = [...STAFF_FILES].sort();
  const same = (a: string[]) => a.length === staff.length && a.every((n, i) => n === staff[i]);
  if (!same(listed) || !same(required))
    throw new SpecError([
      {
        file,
        pointer: '/components/schemas/ConfigFiles',
        reason: `must list (and require) exactly the staff files of config/registry.ts: ${staff.join(', ')}`,
      },
    ]);
}
