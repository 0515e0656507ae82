import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SpecError } from '../lib/report.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';
import { refsOf, toZod, zodName } from './api-zod.ts';

type Schema = Record<string, unknown>;
interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: Schema;
}
interface OpenApi {
  components?: { parameters?: Record<string, Parameter> };
  paths?: Record<string, Record<string, { operationId?: string; parameters?: Parameter[] }>>;
}

const PARAM_REF = '#/components/parameters/';
const PLACES = ['path', 'query'] as const;

/**
 * zod schemas for the path and query parameters of every operation that has them
 * (`requestParamSchemas.getDabangRoomList.query`), from the same spec the server validates them
 * by (fastify-openapi-glue builds the server's schemas; server/plugins/validation.ts compiles
 * them). The values are the ones the client hands openapi-fetch (numbers as numbers), with the
 * spec's defaults filled in. A module of its own, so the screens that post bodies
 * (`requestBodySchemas` in zod.ts) do not load these.
 */
export function apiParamZod(root: string): GeneratedFile {
  const doc = parse(readFileSync(join(root, 'spec/openapi.yaml'), 'utf8')) as OpenApi;
  const shared = doc.components?.parameters ?? {};
  const used = new Set<string>();
  const entries: string[] = [];
  for (const [route, methods] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(methods)) {
      if (!op?.operationId || !op.parameters) continue;
      const params = op.parameters.map((p, i) => {
        if (!p.$ref) return p;
        const found = p.$ref.startsWith(PARAM_REF) && shared[p.$ref.slice(PARAM_REF.length)];
        if (!found)
          throw new SpecError([
            {
              file: 'spec/openapi.yaml',
              pointer: `/paths/${route.replace(/\//g, '~1')}/${method}/parameters/${i}`,
              reason: `$ref to unknown parameter '${p.$ref}'`,
            },
          ]);
        return found;
      });
      const parts: string[] = [];
      for (const place of PLACES) {
        const here = params.filter((p) => p.in === place && p.name && p.schema);
        if (!here.length) continue;
        const object: Schema = {
          type: 'object',
          properties: Object.fromEntries(here.map((p) => [p.name, p.schema])),
          required: here.filter((p) => p.required).map((p) => p.name),
        };
        refsOf(object).forEach((r) => used.add(r));
        parts.push(`${place}: ${toZod(object)}`);
      }
      if (parts.length) entries.push(`  ${op.operationId}: { ${parts.join(', ')} },`);
    }
  const imports = [...used].sort().map(zodName);
  return {
    path: 'src/generated/api/params.ts',
    sources: ['spec/openapi.yaml'],
    content: [
      "import { z } from 'zod';",
      ...(imports.length ? [`import { ${imports.join(', ')} } from './zod';`] : []),
      '',
      '/** Path and query parameters by operationId (codegen/steps/api-param-zod.ts). */',
      'export const requestParamSchemas = {',
      ...entries,
      '} as const;',
      '',
    ].join('\n'),
    parser: 'typescript',
  };
}
