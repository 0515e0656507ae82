// The ONE list of config files. Codegen, the checker, the server, the SPA's loader, the studio's
// tabs and the OpenAPI `ConfigFiles` check all read it; adding a staff-editable config file is
// its JSON file, its schema and one entry here (docs/config.md). Names only: the schemas and
// defaults themselves are in files.ts, which the browser never loads whole.

export interface ConfigFileEntry {
  /** spec/config/<name>.json and <name>.schema.json */
  readonly name: string;
  /** The generated module (src/generated/config/<module>.ts) and what it exports. */
  readonly module: string;
  readonly exportName: string;
  readonly typeName: string;
  /**
   * Who edits the file: staff in the studio, or developers only (read-only in the studio, refused
   * by the publish API). Inside a staff file, a field marked `"x-owner": "developer"` in the
   * schema is developer-owned too (ownership.ts).
   */
  readonly owner: 'staff' | 'developer';
  /** The studio section (tab) that edits the file. */
  readonly section?: string;
}

export const CONFIG_REGISTRY = [
  {
    name: 'session-fields',
    module: 'session-fields',
    exportName: 'sessionFieldsConfig',
    typeName: 'SessionFieldsConfig',
    owner: 'developer',
  },
  {
    name: 'routes',
    module: 'routes',
    exportName: 'routesConfig',
    typeName: 'RoutesConfig',
    owner: 'developer',
  },
  {
    name: 'menus',
    module: 'menus',
    exportName: 'menusConfig',
    typeName: 'MenusConfig',
    owner: 'staff',
    section: 'menus',
  },
  {
    name: 'products',
    module: 'products',
    exportName: 'productsConfig',
    typeName: 'ProductsConfig',
    owner: 'staff',
    section: 'catalogue',
  },
  {
    name: 'popup-chain',
    module: 'popup-chain',
    exportName: 'popupChainConfig',
    typeName: 'PopupChainConfig',
    owner: 'staff',
    section: 'chain',
  },
  {
    name: 'ui',
    module: 'ui',
    exportName: 'uiConfig',
    typeName: 'UiConfig',
    owner: 'staff',
    section: 'ui-constants',
  },
  {
    name: 'messages.ko',
    module: 'messages',
    exportName: 'messages',
    typeName: 'Messages',
    owner: 'staff',
    section: 'messages',
  },
] as const satisfies readonly ConfigFileEntry[];

export type ConfigName = (typeof CONFIG_REGISTRY)[number]['name'];
export type StaffConfigName = Extract<(typeof CONFIG_REGISTRY)[number], { owner: 'staff' }>['name'];

/** Every config file, in the order problems are reported. */
export const CONFIG_NAMES: readonly ConfigName[] = CONFIG_REGISTRY.map((e) => e.name);
/** The files staff edit in the studio (a version's overlay touches only these). */
export const STAFF_FILES = CONFIG_REGISTRY.filter((e) => e.owner === 'staff').map(
  (e) => e.name,
) as readonly StaffConfigName[];

export const registryEntry = (name: string): ConfigFileEntry | undefined =>
  CONFIG_REGISTRY.find((e) => e.name === name);
