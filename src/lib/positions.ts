import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import {
  canUseCall,
  POSITIONS,
  toPosition,
  type Position,
  type PositionListName,
  type PositionLists,
} from '@domain/positions';

export { canUseCall, POSITIONS, toPosition, type Position, type PositionListName };

/**
 * Lists offered by the forms (spec/config/ui.json): register (0, 1), all, master (0, 2), sub (1),
 * as the active config version has them when asked.
 */
export const positionLists = (): PositionLists => readConfig(uiConfig).positions;

export function positionLabel(value: unknown): string {
  const p = toPosition(value);
  return p === null ? '' : readConfig(messages.positions)[String(p) as '0' | '1' | '2'];
}

/** `{value, label}` options of one list, in list order. */
export function positionOptions(list: PositionListName): { value: Position; label: string }[] {
  return positionLists()[list].map((value) => ({ value, label: positionLabel(value) }));
}
