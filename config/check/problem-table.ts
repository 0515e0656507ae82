// Invalid config sets and the exact problems each must give. Shared on purpose: the checker's
// test runs them through checkConfig, and the server's publish test runs the same table through
// the API to prove both report the same problems for the same input.
import type { ConfigFiles } from '../files.ts';
import { problem as p, type ConfigProblem } from '../problems.ts';

// Edits reach into arbitrary config shapes, as product staff would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- config shapes vary per file
type Doc = any;

export interface ProblemCase {
  name: string;
  /** Changes a fresh copy of the built-in files in place. */
  edit: (files: Record<string, Doc>) => void;
  problems: ConfigProblem[];
  /**
   * Codegen scans the code for the keys it reads, so it cannot name a key deleted from the file
   * that the code still reads: the type check does (the generated type lost it). The server's
   * checker knows it from the list codegen wrote.
   */
  onlyWithKnownUsage?: true;
}

export const PROBLEM_TABLE: ProblemCase[] = [
  {
    name: 'a broken condition',
    edit: (f) => (f.menus.management.items[1].when = 'hasNaverItem &&'),
    problems: [
      p('menus', '/management/items/1/when', 'condition.invalid', {
        detail: 'Unexpected token: EOF',
      }),
    ],
  },
  {
    name: 'an unknown session field',
    edit: (f) => (f['popup-chain'].chains[0].steps[2].when = 'userRole == null'),
    problems: [
      p('popup-chain', '/chains/0/steps/2/when', 'condition.unknownField', { field: 'userRole' }),
    ],
  },
  {
    name: 'a condition that is not boolean',
    edit: (f) => (f.menus.management.items[1].when = 'userIdx + 1'),
    problems: [p('menus', '/management/items/1/when', 'condition.notBool', { type: 'int' })],
  },
  {
    name: 'a condition beyond what the app evaluates',
    edit: (f) => (f.menus.management.items[1].when = 'agentTels.size() > 0'),
    problems: [
      p('menus', '/management/items/1/when', 'condition.unsupported', { what: "메서드 'size'" }),
    ],
  },
  {
    name: 'a menu check whose message key is missing',
    onlyWithKnownUsage: true,
    edit: (f) => delete f['messages.ko'].guards.serveAptRequired,
    problems: [
      p('menus', '/management/items/3/checks/0/message', 'menu.noGuardText', {
        key: 'serveAptRequired',
      }),
      p('messages.ko', '/guards/serveAptRequired', 'key.missing'),
    ],
  },
  {
    name: 'a negative price',
    edit: (f) => (f.products.products[0].unitPrices['30'] = -3300),
    problems: [p('products', '/products/0/unitPrices/30', 'schema.minimum', { limit: 0 })],
  },
  {
    name: 'a default period with no price',
    edit: (f) => (f.products.products[0].defaultDay = 45),
    problems: [p('products', '/products/0/defaultDay', 'product.noDefaultPrice', { day: 45 })],
  },
  {
    name: 'an unknown product type in a linked removal',
    edit: (f) => (f.products.linkedRemovals[0].alsoRemove = [999]),
    problems: [
      p('products', '/linkedRemovals/0/alsoRemove/0', 'product.unknownType', { type: 999 }),
    ],
  },
  {
    name: 'an intro page listing an unknown group or product',
    edit: (f) => {
      f.products.introCatalogue[2].groups = ['navr'];
      f.products.introCatalogue[1].products = ['region_recomend'];
    },
    problems: [
      p('products', '/introCatalogue/1/products/0', 'intro.unknownProduct', {
        key: 'region_recomend',
      }),
      p('products', '/introCatalogue/2/groups/0', 'intro.unknownGroup', { group: 'navr' }),
    ],
  },
  {
    name: 'an intro catalogue for a page the portal does not have, or twice',
    edit: (f) => {
      f.products.introCatalogue[0].page = 'product/vip';
      f.products.introCatalogue[3].page = 'product/naver';
    },
    problems: [
      p('products', '/introCatalogue/0/page', 'intro.unknownPage', { page: 'product/vip' }),
      p('products', '/introCatalogue/3/page', 'intro.duplicatePage', { page: 'product/naver' }),
    ],
  },
  {
    name: 'a duplicate popup step id',
    edit: (f) => (f['popup-chain'].chains[0].steps[1].id = 'text-notice'),
    problems: [
      p('popup-chain', '/chains/0/steps/1/id', 'chain.duplicateStep', { id: 'text-notice' }),
    ],
  },
  {
    name: 'a popup step id used in another chain',
    edit: (f) => (f['popup-chain'].chains[1].steps[0].id = 'role'),
    problems: [p('popup-chain', '/chains/1/steps/0/id', 'chain.duplicateStep', { id: 'role' })],
  },
  {
    name: 'a popup chain on a path that matches no route',
    edit: (f) => (f['popup-chain'].chains[1].path = '/forms'),
    problems: [p('popup-chain', '/chains/1/path', 'menu.noRoute', { path: '/forms' })],
  },
  {
    name: 'two popup chains with one id or on one path',
    edit: (f) => Object.assign(f['popup-chain'].chains[1], { id: 'startup', path: '/dashboard' }),
    problems: [
      p('popup-chain', '/chains/1/id', 'chain.duplicateId', { id: 'startup' }),
      p('popup-chain', '/chains/1/path', 'chain.pathTaken', { path: '/dashboard' }),
    ],
  },
  {
    name: 'a cookie step without its cookie',
    edit: (f) => delete f['popup-chain'].chains[0].steps[5].cookie,
    problems: [p('popup-chain', '/chains/0/steps/5', 'chain.needsCookie', { type: 'no-item' })],
  },
  {
    name: 'an unknown property',
    edit: (f) => (f['popup-chain'].chains[0].steps[0].delayMs = 100),
    problems: [
      p('popup-chain', '/chains/0/steps/0', 'schema.additionalProperties', {
        additionalProperty: 'delayMs',
      }),
    ],
  },
  {
    name: 'an unknown header menu action',
    edit: (f) => (f.menus.management.items[5].action = 'open-chat'),
    problems: [
      p('menus', '/management/items/5/action', 'schema.enum', {
        allowedValues: '["report-history"]',
      }),
    ],
  },
  {
    name: 'a header menu link without its path',
    edit: (f) => delete f.menus.management.items[0].path,
    problems: [p('menus', '/management/items/0', 'schema.required', { missingProperty: 'path' })],
  },
  {
    name: 'a duplicate route id',
    edit: (f) => (f.routes.routes[1].id = 'landing'),
    problems: [p('routes', '/routes/1/id', 'route.duplicateId', { id: 'landing' })],
  },
  {
    name: 'an error redirect to a route that does not exist',
    edit: (f) => (f.ui.errorCatalogue.redirects[0].to = 'consent'),
    problems: [p('ui', '/errorCatalogue/redirects/0/to', 'route.unknownId', { id: 'consent' })],
  },
  {
    name: 'a menu path that matches no route',
    edit: (f) => (f.menus.userMenu.items[0].path = '/dashbord'),
    problems: [p('menus', '/userMenu/items/0/path', 'menu.noRoute', { path: '/dashbord' })],
  },
  {
    name: 'a menu path with a param value the route does not allow',
    edit: (f) => (f.menus.management.items[12].path = '/inquiry/mail'),
    problems: [p('menus', '/management/items/12/path', 'menu.noRoute', { path: '/inquiry/mail' })],
  },
  {
    name: 'a message key nothing reads',
    edit: (f) => (f['messages.ko'].common.greeting = '안녕하세요'),
    problems: [p('messages.ko', '/common/greeting', 'key.unused')],
  },
  {
    name: 'a message key the code uses, deleted',
    onlyWithKnownUsage: true,
    edit: (f) => delete f['messages.ko'].common.close,
    problems: [p('messages.ko', '/common/close', 'key.missing')],
  },
  {
    name: 'a missing file',
    edit: (f) => delete f.ui,
    problems: [p('ui', '', 'file.missing')],
  },
  {
    name: 'a file the portal does not know',
    edit: (f) => (f.extra = {}),
    problems: [p('extra', '', 'file.unknown')],
  },
];

/** Applies a case to a copy of `base` (e.g. the built-in files or the active version). */
export function applyCase(base: ConfigFiles, c: ProblemCase): Record<string, unknown> {
  const files = structuredClone(base) as Record<string, Doc>;
  c.edit(files);
  return files;
}
