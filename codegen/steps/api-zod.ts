import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaToZod } from 'json-schema-to-zod';
import { parse } from 'yaml';
import { SpecError } from '../lib/report.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

type Schema = Record<string, unknown>;
interface OpenApi {
  components?: { schemas?: Record<string, Schema> };
  paths?: Record<
    string,
    Record<
      string,
      { operationId?: string; requestBody?: { content?: Record<string, { schema?: Schema }> } }
    >
  >;
}

export const REF = '#/components/schemas/';

export function refsOf(node: unknown, acc = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, acc));
  else if (node && typeof node === 'object') {
    const ref = (node as Schema).$ref;
    if (typeof ref === 'string' && ref.startsWith(REF)) acc.add(ref.slice(REF.length));
    Object.values(node).forEach((n) => refsOf(n, acc));
  }
  return acc;
}

export const zodName = (name: string) => `${name}Schema`;

/** zod source for a JSON Schema; a $ref to a component schema names its generated schema. */
export function toZod(schema: Schema): string {
  return jsonSchemaToZod(schema, {
    module: 'none',
    parserOverride: (s) => {
      const ref = (s as Schema).$ref;
      return typeof ref === 'string' && ref.startsWith(REF)
        ? zodName(ref.slice(REF.length))
        : undefined;
    },
  });
}

/** zod schemas for every component schema and every JSON request body, in dependency order. */
export function apiZod(root: string): GeneratedFile {
  const doc = parse(readFileSync(join(root, 'spec/openapi.yaml'), 'utf8')) as OpenApi;
  const schemas = doc.components?.schemas ?? {};
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, from: string) => {
    if (state.get(name) === 'done') return;
    if (!(name in schemas))
      throw new SpecError([
        {
          file: 'spec/openapi.yaml',
          pointer: `/components/schemas/${from}`,
          reason: `$ref to unknown schema '${name}'`,
        },
      ]);
    if (state.get(name) === 'visiting')
      throw new SpecError([
        {
          file: 'spec/openapi.yaml',
          pointer: `/components/schemas/${name}`,
          reason: 'recursive schemas are not supported by the zod step',
        },
      ]);
    state.set(name, 'visiting');
    for (const dep of refsOf(schemas[name])) visit(dep, name);
    state.set(name, 'done');
    ordered.push(name);
  };
  Object.keys(schemas).forEach((n) => visit(n, n));

  const lines = ["import { z } from 'zod';", ''];
  for (const name of ordered) {
    lines.push(`export const ${zodName(name)} = ${toZod(schemas[name] as Schema)};`);
    lines.push(`export type ${name} = z.infer<typeof ${zodName(name)}>;`, '');
  }
  lines.push('/** Request bodies by operationId. */');
  lines.push('export const requestBodySchemas = {');
  for (const methods of Object.values(doc.paths ?? {}))
    for (const op of Object.values(methods)) {
      const body = op?.requestBody?.content?.['application/json']?.schema;
      if (op?.operationId && body) lines.push(`  ${op.operationId}: ${toZod(body)},`);
    }
  lines.push('} as const;', '');
  return {
    path: 'src/generated/api/zod.ts',
    sources: ['spec/openapi.yaml'],
    content: lines.join('\n'),
    parser: 'typescript',
  };
}
