import type { SessionRecord } from '@/generated/config/session-record';
import { holds } from '@/lib/conditions';

/** A header menu link as spec/config/menus.json gives it: shown when `when` holds, and refused
 * with an alert when one of its `checks` denies. */
export interface GuardedMenuItem {
  readonly when?: string;
  readonly checks?: readonly { readonly deny: string }[];
}

/** Whether the header shows this item to the session and lets a click through: the header's
 * own rule (features/header: visibleItems, firstDenial), for screens that explain it. */
export const menuItemOpens = (item: GuardedMenuItem, session: SessionRecord): boolean =>
  holds(item.when, session) && !(item.checks ?? []).some((c) => holds(c.deny, session));
