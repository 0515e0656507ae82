import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConfigProblems, type ConfigFiles, type KeyUsage } from '../check/index.ts';
import { SpecError, type SpecProblem } from '../lib/report.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';
import { scanKeyUsage } from './key-usage.ts';
import { messageAreaModules } from './message-areas.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

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

export type { ConfigName } from '../check/index.ts';
export type LoadedConfigs = ConfigFiles;

function readJson(root: string, rel: string, problems: SpecProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(join(root, rel), 'utf8'));
  } catch (e) {
    problems.push({ file: rel, pointer: '', reason: `cannot read JSON (${(e as Error).message})` });
    return undefined;
  }
}

/**
 * Reads every config and runs the one checker over the set, with key usage scanned from the
 * code of this repository (also for a spec copy in tests); throws SpecError listing every problem.
 */
export function loadConfigs(root: string): LoadedConfigs {
  return loadConfigsWithUsage(root).configs;
}

export function loadConfigsWithUsage(root: string): { configs: LoadedConfigs; usage: KeyUsage } {
  const problems: SpecProblem[] = [];
  const files: Record<string, unknown> = {};
  for (const c of CONFIG_FILES) {
    const data = readJson(root, `spec/config/${c.name}.json`, problems);
    if (data !== undefined) files[c.name] = data;
  }
  if (problems.length) throw new SpecError(problems);
  const usage = scanKeyUsage(REPO_ROOT, files as LoadedConfigs);
  const checked = checkConfigProblems(files, usage);
  if (checked.length) throw new SpecError(checked);
  return { configs: files as LoadedConfigs, usage };
}

/**
 * Message sections only the staff studio reads: generated into their own module
 * (`messages-studio`, imported as `messages` by the studio's files) so the messages every
 * broker page loads at start do not carry the studio's texts.
 */
export const STUDIO_MESSAGE_SECTIONS = ['studio', 'studioEditors'] as const;

function splitStudioMessages(data: Record<string, unknown>): {
  broker: Record<string, unknown>;
  studio: Record<string, unknown>;
} {
  const broker: Record<string, unknown> = {};
  const studio: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data))
    ((STUDIO_MESSAGE_SECTIONS as readonly string[]).includes(k) ? studio : broker)[k] = v;
  return { broker, studio };
}

const DEEP_READONLY = `type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;\n`;

export function configModules(root: string, configs: LoadedConfigs): GeneratedFile[] {
  return CONFIG_FILES.flatMap((c) => {
    const file = `spec/config/${c.name}.json`;
    const schemaFile = `spec/config/${c.name}.schema.json`;
    const { $schema: _ignored, ...data } = configs[c.name] as Record<string, unknown>;
    const moduleName = 'module' in c ? c.module : c.name;
    let content: string;
    if ('typed' in c && !c.typed) {
      const { broker, studio } = splitStudioMessages(data);
      return [
        ...messageAreaModules(broker, [file, schemaFile]),
        {
          path: `src/generated/config/${moduleName}-studio.ts`,
          sources: [file, schemaFile],
          content: `export const ${c.exportName} = ${JSON.stringify(studio, null, 2)} as const;\nexport type ${c.typeName} = typeof ${c.exportName};\n`,
          parser: 'typescript' as const,
        },
      ];
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
