/** A pending-list entry: a bare number or an object with roomsSeq / naverRoomNum. */
export function pendingEntryNumber(entry: unknown): string | null {
  if (typeof entry === 'number' || (typeof entry === 'string' && entry !== ''))
    return String(entry);
  if (entry && typeof entry === 'object') {
    const o = entry as { roomsSeq?: unknown; naverRoomNum?: unknown };
    const n = o.roomsSeq ?? o.naverRoomNum;
    if (typeof n === 'number' || (typeof n === 'string' && n !== '')) return String(n);
  }
  return null;
}

/** The listing numbers of a pending list, skipping entries that carry none. */
export function pendingNumbers(list: unknown): string[] {
  return Array.isArray(list)
    ? list.map(pendingEntryNumber).filter((n): n is string => n !== null)
    : [];
}
