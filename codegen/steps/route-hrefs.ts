import type { ConfigFiles as LoadedConfigs } from '../../config/files.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';

interface Route {
  id: string;
  path: string;
  params?: Record<string, string[]>;
}

/** The `:name` segments of a path, plus `*` for a trailing splat. */
export function pathParamNames(path: string): string[] {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
  return path.endsWith('*') ? [...names, '*'] : names;
}

function paramsType(r: Route): string | null {
  const names = pathParamNames(r.path);
  if (!names.length) return null;
  const fields = names.map((n) => {
    if (n === '*') return `'*'?: string`;
    const allowed = r.params?.[n];
    return `${n}: ${allowed ? allowed.map((v) => JSON.stringify(v)).join(' | ') : 'string | number'}`;
  });
  return `{ ${fields.join('; ')} }`;
}

// The runtime half is written into the generated module so it depends on nothing in src/.
const RUNTIME = `
type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Arguments after the id: path params (required when the path has any) and an optional query. */
export type HrefArgs<I extends RouteId> = I extends keyof RouteParams
  ? {} extends RouteParams[I]
    ? [params?: RouteParams[I] & { query?: Query }]
    : [params: RouteParams[I] & { query?: Query }]
  : [params?: { query?: Query }];

/**
 * The address of a route by its id in spec/config/routes.json, so no screen writes a path:
 * \`href('inquiry-tab', { tab: 'talk' })\` → '/inquiry/talk'. Params are typed from the path's
 * \`:params\` (and the values routes.json allows); a splat (\`*\`) takes the rest of the path.
 */
export function href<I extends RouteId>(id: I, ...[params]: HrefArgs<I>): string {
  const { query, ...values } = (params ?? {}) as { query?: Query } & Record<string, unknown>;
  const pattern: string | undefined = routePaths[id];
  if (pattern === undefined) throw new Error(\`href: no route with id '\${id}' in routes.json\`);
  const path = pattern
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      const v = values[name];
      if (v === undefined || v === null || v === '')
        throw new Error(\`href('\${id}'): missing path param '\${name}'\`);
      return encodeURIComponent(String(v));
    })
    .replace(/\\/\\*$/, () => {
      const rest = String(values['*'] ?? '');
      return rest ? '/' + rest.split('/').map(encodeURIComponent).join('/') : '';
    });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) search.set(k, String(v));
  const qs = search.toString();
  return (path || '/') + (qs ? '?' + qs : '');
}
`;

/** src/generated/config/href.ts: route ids, their paths, typed params and `href()`. */
export function routeHrefs(configs: LoadedConfigs): GeneratedFile {
  const routes = (configs.routes as { routes: Route[] }).routes;
  const paths = routes.map((r) => `  ${JSON.stringify(r.id)}: ${JSON.stringify(r.path)},`);
  const params = routes
    .map((r) => [r.id, paramsType(r)] as const)
    .filter(([, t]) => t)
    .map(([id, t]) => `  ${JSON.stringify(id)}: ${t};`);
  return {
    path: 'src/generated/config/href.ts',
    sources: ['spec/config/routes.json'],
    content:
      `/** Every route id of spec/config/routes.json and its path. */\n` +
      `export const routePaths = {\n${paths.join('\n')}\n} as const;\n\n` +
      `export type RouteId = keyof typeof routePaths;\n\n` +
      `/** Path params of the routes that have any, typed from each path's \`:params\`. */\n` +
      `export interface RouteParams {\n${params.join('\n')}\n}\n` +
      RUNTIME,
    parser: 'typescript',
  };
}
