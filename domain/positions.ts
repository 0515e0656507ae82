// Broker positions (seed 001 §3): 0 대표공인중개사, 1 소속공인중개사, 2 중개보조원. Which
// positions each form offers is configuration (spec/config/ui.json `positions`), passed in.

export type Position = 0 | 1 | 2;

export const POSITIONS = {
  REPRESENTATIVE: 0,
  AFFILIATED: 1,
  ASSISTANT: 2,
} as const satisfies Record<string, Position>;

/** The lists a form offers: registration, all, a master's role choice, a sub-user's. */
export interface PositionLists {
  readonly register: readonly Position[];
  readonly all: readonly Position[];
  readonly master: readonly Position[];
  readonly sub: readonly Position[];
}

export type PositionListName = keyof PositionLists;

/** Accepts 0/1/2 as numbers or numeric strings; anything else is null. */
export function toPosition(value: unknown): Position | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return n === 0 || n === 1 || n === 2 ? n : null;
}

/** Roles an account may choose: a master from the master list, a sub-user from the sub list. */
export const roleChoices = (lists: PositionLists, isMaster: boolean): readonly Position[] =>
  isMaster ? lists.master : lists.sub;

/** True when `value` is one of the list's positions. */
export function inPositionList(list: readonly Position[], value: unknown): boolean {
  const p = toPosition(value);
  return p !== null && list.includes(p);
}

/** CALL is for representative or affiliated brokers: a brokerage assistant cannot use it. */
export function canUseCall(position: unknown): boolean {
  return toPosition(position) !== POSITIONS.ASSISTANT;
}

/** The positions a master may give a staff member: any but the representative's, which is the
 * master's own (one per office). */
export const staffPositions = (lists: PositionLists): readonly Position[] =>
  lists.all.filter((p) => p !== POSITIONS.REPRESENTATIVE);
