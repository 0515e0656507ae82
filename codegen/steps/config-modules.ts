import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import type { GeneratedFile } from '../lib/write-generated.ts';
import { SpecError, type SpecProblem } from '../lib/report.ts';
import { checkConditions } from './conditions.ts';
import { checkSemantics } from './semantics.ts';

/** Config files under spec/config, each with `<name>.schema.json` beside it. */
export const CONFIG_FILES = [
  { name: 'session-fields', exportName: 'sessionFieldsConfig', typeName: 'SessionFieldsConfig' },
  { name: 'routes', exportName: 'routesConfig', typeName: 'RoutesConfig' },
  { name: 'menus', exportName: 'menusConfig', typeName: 'MenusConfig' },
  { name: 'products', exportName: 'productsConfig', typeName: 'ProductsConfig' },
  { name: 'popup-chain', exportName: 'popupChainConfig', typeName: 'PopupChainConfig' },
  { name: 'ui', exportName: 'uiConfig', typeName: 'UiConfig' },
  {
    name: 'messages.ko',
    exportName: 'messages',
    typeName: 'Messages',
    module: 'messages',
    typed: false,
  },
] as const;

export type ConfigName = (typeof CONFIG_FILES)[number]['name'];
export type LoadedConfigs = Record<ConfigName, unknown>;

function readJson(root: string, rel: string, problems: SpecProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(join(root, rel), 'utf8'));
  } catch (e) {
    problems.push({ file: rel, pointer: '', reason: `cannot read JSON (${(e as Error).message})` });
    return undefined;
  }
}

function ajvReason(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties')
    return `unknown property '${String(e.params.additionalProperty)}'`;
  if (e.keyword === 'enum') return `${e.message} (${JSON.stringify(e.params.allowedValues)})`;
  return e.message ?? e.keyword;
}

/** Reads and schema-validates every config; throws SpecError listing every problem. */
export function loadConfigs(root: string): LoadedConfigs {
  const problems: SpecProblem[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  const out = {} as LoadedConfigs;
  for (const c of CONFIG_FILES) {
    const file = `spec/config/${c.name}.json`;
    const schemaFile = `spec/config/${c.name}.schema.json`;
    const data = readJson(root, file, problems);
    const schema = readJson(root, schemaFile, problems);
    if (data === undefined || schema === undefined) continue;
    const validate = ajv.compile(schema as object);
    if (!validate(data)) {
      // oneOf failures repeat every branch's errors; keep the most specific ones.
      const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'oneOf');
      for (const e of errors.length ? errors : (validate.errors ?? []))
        problems.push({ file, pointer: e.instancePath || '/', reason: ajvReason(e) });
    }
    out[c.name] = data;
  }
  if (problems.length) throw new SpecError(problems);
  const semantic = [...checkConditions(out), ...checkSemantics(out)];
  if (semantic.length) throw new SpecError(semantic);
  return out;
}

const DEEP_READONLY = `type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;\n`;

export function configModules(root: string, configs: LoadedConfigs): GeneratedFile[] {
  return CONFIG_FILES.map((c) => {
    const file = `spec/config/${c.name}.json`;
    const schemaFile = `spec/config/${c.name}.schema.json`;
    const { $schema: _ignored, ...data } = configs[c.name] as Record<string, unknown>;
    const moduleName = 'module' in c ? c.module : c.name;
    let content: string;
    if ('typed' in c && !c.typed) {
      content = `export const ${c.exportName} = ${JSON.stringify(data, null, 2)} as const;\nexport type ${c.typeName} = typeof ${c.exportName};\n`;
    } else {
      const schema = JSON.parse(readFileSync(join(root, schemaFile), 'utf8')) as Record<
        string,
        unknown
      >;
      delete schema.$schema;
      content =
        `import type { FromSchema } from 'json-schema-to-ts';\n\n${DEEP_READONLY}\n` +
        `const schema = ${JSON.stringify(schema)} as const;\n\n` +
        `/** Shape of ${file}, derived from ${schemaFile}. */\n` +
        `export type ${c.typeName} = DeepReadonly<Omit<FromSchema<typeof schema>, '$schema'>>;\n\n` +
        `export const ${c.exportName} = ${JSON.stringify(data, null, 2)} as const satisfies ${c.typeName};\n`;
    }
    return {
      path: `src/generated/config/${moduleName}.ts`,
      sources: [file, schemaFile],
      content,
      parser: 'typescript' as const,
    };
  });
}
