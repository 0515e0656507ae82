// Bundle report: gzip size of what the first route loads (entry + its static imports + CSS, and
// the landing screen's lazy chunk), then the extra each screen's lazy chunk adds. Run after a build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npx vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Files a chunk pulls in statically (itself, its imports, their CSS), transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const c = manifest[key];
  if (!c || seen.has(c.file)) return seen;
  seen.add(c.file);
  c.css?.forEach((f) => seen.add(f));
  c.imports?.forEach((k) => closure(k, seen));
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entry = closure(entryKey);
const size = (files: Iterable<string>) => [...files].reduce((s, f) => s + gz(f), 0);

const screens = Object.entries(manifest)
  .filter(([k]) => /screens\/.*-screen\.tsx$|app\/routes\/.*-route\.tsx$/.test(k))
  .map(([k]) => {
    const extra = [...closure(k)].filter((f) => !entry.has(f));
    return { screen: k.replace(/^src\//, ''), extra: size(extra) };
  })
  .sort((a, b) => b.extra - a.extra);

const landing = screens.find((s) => s.screen.includes('landing-screen'));
const entryJs = size([...entry].filter((f) => f.endsWith('.js')));
const entryCss = size([...entry].filter((f) => f.endsWith('.css')));
console.log(
  `First load (entry JS ${kb(entryJs)} + CSS ${kb(entryCss)} + landing screen ${kb(landing?.extra ?? 0)}): ${kb(entryJs + entryCss + (landing?.extra ?? 0))} gzip`,
);
console.log('Largest lazy screens (extra gzip over the entry):');
for (const s of screens.slice(0, 12)) console.log(`  ${kb(s.extra).padStart(9)}  ${s.screen}`);
