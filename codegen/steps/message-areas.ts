import { ConfigError, problem as configProblem } from '../../config/problems.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

/**
 * The broker messages as one module per area, so each page ships only the areas its modules read.
 *
 * `src/generated/config/messages.ts` stays the one import site (`import { messages } from ...`);
 * it re-exports a namespace of the area modules (`export * as`). Every read in src/ is a static
 * member access (`messages.gongsil.tabs`), which lets the bundler (Rolldown) keep only the areas
 * a chunk reads and place each area in the chunk that reads it, like a direct import would.
 *
 * A top-level section whose every value is an object (`pages`, `journeys`) is a namespace of
 * one module per child; any other section is one module. Each area's built-in texts are a
 * config part (src/lib/config/parts.ts), read with `useConfig(messages.area)`, so a published
 * text reaches areas loaded after the config arrived. The call is marked pure: an area no chunk
 * reads is dropped with its registration.
 */

const ROOT = 'src/generated/config';
/** The module that registers built-in config parts, imported by every generated config module. */
export const PARTS = '@/lib/config/parts';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
// Names that cannot be exported as a `const` binding.
const RESERVED = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(
    ' ',
  ),
);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** True when the section becomes a namespace of one module per child. */
export const splitsFurther = (section: unknown): section is Obj =>
  isObj(section) && Object.keys(section).length > 0 && Object.values(section).every(isObj);

// A section's name becomes a module export, and a section holds texts: developers' mistakes,
// reported like any config problem (the schema allows any key).
function checkName(path: string[], value: unknown): string {
  const key = path[path.length - 1]!;
  const at = `/${path.join('/')}`;
  if (!IDENTIFIER.test(key) || RESERVED.has(key))
    throw new ConfigError([
      configProblem('messages.ko', at, 'schema.pattern', { pattern: '^[A-Za-z_$][\\w$]*$' }),
    ]);
  if (!isObj(value))
    throw new ConfigError([configProblem('messages.ko', at, 'schema.type', { type: 'object' })]);
  return key;
}

function areaModule(path: string[], value: Obj): string {
  const name = path[path.length - 1]!;
  return (
    `import { configDefaults, type Texts } from '${PARTS}';\n\n` +
    `const texts = ${JSON.stringify(value, null, 2)} as const;\n\n` +
    `export const ${name}: Texts<typeof texts> = /* @__PURE__ */ configDefaults('messages.ko', ${JSON.stringify('/' + path.join('/'))}, texts);\n`
  );
}

/** The generated files for the broker messages (`data` without the studio's sections). */
export function messageAreaModules(data: Obj, sources: string[]): GeneratedFile[] {
  const file = (path: string, content: string): GeneratedFile => ({
    path,
    sources,
    content,
    parser: 'typescript',
  });
  const files: GeneratedFile[] = [];
  const barrel = (dir: string, parent: string[], section: Obj): string =>
    Object.entries(section)
      .map(([key, value]) => {
        const path = [...parent, key];
        const name = checkName(path, value);
        if (parent.length === 0 && splitsFurther(value)) {
          const sub = `${dir}/${kebab(key)}`;
          files.push(file(`${sub}/index.ts`, barrel(sub, path, value)));
          return `export * as ${name} from './${kebab(key)}/index';\n`;
        }
        files.push(file(`${dir}/${kebab(key)}.ts`, areaModule(path, value as Obj)));
        return `export { ${name} } from './${kebab(key)}';\n`;
      })
      .join('');
  const top = barrel(`${ROOT}/messages`, [], data);
  files.push(file(`${ROOT}/messages/index.ts`, top));
  files.push(
    file(
      `${ROOT}/messages.ts`,
      `// One module per area (codegen/steps/message-areas.ts): read texts as \`messages.area.key\`.\n` +
        `import type * as areas from './messages/index';\n\n` +
        `export * as messages from './messages/index';\n` +
        `export type Messages = typeof areas;\n`,
    ),
  );
  return files;
}
