import { pathMatchesRoute } from '../check/route-match.ts';
import type { SpecProblem } from '../lib/report.ts';
import { chainProblems, type Chains } from './chain-rules.ts';
import type { LoadedConfigs } from './config-modules.ts';
import { introCatalogueProblems } from './intro-rules.ts';

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

function productProblems(p: Products): SpecProblem[] {
  const file = 'spec/config/products.json';
  const out: SpecProblem[] = [];
  const groups = new Set(p.groups.map((g) => g.id));
  const seenTypes = new Map<number, number>();
  const seenKeys = new Map<string, number>();
  p.products.forEach((prod, i) => {
    const at = `/products/${i}`;
    if (seenTypes.has(prod.type))
      out.push({
        file,
        pointer: `${at}/type`,
        reason: `duplicate product type ${prod.type} (also /products/${seenTypes.get(prod.type)})`,
      });
    seenTypes.set(prod.type, i);
    if (seenKeys.has(prod.key))
      out.push({ file, pointer: `${at}/key`, reason: `duplicate value key '${prod.key}'` });
    seenKeys.set(prod.key, i);
    if (!groups.has(prod.group))
      out.push({ file, pointer: `${at}/group`, reason: `unknown group '${prod.group}'` });
    if (prod.group === 'package') {
      const fam = prod.family ? p.packageFamilies[prod.family] : undefined;
      if (!fam)
        out.push({
          file,
          pointer: `${at}/family`,
          reason: `package needs a known family, got '${prod.family ?? ''}'`,
        });
      else if (![...fam.tiers, ...(fam.regular ?? [])].some((t) => t.day === prod.defaultDay))
        out.push({
          file,
          pointer: `${at}/defaultDay`,
          reason: `${prod.defaultDay} is not a tier day of family '${prod.family}'`,
        });
    } else if (!prod.unitPrices) {
      out.push({
        file,
        pointer: `${at}/unitPrices`,
        reason: 'a non-package product needs unitPrices',
      });
    } else if (!(String(prod.defaultDay) in prod.unitPrices)) {
      out.push({
        file,
        pointer: `${at}/defaultDay`,
        reason: `no price for the default period ${prod.defaultDay} days`,
      });
    }
  });
  p.linkedRemovals.forEach((r, i) => {
    [r.remove, ...r.alsoRemove].forEach((t, j) => {
      if (!seenTypes.has(t))
        out.push({
          file,
          pointer:
            j === 0 ? `/linkedRemovals/${i}/remove` : `/linkedRemovals/${i}/alsoRemove/${j - 1}`,
          reason: `unknown product type ${t}`,
        });
    });
  });
  return out;
}

function routeProblems(r: Routes): SpecProblem[] {
  const file = 'spec/config/routes.json';
  const out: SpecProblem[] = [];
  const seen = new Set<string>();
  const ids = new Set<string>();
  r.routes.forEach((route, i) => {
    if (seen.has(route.path))
      out.push({ file, pointer: `/routes/${i}/path`, reason: `duplicate path '${route.path}'` });
    seen.add(route.path);
    if (ids.has(route.id))
      out.push({ file, pointer: `/routes/${i}/id`, reason: `duplicate route id '${route.id}'` });
    ids.add(route.id);
    for (const name of Object.keys(route.params ?? {}))
      if (!route.path.includes(`:${name}`))
        out.push({
          file,
          pointer: `/routes/${i}/params/${name}`,
          reason: `path has no ':${name}' segment`,
        });
  });
  r.protectedPrefixes.forEach((prefix, i) => {
    if (
      !r.routes.some(
        (x) => x.access === 'auth' && (x.path === prefix || x.path.startsWith(prefix + '/')),
      )
    )
      out.push({
        file,
        pointer: `/protectedPrefixes/${i}`,
        reason: `no login-required route under '${prefix}'`,
      });
  });
  return out;
}

function menuProblems(m: Menus, messages: { guards?: Record<string, unknown> }): SpecProblem[] {
  const out: SpecProblem[] = [];
  m.management.items.forEach((item, i) =>
    (item.checks ?? []).forEach((c, j) => {
      if (!(c.message in (messages.guards ?? {})))
        out.push({
          file: 'spec/config/menus.json',
          pointer: `/management/items/${i}/checks/${j}/message`,
          reason: `no text 'guards.${c.message}' in messages.ko.json`,
        });
    }),
  );
  return out;
}

interface Ui {
  errorCatalogue: { redirects: { to: string; unlessOn?: string[] }[] };
}

/** ui.json names routes by id (error redirects): each id must be a route of routes.json. */
function uiProblems(u: Ui, r: Routes): SpecProblem[] {
  const file = 'spec/config/ui.json';
  const ids = new Set(r.routes.map((x) => x.id));
  const out: SpecProblem[] = [];
  u.errorCatalogue.redirects.forEach((redirect, i) => {
    const at = `/errorCatalogue/redirects/${i}`;
    if (!ids.has(redirect.to))
      out.push({ file, pointer: `${at}/to`, reason: `no route with id '${redirect.to}'` });
    (redirect.unlessOn ?? []).forEach((id, j) => {
      if (!ids.has(id))
        out.push({ file, pointer: `${at}/unlessOn/${j}`, reason: `no route with id '${id}'` });
    });
  });
  return out;
}

/** Every `path` in menus.json must reach a route of routes.json (a dead link fails codegen). */
function menuPathProblems(menus: unknown, r: Routes): SpecProblem[] {
  const out: SpecProblem[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${pointer}/${i}`));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'path' && typeof v === 'string') {
          if (!r.routes.some((route) => pathMatchesRoute(v, route)))
            out.push({
              file: 'spec/config/menus.json',
              pointer: `${pointer}/path`,
              reason: `'${v}' matches no route in routes.json`,
            });
        } else walk(v, `${pointer}/${k}`);
      }
  };
  walk(menus, '');
  return out;
}

export function checkSemantics(c: LoadedConfigs): SpecProblem[] {
  return [
    ...menuPathProblems(c.menus, c.routes as Routes),
    ...uiProblems(c.ui as Ui, c.routes as Routes),
    ...productProblems(c.products as Products),
    ...introCatalogueProblems(
      c.products as Parameters<typeof introCatalogueProblems>[0],
      c['messages.ko'] as Parameters<typeof introCatalogueProblems>[1],
    ),
    ...routeProblems(c.routes as Routes),
    ...menuProblems(c.menus as Menus, c['messages.ko'] as { guards?: Record<string, unknown> }),
    ...chainProblems(c['popup-chain'] as Chains, c.routes as Routes),
  ];
}
