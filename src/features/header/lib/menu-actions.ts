import type { MenusConfig } from '@/generated/config/menus';
import { openGlobalDialog } from '@/lib/dialog-bus';

export type ManagementItem = MenusConfig['management']['items'][number];
export type ActionItem = Extract<ManagementItem, { kind: 'action' }>;
/** The generated union of `action` values (spec/config/menus.schema.json). */
export type MenuActionId = ActionItem['action'];

type MenuActionRegistry = {
  [A in MenuActionId]: (item: Extract<ActionItem, { action: A }>) => void;
};

/**
 * Header menu `action` (spec/config/menus.json) → what a click on it does. The schema's enum is the
 * list of actions: tsc fails while one has no entry here, and the checker refuses a config that
 * names an action outside it, so staff can reorder, relabel or hide action items but not invent one.
 */
export const menuActions: MenuActionRegistry = {
  'report-history': (item) => openGlobalDialog('report-history', { tab: item.tab }),
};

/** Runs the action of a menu item; an action with no entry is a config/code mismatch. */
export function runMenuAction(
  item: ActionItem,
  registry: Partial<Record<string, unknown>> = menuActions,
): void {
  const run = Object.hasOwn(registry, item.action) ? registry[item.action] : undefined;
  if (typeof run !== 'function')
    throw new Error(
      `Header menu: no handler for action '${item.action}' ` +
        `(spec/config/menus.json → src/features/header/lib/menu-actions.ts)`,
    );
  (run as (i: ActionItem) => void)(item);
}

/** A stable React key for a management item (links by path, actions by action and tab). */
export const itemKey = (item: ManagementItem): string =>
  item.kind === 'action' ? `${item.action}:${item.tab}` : item.path;
