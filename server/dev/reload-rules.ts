// Which edits rebuild the API in `npm run dev` (server/dev.ts): the server's code and what it
// imports or reads when it starts: domain/, the config kernel (config/), the generated modules,
// spec/ (the OpenAPI document it routes and validates by, and the built-in config files), and
// the migrations it applies. Tests and their helpers never run in the server.
const SERVED = ['server/', 'domain/', 'config/', 'spec/', 'src/generated/'];

export function reloadsApi(rel: string): boolean {
  if (!SERVED.some((d) => rel.startsWith(d))) return false;
  if (/\.test\.tsx?$/.test(rel) || rel.startsWith('server/test/')) return false;
  return /\.(ts|tsx|json|ya?ml|sql)$/.test(rel);
}
