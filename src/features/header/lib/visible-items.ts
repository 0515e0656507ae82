import { holds } from '@/lib/conditions';
import type { Session } from '@/session';

/** The menu items whose `when` holds for this session (no `when`: everyone). */
export const visibleItems = <T extends { readonly when?: string }>(
  items: readonly T[],
  session: Session,
): T[] => items.filter((i) => holds(i.when, session));
