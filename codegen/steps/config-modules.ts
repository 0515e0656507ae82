import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConfig, type KeyUsage } from '../../config/check/index.ts';
import type { ConfigFiles } from '../../config/files.ts';
import { ConfigError, problem, type ConfigProblem } from '../../config/problems.ts';
import { CONFIG_REGISTRY } from '../../config/registry.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';
import { scanKeyUsage } from './key-usage.ts';
import { messageAreaModules, PARTS } from './message-areas.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function readJson(root: string, name: string, problems: ConfigProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(join(root, `spec/config/${name}.json`), 'utf8'));
  } catch (e) {
    problems.push(problem(name, '', 'file.unreadable', { detail: (e as Error).message }));
    return undefined;
  }
}

/**
 * Reads every config file of the registry from `root`/spec/config and runs the one checker over
 * the set, with key usage scanned from this repository's code; throws ConfigError listing every
 * problem.
 */
export function loadConfigs(root: string): ConfigFiles {
  return loadConfigsWithUsage(root).configs;
}

export function loadConfigsWithUsage(root: string): { configs: ConfigFiles; usage: KeyUsage } {
  const problems: ConfigProblem[] = [];
  const files: Record<string, unknown> = {};
  for (const c of CONFIG_REGISTRY) {
    const data = readJson(root, c.name, problems);
    if (data !== undefined) {
      const { $schema: _s, ...rest } = data as Record<string, unknown>;
      files[c.name] = rest;
    }
  }
  if (problems.length) throw new ConfigError(problems);
  const usage = scanKeyUsage(REPO_ROOT, files as ConfigFiles);
  const checked = checkConfig(files, usage);
  if (checked.length) throw new ConfigError(checked);
  return { configs: files as ConfigFiles, usage };
}

/**
 * Message sections only the staff studio reads: generated into their own module
 * (`messages-studio`, imported as `messages` by the studio's files) so the messages every
 * broker page loads at start do not carry the studio's texts.
 */
export const STUDIO_MESSAGE_SECTIONS = ['studio', 'studioEditors', 'studioReview'] as const;

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

/**
 * One module per config file: its type (from the schema) and its built-in value. A staff file's
 * value is registered as a config part (src/lib/config/parts.ts): screens read the active version
 * through `useConfig(part)` / `readConfig(part)`, never the built-in value itself. A developer
 * file (routes, session fields) never changes at run time and is exported as is.
 */
export function configModules(root: string, configs: ConfigFiles): GeneratedFile[] {
  return CONFIG_REGISTRY.flatMap((c): GeneratedFile[] => {
    const sources = [`spec/config/${c.name}.json`, `spec/config/${c.name}.schema.json`];
    const data = configs[c.name] as Record<string, unknown>;
    if (c.name === 'messages.ko') {
      const { broker, studio } = splitStudioMessages(data);
      return [
        ...messageAreaModules(broker, sources),
        {
          path: `src/generated/config/${c.module}-studio.ts`,
          sources,
          content:
            `import { configDefaults, type Texts } from '${PARTS}';\n\n` +
            `const texts = ${JSON.stringify(studio, null, 2)} as const;\n\n` +
            `/** The studio's built-in texts: read the active ones with useConfig(messages.section). */\n` +
            `export const ${c.exportName}: Texts<typeof texts> = configDefaults('messages.ko', '', texts);\n` +
            `export type ${c.typeName} = typeof ${c.exportName};\n`,
          parser: 'typescript',
        },
      ];
    }
    const schema = JSON.parse(readFileSync(join(root, sources[1]!), 'utf8')) as Record<
      string,
      unknown
    >;
    delete schema.$schema;
    // Settings only the studio and the server read (`x-audience: "studio"`) stay out of the module
    // broker pages load; the studio edits them in the draft and the server reads the whole file.
    const studioOnly = Object.entries(
      (schema.properties ?? {}) as Record<string, Record<string, unknown>>,
    )
      .filter(([, node]) => node['x-audience'] === 'studio')
      .map(([key]) => key);
    const shape = studioOnly.length
      ? `/** Shape of ${sources[0]} as broker pages load it (without ${studioOnly.join(', ')}), derived from ${sources[1]}. */\n` +
        `export type ${c.typeName} = DeepReadonly<Omit<${c.typeName}Draft, ${studioOnly.map((k) => `'${k}'`).join(' | ')}>>;\n` +
        `/** The whole file, as the server reads it. */\n` +
        `export type ${c.typeName}File = DeepReadonly<${c.typeName}Draft>;\n`
      : `/** Shape of ${sources[0]}, derived from ${sources[1]}. */\n` +
        `export type ${c.typeName} = DeepReadonly<${c.typeName}Draft>;\n`;
    const head =
      `import type { FromSchema } from 'json-schema-to-ts';\n` +
      (c.owner === 'staff' ? `import { configDefaults } from '${PARTS}';\n` : '') +
      `\n${DEEP_READONLY}\n` +
      `const schema = ${JSON.stringify(schema)} as const;\n\n` +
      shape +
      `/** The same shape, writable: what the studio edits before it is published. */\n` +
      `export type ${c.typeName}Draft = Omit<FromSchema<typeof schema>, '$schema'>;\n\n`;
    const value = JSON.stringify(
      Object.fromEntries(Object.entries(data).filter(([key]) => !studioOnly.includes(key))),
      null,
      2,
    );
    const body =
      c.owner === 'staff'
        ? `/** The built-in ${c.name}.json: read the active version with useConfig(${c.exportName}) / readConfig(${c.exportName}). */\n` +
          `export const ${c.exportName}: ${c.typeName} = /* @__PURE__ */ configDefaults<${c.typeName}>('${c.name}', '', ${value});\n`
        : `/** ${c.name}.json: developer-owned, the same in every config version. */\n` +
          `export const ${c.exportName} = ${value} as const satisfies ${c.typeName};\n`;
    return [
      {
        path: `src/generated/config/${c.module}.ts`,
        sources,
        content: head + body,
        parser: 'typescript',
      },
    ];
  });
}
