// Invalid config sets and the exact problem lines each must give. Shared on purpose: codegen's
// test runs them through checkConfigFiles, and the server's publish test can run the same table
// through the API to prove both report the same problems for the same input.
import type { ConfigFiles } from './index.ts';

// Edits reach into arbitrary config shapes, as product staff would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- config shapes vary per file
type Doc = any;

export interface ProblemCase {
  name: string;
  /** Changes a fresh copy of the built-in files in place. */
  edit: (files: Record<string, Doc>) => void;
  problems: string[];
}

export const PROBLEM_TABLE: ProblemCase[] = [
  {
    name: 'a broken condition',
    edit: (f) => (f.menus.management.items[1].when = 'hasNaverItem &&'),
    problems: [
      'spec/config/menus.json#/management/items/1/when: invalid condition: Unexpected token: EOF',
    ],
  },
  {
    name: 'an unknown session field',
    edit: (f) => (f['popup-chain'].chains[0].steps[2].when = 'userRole == null'),
    problems: [
      "spec/config/popup-chain.json#/chains/0/steps/2/when: unknown session field 'userRole'",
    ],
  },
  {
    name: 'a condition that is not boolean',
    edit: (f) => (f.menus.management.items[1].when = 'userIdx + 1'),
    problems: ['spec/config/menus.json#/management/items/1/when: condition must be bool, got int'],
  },
  {
    name: 'a condition beyond what the app evaluates',
    edit: (f) => (f.menus.management.items[1].when = 'agentTels.size() > 0'),
    problems: [
      'spec/config/menus.json#/management/items/1/when: method calls not supported in config conditions (use !, &&, ||, comparisons, fields and literals)',
    ],
  },
  {
    name: 'a menu check whose message key is missing',
    edit: (f) => delete f['messages.ko'].guards.serveAptRequired,
    problems: [
      "spec/config/menus.json#/management/items/2/checks/0/message: no text 'guards.serveAptRequired' in messages.ko.json",
      'spec/config/messages.ko.json#/guards/serveAptRequired: missing key: the code uses it',
    ],
  },
  {
    name: 'a negative price',
    edit: (f) => (f.products.products[0].unitPrices['30'] = -3300),
    problems: ['spec/config/products.json#/products/0/unitPrices/30: must be >= 0'],
  },
  {
    name: 'a default period with no price',
    edit: (f) => (f.products.products[0].defaultDay = 45),
    problems: [
      'spec/config/products.json#/products/0/defaultDay: no price for the default period 45 days',
    ],
  },
  {
    name: 'an unknown product type in a linked removal',
    edit: (f) => (f.products.linkedRemovals[0].alsoRemove = [999]),
    problems: [
      'spec/config/products.json#/linkedRemovals/0/alsoRemove/0: unknown product type 999',
    ],
  },
  {
    name: 'an intro page listing an unknown group or product',
    edit: (f) => {
      f.products.introCatalogue[2].groups = ['navr'];
      f.products.introCatalogue[1].products = ['region_recomend'];
    },
    problems: [
      "spec/config/products.json#/introCatalogue/1/products/0: unknown product key 'region_recomend'",
      "spec/config/products.json#/introCatalogue/2/groups/0: unknown group 'navr'",
    ],
  },
  {
    name: 'an intro catalogue for a page the portal does not have, or twice',
    edit: (f) => {
      f.products.introCatalogue[0].page = 'product/vip';
      f.products.introCatalogue[3].page = 'product/naver';
    },
    problems: [
      "spec/config/products.json#/introCatalogue/0/page: no intro page 'product/vip'",
      "spec/config/products.json#/introCatalogue/3/page: duplicate intro page 'product/naver'",
    ],
  },
  {
    name: 'a duplicate popup step id',
    edit: (f) => (f['popup-chain'].chains[0].steps[1].id = 'text-notice'),
    problems: [
      "spec/config/popup-chain.json#/chains/0/steps/1/id: duplicate step id 'text-notice'",
    ],
  },
  {
    name: 'a popup step id used in another chain',
    edit: (f) => (f['popup-chain'].chains[1].steps[0].id = 'role'),
    problems: ["spec/config/popup-chain.json#/chains/1/steps/0/id: duplicate step id 'role'"],
  },
  {
    name: 'a popup chain on a path that matches no route',
    edit: (f) => (f['popup-chain'].chains[1].path = '/forms'),
    problems: [
      "spec/config/popup-chain.json#/chains/1/path: '/forms' matches no route in routes.json",
    ],
  },
  {
    name: 'two popup chains with one id or on one path',
    edit: (f) => Object.assign(f['popup-chain'].chains[1], { id: 'startup', path: '/dashboard' }),
    problems: [
      "spec/config/popup-chain.json#/chains/1/id: duplicate chain id 'startup'",
      "spec/config/popup-chain.json#/chains/1/path: another chain already runs on '/dashboard'",
    ],
  },
  {
    name: 'a cookie step without its cookie',
    edit: (f) => delete f['popup-chain'].chains[0].steps[5].cookie,
    problems: ['spec/config/popup-chain.json#/chains/0/steps/5: no-item needs a cookie'],
  },
  {
    name: 'an unknown property',
    edit: (f) => (f['popup-chain'].chains[0].steps[0].delayMs = 100),
    problems: ["spec/config/popup-chain.json#/chains/0/steps/0: unknown property 'delayMs'"],
  },
  {
    name: 'an unknown header menu action',
    edit: (f) => (f.menus.management.items[4].action = 'open-chat'),
    problems: [
      'spec/config/menus.json#/management/items/4/action: must be equal to one of the allowed values (["report-history"])',
    ],
  },
  {
    name: 'a header menu link without its path',
    edit: (f) => delete f.menus.management.items[0].path,
    problems: ["spec/config/menus.json#/management/items/0: must have required property 'path'"],
  },
  {
    name: 'a duplicate route id',
    edit: (f) => (f.routes.routes[1].id = 'landing'),
    problems: ["spec/config/routes.json#/routes/1/id: duplicate route id 'landing'"],
  },
  {
    name: 'an error redirect to a route that does not exist',
    edit: (f) => (f.ui.errorCatalogue.redirects[0].to = 'consent'),
    problems: ["spec/config/ui.json#/errorCatalogue/redirects/0/to: no route with id 'consent'"],
  },
  {
    name: 'a menu path that matches no route',
    edit: (f) => (f.menus.userMenu.items[0].path = '/dashbord'),
    problems: [
      "spec/config/menus.json#/userMenu/items/0/path: '/dashbord' matches no route in routes.json",
    ],
  },
  {
    name: 'a menu path with a param value the route does not allow',
    edit: (f) => (f.menus.management.items[12].path = '/inquiry/mail'),
    problems: [
      "spec/config/menus.json#/management/items/12/path: '/inquiry/mail' matches no route in routes.json",
    ],
  },
  {
    name: 'a message key nothing reads',
    edit: (f) => (f['messages.ko'].header.greeting = '안녕하세요'),
    problems: [
      'spec/config/messages.ko.json#/header/greeting: unused key: nothing in src/ or server/ reads it',
    ],
  },
  {
    name: 'a message key the code uses, deleted',
    edit: (f) => delete f['messages.ko'].common.close,
    problems: ['spec/config/messages.ko.json#/common/close: missing key: the code uses it'],
  },
  {
    name: 'a missing file',
    edit: (f) => delete f.ui,
    problems: ['spec/config/ui.json#/: file is missing'],
  },
  {
    name: 'a file the portal does not know',
    edit: (f) => (f.extra = {}),
    problems: ['spec/config/extra.json#/: unknown config file'],
  },
];

/** Applies a case to a copy of `base` (e.g. the built-in files or the active version). */
export function applyCase(base: ConfigFiles, c: ProblemCase): Record<string, unknown> {
  const files = structuredClone(base) as Record<string, Doc>;
  c.edit(files);
  return files;
}
