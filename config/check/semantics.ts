import type { ConfigFiles } from '../files.ts';
import { codeProductProblems } from '../product-refs.ts';
import { problem, type ConfigProblem } from '../problems.ts';
import { reviewRuleProblems } from '../review-rules.ts';
import { chainProblems, type Chains } from './chain-rules.ts';
import { introCatalogueProblems } from './intro-rules.ts';
import { pathMatchesRoute } from './route-match.ts';

// Cross-field rules that JSON Schema cannot express. Shapes are already schema-valid here.
interface Product {
  type: number;
  key: string;
  group: string;
  defaultDay: number;
  unitPrices?: Record<string, number>;
  family?: string;
}
interface Tier {
  day: number;
}
interface Products {
  groups: { id: string }[];
  products: Product[];
  packageFamilies: Record<string, { tiers: Tier[]; regular?: Tier[] }>;
  linkedRemovals: { remove: number; alsoRemove: number[] }[];
}
interface Route {
  id: string;
  path: string;
  access: string;
  params?: Record<string, string[]>;
}
interface Routes {
  routes: Route[];
  protectedPrefixes: string[];
}
interface Menus {
  management: { items: { checks?: { message: string }[] }[] };
}

function productProblems(p: Products): ConfigProblem[] {
  const file = 'products';
  const out: ConfigProblem[] = [];
  const groups = new Set(p.groups.map((g) => g.id));
  const seenTypes = new Map<number, number>();
  const seenKeys = new Map<string, number>();
  p.products.forEach((prod, i) => {
    const at = `/products/${i}`;
    if (seenTypes.has(prod.type))
      out.push(
        problem(file, `${at}/type`, 'product.duplicateType', {
          type: prod.type,
          other: seenTypes.get(prod.type)! + 1,
        }),
      );
    seenTypes.set(prod.type, i);
    if (seenKeys.has(prod.key))
      out.push(problem(file, `${at}/key`, 'product.duplicateKey', { key: prod.key }));
    seenKeys.set(prod.key, i);
    if (!groups.has(prod.group))
      out.push(problem(file, `${at}/group`, 'product.unknownGroup', { group: prod.group }));
    if (prod.group === 'package') {
      const fam = prod.family ? p.packageFamilies[prod.family] : undefined;
      if (!fam)
        out.push(
          problem(file, `${at}/family`, 'product.unknownFamily', { family: prod.family ?? '' }),
        );
      else if (![...fam.tiers, ...(fam.regular ?? [])].some((t) => t.day === prod.defaultDay))
        out.push(
          problem(file, `${at}/defaultDay`, 'product.defaultDayNotTier', {
            day: prod.defaultDay,
            family: prod.family ?? '',
          }),
        );
    } else if (!prod.unitPrices) {
      out.push(problem(file, `${at}/unitPrices`, 'product.needsPrices'));
    } else if (!(String(prod.defaultDay) in prod.unitPrices)) {
      out.push(
        problem(file, `${at}/defaultDay`, 'product.noDefaultPrice', { day: prod.defaultDay }),
      );
    }
  });
  p.linkedRemovals.forEach((r, i) => {
    [r.remove, ...r.alsoRemove].forEach((t, j) => {
      if (!seenTypes.has(t))
        out.push(
          problem(
            file,
            j === 0 ? `/linkedRemovals/${i}/remove` : `/linkedRemovals/${i}/alsoRemove/${j - 1}`,
            'product.unknownType',
            { type: t },
          ),
        );
    });
  });
  return out;
}

function routeProblems(r: Routes): ConfigProblem[] {
  const file = 'routes';
  const out: ConfigProblem[] = [];
  const seen = new Set<string>();
  const ids = new Set<string>();
  r.routes.forEach((route, i) => {
    if (seen.has(route.path))
      out.push(problem(file, `/routes/${i}/path`, 'route.duplicatePath', { path: route.path }));
    seen.add(route.path);
    if (ids.has(route.id))
      out.push(problem(file, `/routes/${i}/id`, 'route.duplicateId', { id: route.id }));
    ids.add(route.id);
    for (const name of Object.keys(route.params ?? {}))
      if (!route.path.includes(`:${name}`))
        out.push(problem(file, `/routes/${i}/params/${name}`, 'route.paramNotInPath', { name }));
  });
  r.protectedPrefixes.forEach((prefix, i) => {
    if (
      !r.routes.some(
        (x) => x.access === 'auth' && (x.path === prefix || x.path.startsWith(prefix + '/')),
      )
    )
      out.push(problem(file, `/protectedPrefixes/${i}`, 'route.prefixWithoutRoute', { prefix }));
  });
  return out;
}

function menuProblems(m: Menus, messages: { guards?: Record<string, unknown> }): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  m.management.items.forEach((item, i) =>
    (item.checks ?? []).forEach((c, j) => {
      if (!(c.message in (messages.guards ?? {})))
        out.push(
          problem('menus', `/management/items/${i}/checks/${j}/message`, 'menu.noGuardText', {
            key: c.message,
          }),
        );
    }),
  );
  return out;
}

interface Ui {
  errorCatalogue: { redirects: { to: string; unlessOn?: string[] }[] };
}

/** ui.json names routes by id (error redirects): each id must be a route of routes.json. */
function uiProblems(u: Ui, r: Routes): ConfigProblem[] {
  const file = 'ui';
  const ids = new Set(r.routes.map((x) => x.id));
  const out: ConfigProblem[] = [];
  u.errorCatalogue.redirects.forEach((redirect, i) => {
    const at = `/errorCatalogue/redirects/${i}`;
    if (!ids.has(redirect.to))
      out.push(problem(file, `${at}/to`, 'route.unknownId', { id: redirect.to }));
    (redirect.unlessOn ?? []).forEach((id, j) => {
      if (!ids.has(id)) out.push(problem(file, `${at}/unlessOn/${j}`, 'route.unknownId', { id }));
    });
  });
  return out;
}

/** Every `path` in menus.json must reach a route of routes.json (a dead link fails codegen). */
function menuPathProblems(menus: unknown, r: Routes): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${pointer}/${i}`));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'path' && typeof v === 'string') {
          if (!r.routes.some((route) => pathMatchesRoute(v, route)))
            out.push(problem('menus', `${pointer}/path`, 'menu.noRoute', { path: v }));
        } else walk(v, `${pointer}/${k}`);
      }
  };
  walk(menus, '');
  return out;
}

export function checkSemantics(c: ConfigFiles): ConfigProblem[] {
  return [
    ...menuPathProblems(c.menus, c.routes as Routes),
    ...uiProblems(c.ui as Ui, c.routes as Routes),
    ...productProblems(c.products as Products),
    ...codeProductProblems(c),
    ...introCatalogueProblems(
      c.products as Parameters<typeof introCatalogueProblems>[0],
      c['messages.ko'] as Parameters<typeof introCatalogueProblems>[1],
    ),
    ...routeProblems(c.routes as Routes),
    ...menuProblems(c.menus as Menus, c['messages.ko'] as { guards?: Record<string, unknown> }),
    ...chainProblems(c['popup-chain'] as Chains, c.routes as Routes),
    ...reviewRuleProblems(c),
  ];
}
