import { messages } from '@/generated/config/messages';

/** Broker positions (seed 001 §3): 0 representative, 1 affiliated, 2 brokerage assistant. */
export type Position = 0 | 1 | 2;

export const POSITIONS = {
  REPRESENTATIVE: 0,
  AFFILIATED: 1,
  ASSISTANT: 2,
} as const satisfies Record<string, Position>;

/** Lists offered by the forms: register (0, 1), all, master (0, 2), sub (1 only). */
export const POSITION_LISTS = {
  register: [0, 1],
  all: [0, 1, 2],
  master: [0, 2],
  sub: [1],
} as const satisfies Record<string, readonly Position[]>;

export type PositionListName = keyof typeof POSITION_LISTS;

/** Accepts 0/1/2 as numbers or numeric strings; anything else is null. */
export function toPosition(value: unknown): Position | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return n === 0 || n === 1 || n === 2 ? n : null;
}

export function positionLabel(value: unknown): string {
  const p = toPosition(value);
  return p === null ? '' : messages.positions[String(p) as '0' | '1' | '2'];
}

/** `{value, label}` options of one list, in list order. */
export function positionOptions(list: PositionListName): { value: Position; label: string }[] {
  return POSITION_LISTS[list].map((value) => ({ value, label: positionLabel(value) }));
}

/** CALL is for representative or affiliated brokers: a brokerage assistant (2) cannot use it. */
export function canUseCall(position: unknown): boolean {
  return toPosition(position) !== POSITIONS.ASSISTANT;
}
