import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { KeyUsage } from '../../config/check/key-rules.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

/**
 * Which config keys the code uses, found by reading src/ and server/ (tests and generated files
 * excluded). The rule, per leaf key `a.b.c` of a file whose module is imported as `<name>`
 * (`messages`, `uiConfig`):
 * - only files that mention `<name>.a` count (the key's top section; the server reads ui.json as
 *   `files.ui`, which counts for every section);
 * - the key is used when such a file has the token `c` (`.c`, `c:` in a destructuring, `'c'`), or
 *   names any ancestor `.b` / `.a` without a member access after it (a map handed on whole,
 *   indexed by a value or iterated: `roomTypes[type]`, `Object.entries(t.columns)`).
 * It errs towards "used": a false "unused" would fail codegen on good code. So a section bound to
 * an alias (`const loginText = useConfig(messages.pages.login)`) counts as used whole; name keys
 * through their full path or a member of the alias to let the rule see them. Only the sources
 * count (never the list written last time), so the list cannot keep itself alive; a key the code
 * reads but the file lost fails the type check instead.
 */
const SCANNED = ['src', 'server'];
const STUDIO_SECTIONS = new Set(['studio', 'studioEditors', 'studioReview']);

/** Whether the scan reads this file (a path from the repository root, `/`-separated); the dev
 * server reruns this step when such a file changes (codegen/lib/dev-plugin.ts). */
export function isScannedSource(rel: string): boolean {
  return (
    SCANNED.some((d) => rel.startsWith(`${d}/`)) &&
    !rel.startsWith('src/generated/') &&
    /\.(ts|tsx)$/.test(rel) &&
    !/\.test\.tsx?$/.test(rel)
  );
}

function sourceFiles(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return rel === 'src/generated' ? [] : sourceFiles(root, rel);
    return isScannedSource(rel) ? [rel] : [];
  });
}

export function readSources(root: string): string[] {
  return SCANNED.flatMap((d) => sourceFiles(root, d)).map((f) =>
    readFileSync(join(root, f), 'utf8'),
  );
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A part handed to the accessor stands for its last key: `useConfig(messages.gongsil).title`
// reads `.gongsil.title` and `readConfig(messages.listingTags)[tag]` hands `.listingTags` on
// whole, like the direct reads did. A variable bound to a part (`const t =
// useConfig(messages.gongsil)`) stands for it wherever the variable is used.
const ACCESSOR_ARG = /\b(?:useConfig|readConfig)\(\s*messages(?:\.\w+)*\.(\w+)\s*\)/g;
const BOUND_PART =
  /\b(?:const|let)\s+(\w+)\s*=\s*(?:useConfig|readConfig)\(\s*messages(?:\.\w+)*\.(\w+)\s*\)/g;
const parts = new Map<string, string>();
function withoutParts(source: string): string {
  let out = parts.get(source);
  if (out === undefined) {
    const bound = [...source.matchAll(BOUND_PART)];
    out = source.replace(BOUND_PART, 'bound()');
    for (const [, variable, key] of bound)
      out = out.replace(new RegExp(`(?<![.\\w$])${esc(variable!)}\\b`, 'g'), `.${key}`);
    parts.set(source, (out = out.replace(ACCESSOR_ARG, (_, key: string) => `.${key}`)));
  }
  return out;
}

function leaves(node: unknown, path: string[] = []): string[][] {
  if (node && typeof node === 'object' && !Array.isArray(node))
    return Object.entries(node).flatMap(([k, v]) =>
      k === '$schema' ? [] : leaves(v, [...path, k]),
    );
  return path.length ? [path] : [];
}

/** The leaf keys (dotted) of `doc` that the sources use, by the rule above. */
export function usedKeys(
  doc: unknown,
  moduleName: string,
  sources: string[],
  serverName?: string,
): string[] {
  const bySection = new Map<string, string[]>();
  const used: string[] = [];
  for (const path of leaves(doc)) {
    const [section] = path as [string];
    let files = bySection.get(section);
    if (!files) {
      // A file counts for the section when it names it (`messages.gongsil`), or, for a file read
      // whole through the accessor (`useConfig(uiConfig).layout`, the server's `config.ui`),
      // when it names the file at all.
      // The studio's sections are one module read whole (`useConfig(messages)`): a studio file
      // that names `.section` off the texts it was handed (`(t) => t.studioEditors.tabs.menus`)
      // counts too.
      const mention = serverName
        ? new RegExp(`\\b${esc(moduleName)}\\b|\\bconfig\\.${esc(serverName)}\\b`)
        : new RegExp(`\\b${esc(moduleName)}\\.${esc(section)}\\b`);
      const handed = new RegExp(`\\.${esc(section)}\\b`);
      files = sources.filter(
        (s) =>
          mention.test(s) ||
          (STUDIO_SECTIONS.has(section) &&
            s.includes(`generated/config/${moduleName}-studio`) &&
            handed.test(s)),
      );
      bySection.set(section, files);
    }
    const name = path[path.length - 1]!;
    const token = new RegExp(`(?:\\.|\\b)${esc(name)}\\b`);
    const wholeAncestor = path
      .slice(0, -1)
      .map((p) => new RegExp(`\\.${esc(p)}\\b(?!\\s*\\??\\.[A-Za-z_$])`));
    if (files.some((s) => token.test(s) || wholeAncestor.some((w) => w.test(withoutParts(s)))))
      used.push(path.join('.'));
  }
  return used;
}

export function scanKeyUsage(
  root: string,
  configs: { 'messages.ko': unknown; ui: unknown },
): KeyUsage {
  const sources = readSources(root);
  return {
    messages: usedKeys(configs['messages.ko'], 'messages', sources),
    ui: usedKeys(configs.ui, 'uiConfig', sources, 'ui'),
  };
}

/** The usage list as a module, so the server's checker knows it without reading src/. */
export function keyUsageModule(usage: KeyUsage): GeneratedFile {
  return {
    path: 'src/generated/config/key-usage.ts',
    sources: ['spec/config/messages.ko.json', 'spec/config/ui.json', 'src/**', 'server/**'],
    content:
      `/** Config keys the code in src/ and server/ uses (codegen/steps/key-usage.ts explains the rule). */\n` +
      `export const keyUsage = ${JSON.stringify(usage, null, 2)} as const;\n`,
    parser: 'typescript',
  };
}
