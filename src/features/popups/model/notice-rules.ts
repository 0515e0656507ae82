import { messages } from '@/generated/config/messages';
import { cookieName, cookies } from '@/lib/cookies';
import { fmt } from '@/lib/format-message';
import type { ImageNotice, StepConfig, StepType, TextNotice } from './types';

/** Cookie of each step type when the config gives none (decisions §12, seed 000 §9). */
export const DEFAULT_COOKIES = {
  'text-notice': { name: 'notice_popup_{seq}', days: 365 },
  'image-notice': { name: 'event_banner_{seq}', days: 1 },
  'no-item': { name: 'no_item_notice', days: 3 },
} as const satisfies Partial<Record<StepType, { name: string; days: number }>>;

type CookieStep = keyof typeof DEFAULT_COOKIES;

export function stepCookie(step: Pick<StepConfig, 'cookie'> & { type: CookieStep }): {
  name: string;
  days: number;
} {
  return step.cookie ?? DEFAULT_COOKIES[step.type];
}

/** `expires` as a positive whole number of days, or null when empty (A-23: null, '', 0 …). */
export function parseExpires(expires: unknown): number | null {
  if (expires === null || expires === undefined || expires === '') return null;
  const n = typeof expires === 'number' ? expires : Number(String(expires).trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Text-notice dismiss label: empty → do not show again, 1 → today, N → N days. */
export function dismissLabel(expires: unknown): string {
  const n = parseExpires(expires);
  if (n === null) return messages.popups.dismissForever;
  if (n === 1) return messages.popups.dismissToday;
  return fmt(messages.popups.dismissDays, { n });
}

/** Days a text-notice dismissal lasts: expires, or the default (365) when empty. */
export const noticeDismissDays = (expires: unknown, defaultDays = 365): number =>
  parseExpires(expires) ?? defaultDays;

/** Days an image notice stays hidden: expires || 1. */
export const imageHideDays = (expires: unknown, defaultDays = 1): number =>
  parseExpires(expires) ?? defaultDays;

export const seqCookie = (pattern: string, seq: number): string => cookieName(pattern, { seq });

/** The notices whose per-seq cookie is absent, in server order. */
export function visibleBySeqCookie<T extends TextNotice | ImageNotice>(
  list: readonly T[] | null | undefined,
  pattern: string,
): T[] {
  return (list ?? []).filter((n) => cookies.get(seqCookie(pattern, n.seq)) === undefined);
}

/**
 * The address an image notice opens: `auth_key` is set through URL.searchParams when the event
 * requires login, keeping existing parameters and encoding the key.
 */
export function buildEventUrl(
  url: string,
  isLoginRequired: boolean,
  authKey: string | null | undefined,
  base: string = window.location.origin,
): string {
  const u = new URL(url, base);
  if (isLoginRequired && authKey) u.searchParams.set('auth_key', authKey);
  return u.toString();
}

/** Banner click analytics label: title, else seq. */
export const bannerLabel = (n: Pick<ImageNotice, 'title' | 'seq'>): string | number =>
  n.title || n.seq;
