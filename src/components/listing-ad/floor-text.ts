import type { Schema } from '@/api/types';
import type { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';

type ListText = (typeof messages.pages.rooms)['list'];

/**
 * A listing's floor the way Korean listings write it, over the building's floor count:
 * 3층/5층, B1/5층, 반지하/4층, 옥탑/5층 (issue 23 #6).
 */
export function floorText(
  room: Pick<Schema<'AgentRoom'>, 'floorKind' | 'floor' | 'totalFloors'>,
  t: ListText,
): string {
  const floor = fmt(t.floors[room.floorKind], { n: Math.abs(room.floor ?? 0) });
  return fmt(t.floorOfTotal, { floor, total: room.totalFloors });
}
