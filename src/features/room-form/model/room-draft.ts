// The listing form's draft (issue 23 #4): kept in this browser's localStorage, one per office
// (ui.json storage.listingDraftPrefix + agentId). Photos are already on the server once uploaded,
// so the draft holds their ids and addresses, not the files: a few kilobytes at most. The
// server keeps an office's unattached photos until a listing takes them (room_photos), so a
// draft's photos are still there when it comes back.
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { cookies } from '@/lib/cookies';
import { localGet, localRemove, localSet } from '@/lib/storage';
import { LISTING_DRAFT_COOKIE } from '@/ssr/render-hints';
import { roomFormDefaults, type RoomFormValues, type RoomPhoto } from './room-form-values';

export interface RoomDraft {
  values: RoomFormValues;
  /** When it was last written (ISO time). */
  savedAt: string;
}

const key = (agentId: number) => `${readConfig(uiConfig).storage.listingDraftPrefix}${agentId}`;

const isPhoto = (p: unknown): p is RoomPhoto =>
  !!p &&
  typeof p === 'object' &&
  ['photoId', 'url', 'thumbUrl'].every(
    (k) => typeof (p as Record<string, unknown>)[k] === 'string',
  );

/** The stored values field by field: a field of the wrong type (another version wrote it) is empty. */
function valuesOf(raw: unknown): RoomFormValues {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const values = { ...roomFormDefaults };
  for (const [k, empty] of Object.entries(roomFormDefaults) as [keyof RoomFormValues, unknown][]) {
    const v = r[k];
    if (typeof empty === 'string' && typeof v === 'string')
      (values as unknown as Record<string, unknown>)[k] = v;
  }
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((t) => typeof t === 'string') : []);
  values.tags = strings(r.tags);
  values.maintenanceIncludes = strings(r.maintenanceIncludes);
  const fee = r.maintenanceBreakdown;
  if (fee && typeof fee === 'object' && !Array.isArray(fee))
    values.maintenanceBreakdown = Object.fromEntries(
      Object.entries(fee).filter(([, v]) => typeof v === 'string'),
    );
  if (Array.isArray(r.photos)) values.photos = r.photos.filter(isPhoto);
  return values;
}

/**
 * Tells the server whether a draft waits for the new-listing form (src/ssr/render-hints.ts):
 * set and removed with the draft, and again whenever the form has looked for one, so a draft kept
 * before the cookie existed (or a cookie the browser dropped) is told too.
 */
export function markDraftKept(kept: boolean): void {
  if (kept) cookies.setForDays(LISTING_DRAFT_COOKIE, '1', 365);
  else if (cookies.get(LISTING_DRAFT_COOKIE) !== undefined) cookies.remove(LISTING_DRAFT_COOKIE);
}

/** The office's draft, or null when there is none (or it cannot be read). */
export function readRoomDraft(agentId: number): RoomDraft | null {
  if (!agentId) return null;
  const text = localGet(key(agentId));
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { values?: unknown; savedAt?: unknown };
    if (typeof parsed.savedAt !== 'string') return null;
    return { values: valuesOf(parsed.values), savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeRoomDraft(agentId: number, values: RoomFormValues, now = new Date()): string {
  const savedAt = now.toISOString();
  if (!agentId) return savedAt;
  localSet(key(agentId), JSON.stringify({ values, savedAt }));
  markDraftKept(true);
  return savedAt;
}

export function clearRoomDraft(agentId: number): void {
  if (!agentId) return;
  localRemove(key(agentId));
  markDraftKept(false);
}

/** Whether the values hold anything a broker typed or chose (the position is the account's). */
export function hasInput(values: RoomFormValues): boolean {
  return (Object.keys(roomFormDefaults) as (keyof RoomFormValues)[]).some((k) => {
    if (k === 'position') return false;
    const v = values[k];
    const empty = roomFormDefaults[k];
    if (Array.isArray(v)) return v.length > 0;
    if (typeof v === 'object') return Object.values(v).some((a) => a !== '');
    return v !== empty;
  });
}
