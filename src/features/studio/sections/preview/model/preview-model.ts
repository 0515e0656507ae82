// What a broker account would see with the draft: the header menus its session shows (with the
// text a check would answer instead of opening), the popups each chain would open, in order.
import { messages } from '@/generated/config/messages-studio';
import { chainsOf } from '../../chain/model/chain-file';
import { explainCondition } from '../../chain/model/explain';
import { groupItems, MENU_GROUPS, getIn, type GroupKey } from '../../menus/model/menu-file';

export interface MenuPreviewItem {
  key: string;
  label: string;
  /** The guard text a check shows instead of opening the item, if one holds. */
  denied?: string;
}

export interface MenuPreviewGroup {
  key: GroupKey;
  label: string;
  visible: boolean;
  items: MenuPreviewItem[];
}

const holds = (expr: unknown, session: object, fields: unknown) =>
  explainCondition(typeof expr === 'string' ? expr : undefined, session, fields).holds;

/** The header as the account sees it: each group, shown or not, with its visible items. */
export function previewMenus(
  files: Readonly<Record<string, unknown>>,
  session: { isAuth: boolean },
): MenuPreviewGroup[] {
  const menus = files.menus;
  const fields = files['session-fields'];
  const guards = (getIn(files['messages.ko'], ['guards']) ?? {}) as Record<string, string>;
  return MENU_GROUPS.map((group) => {
    // Guest links show only to signed-out visitors; every other group says so with `when`.
    const visible =
      group.key === 'guest'
        ? !session.isAuth
        : holds(getIn(menus, [group.key, 'when']), session, fields);
    const items = groupItems(menus, group)
      .filter((item) => holds(item.when, session, fields))
      .map((item, i) => {
        const check = (item.checks ?? []).find((c) => holds(c.deny, session, fields));
        return {
          key: `${i}:${item.label}`,
          label: item.label,
          denied: check ? (guards[check.message] ?? check.message) : undefined,
        };
      });
    // The user menu has no label of its own: it is named like the studio names the group.
    const label =
      String(getIn(menus, [group.key, 'label']) ?? '') ||
      messages.studioEditors.menus.groups[group.key];
    return { key: group.key, label, visible, items };
  });
}

export interface ChainPreview {
  id: string;
  path: string;
  steps: { id: string; type: string; cookieDays?: number }[];
}

/** The popups each chain would open for the account, in order (enabled steps whose condition holds). */
export function previewChains(
  files: Readonly<Record<string, unknown>>,
  session: object,
): ChainPreview[] {
  return chainsOf(files['popup-chain']).map((c) => ({
    id: c.id,
    path: c.path,
    steps: c.steps
      .filter((s) => s.enabled && holds(s.when, session, files['session-fields']))
      .map((s) => ({ id: s.id, type: s.type, cookieDays: s.cookie?.days })),
  }));
}
