// Undo and redo of the draft's edits: a bounded stack of earlier drafts per draft. Typing in one
// field makes one step, not one per key: an edit of the same place soon after the last one joins
// its step.

export interface UndoStack<T> {
  /** Earlier values, oldest first (at most `max`). */
  readonly past: readonly T[];
  /** Values undone, the next to redo last. */
  readonly future: readonly T[];
  /** The place and time of the last edit, to join a burst of typing into one step. */
  readonly last?: { place: string; at: number };
}

export const emptyUndo = <T>(): UndoStack<T> => ({ past: [], future: [] });

/** Steps kept per draft. */
export const UNDO_MAX = 100;
/** Edits of the same place this close together are one step (a burst of typing). */
export const JOIN_MS = 1000;

/**
 * The stack after an edit that replaced `before`: a new step, or the last step extended when the
 * edit changed the same `place` within JOIN_MS. Any edit ends what could be redone.
 */
export function recordEdit<T>(
  stack: UndoStack<T>,
  before: T,
  place: string,
  now: number,
  max = UNDO_MAX,
): UndoStack<T> {
  const joins =
    !!stack.last &&
    stack.last.place === place &&
    now - stack.last.at < JOIN_MS &&
    stack.past.length > 0;
  const past = joins ? stack.past : [...stack.past, before].slice(-max);
  return { past, future: [], last: { place, at: now } };
}

/** The value to go back to and the stack after it, or null when there is nothing to undo. */
export function undoEdit<T>(
  stack: UndoStack<T>,
  current: T,
): { value: T; stack: UndoStack<T> } | null {
  const value = stack.past.at(-1);
  if (value === undefined) return null;
  return { value, stack: { past: stack.past.slice(0, -1), future: [...stack.future, current] } };
}

/** The value to go forward to and the stack after it, or null when nothing was undone. */
export function redoEdit<T>(
  stack: UndoStack<T>,
  current: T,
): { value: T; stack: UndoStack<T> } | null {
  const value = stack.future.at(-1);
  if (value === undefined) return null;
  return { value, stack: { past: [...stack.past, current], future: stack.future.slice(0, -1) } };
}
