import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { cookieName, cookies } from '@/lib/cookies';
import { fmt } from '@/lib/format-message';
import type { ImageNotice, StepConfig, TextNotice } from './types';

/**
 * The cookie a step remembers its dismissal in: only popup-chain.json names it and its lifetime
 * (decisions §12), so staff change both in one place. The checker refuses a cookie step without
 * one, so a miss here is a programming error.
 */
export function stepCookie(step: Pick<StepConfig, 'cookie' | 'id'>): {
  name: string;
  days: number;
} {
  if (!step.cookie) throw new Error(`popup step '${step.id}' has no cookie in popup-chain.json`);
  return step.cookie;
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
  if (n === null) return readConfig(messages.popups).dismissForever;
  if (n === 1) return readConfig(messages.popups).dismissToday;
  return fmt(readConfig(messages.popups).dismissDays, { n });
}

/** Days a text-notice dismissal lasts: expires, or the step cookie's days when empty. */
export const noticeDismissDays = (expires: unknown, defaultDays: number): number =>
  parseExpires(expires) ?? defaultDays;

/** Days an image notice stays hidden: expires, or the step cookie's days when empty. */
export const imageHideDays = (expires: unknown, defaultDays: number): number =>
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
