import type { ConfigFiles as LoadedConfigs } from '../../config/files.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

interface FieldDoc {
  type: 'bool' | 'int' | 'string' | 'list' | 'dyn';
  default: unknown;
  items?: string;
}

function tsType(f: FieldDoc): string {
  switch (f.type) {
    case 'bool':
      return 'boolean';
    case 'int':
      return 'number';
    case 'string':
      return 'string';
    case 'dyn':
      return 'number | string | null';
    case 'list': {
      const item = !f.items
        ? 'unknown'
        : f.items === 'int'
          ? 'number'
          : f.items === 'string'
            ? 'string'
            : `components['schemas']['${f.items}']`;
      return `${item}[]`;
    }
  }
}

/** The typed session record (and its defaults) from spec/config/session-fields.json. */
export function sessionRecord(configs: LoadedConfigs): GeneratedFile {
  const { fields } = configs['session-fields'] as { fields: Record<string, FieldDoc> };
  const body = Object.entries(fields)
    .map(([k, f]) => `  ${k}: ${tsType(f)};`)
    .join('\n');
  return {
    path: 'src/generated/config/session-record.ts',
    sources: ['spec/config/session-fields.json'],
    content:
      `import type { components } from '../api/schema';\n\n` +
      `/** The flattened session record every condition and screen reads. */\nexport interface SessionRecord {\n${body}\n}\n\n` +
      `export type SessionField = keyof SessionRecord;\n\n` +
      `export const sessionDefaults: SessionRecord = ${JSON.stringify(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.default])), null, 2)};\n\n`,
    parser: 'typescript',
  };
}
