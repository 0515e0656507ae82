import { describe, expect, it } from 'vitest';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { cookies } from '@/lib/cookies';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { HOSTILE_HTML } from '@/testing/hostile-html';
import {
  bannerLabel,
  buildEventUrl,
  dismissLabel,
  imageHideDays,
  noticeDismissDays,
  parseExpires,
  seqCookie,
  stepCookie,
  visibleBySeqCookie,
} from './notice-rules';
import { isRoleEmpty, roleOptions, positionLabel, canSubmitRole } from './role-rules';
import type { ChainConfig, StepConfig } from './types';

/** The start-up chain of spec/config/popup-chain.json. */
const startup: ChainConfig = popupChainConfig.chains.find((c) => c.id === 'startup')!;

describe('text-notice expires rules (A-23)', () => {
  it.each([
    [null, '다시 보지 않기', 365],
    [undefined, '다시 보지 않기', 365],
    ['', '다시 보지 않기', 365],
    [0, '다시 보지 않기', 365],
    ['0', '다시 보지 않기', 365],
    [1, '오늘 하루 보지 않기', 1],
    ['1', '오늘 하루 보지 않기', 1],
    [3, '3일간 보지 않기', 3],
    ['7', '7일간 보지 않기', 7],
    [-2, '다시 보지 않기', 365],
    ['abc', '다시 보지 않기', 365],
  ])('expires %o → %s, %i days', (expires, label, days) => {
    expect(dismissLabel(expires)).toBe(label);
    expect(noticeDismissDays(expires, 365)).toBe(days);
  });

  it('parses numeric strings and rejects non-integers', () => {
    expect(parseExpires(' 5 ')).toBe(5);
    expect(parseExpires(1.5)).toBeNull();
  });
});

describe('cookie names and lifetimes (decisions §12)', () => {
  const step = (id: string): StepConfig => startup.steps.find((s) => s.id === id)!;
  it('come from popup-chain.json', () => {
    expect(stepCookie(step('text-notice'))).toEqual({ name: 'notice_popup_{seq}', days: 365 });
    expect(stepCookie(step('image-notice'))).toEqual({ name: 'event_banner_{seq}', days: 1 });
    expect(stepCookie(step('no-item'))).toEqual({ name: 'no_item_notice', days: 3 });
  });
  it('have no second default in code: a cookie step without one is a loud error', () => {
    expect(() => stepCookie({ id: 'no-item' })).toThrow(
      "popup step 'no-item' has no cookie in popup-chain.json",
    );
  });
  it('fill the seq', () => {
    expect(seqCookie('notice_popup_{seq}', 12)).toBe('notice_popup_12');
    expect(seqCookie('event_banner_{seq}', 3)).toBe('event_banner_3');
  });
  it('image notices hide for expires || 1 days', () => {
    expect(imageHideDays(null, 1)).toBe(1);
    expect(imageHideDays(0, 1)).toBe(1);
    expect(imageHideDays(1, 1)).toBe(1);
    expect(imageHideDays(5, 1)).toBe(5);
  });
  it('notices with their cookie set are left out', () => {
    cookies.setForDays('event_banner_2', '1', 1);
    const list = [1, 2, 3].map((seq) => ({ seq }) as never);
    expect(
      visibleBySeqCookie(list, 'event_banner_{seq}').map((n: { seq: number }) => n.seq),
    ).toEqual([1, 3]);
  });
});

describe('buildEventUrl (A-24)', () => {
  it('appends auth_key when login is required, keeping existing params and encoding', () => {
    expect(buildEventUrl('https://example.kr/e?a=1#top', true, 'k y/&=')).toBe(
      'https://example.kr/e?a=1&auth_key=k+y%2F%26%3D#top',
    );
  });
  it('replaces an existing auth_key instead of duplicating it', () => {
    expect(buildEventUrl('https://example.kr/e?auth_key=old', true, 'new')).toBe(
      'https://example.kr/e?auth_key=new',
    );
  });
  it('leaves the url alone when login is not required or there is no key', () => {
    expect(buildEventUrl('https://example.kr/e?a=1', false, 'key')).toBe(
      'https://example.kr/e?a=1',
    );
    expect(buildEventUrl('https://example.kr/e', true, '')).toBe('https://example.kr/e');
  });
  it('resolves relative urls against the page', () => {
    expect(buildEventUrl('/event/1', true, 'abc', 'http://portal.test')).toBe(
      'http://portal.test/event/1?auth_key=abc',
    );
  });
  it('labels the banner event with title, else seq', () => {
    expect(bannerLabel({ title: '이벤트', seq: 4 })).toBe('이벤트');
    expect(bannerLabel({ title: '', seq: 4 })).toBe(4);
  });
});

describe('role rules (A-26)', () => {
  it('masters get positions 0 and 2, sub-users 1', () => {
    expect(roleOptions(true)).toEqual([0, 2]);
    expect(roleOptions(false)).toEqual([1]);
    expect(roleOptions(true).map(positionLabel)).toEqual(['대표공인중개사', '중개보조원']);
    expect(roleOptions(false).map(positionLabel)).toEqual(['소속공인중개사']);
  });
  it('empty means null, undefined or empty text; 0 is a role', () => {
    expect([null, undefined, ''].every(isRoleEmpty)).toBe(true);
    expect(isRoleEmpty(0)).toBe(false);
    expect(isRoleEmpty(2)).toBe(false);
  });
  it('submit needs a choice and no save in flight', () => {
    expect(canSubmitRole(null, false)).toBe(false);
    expect(canSubmitRole(0, true)).toBe(false);
    expect(canSubmitRole(0, false)).toBe(true);
  });
});

describe('notice content sanitising', () => {
  it('drops script tags and event-handler attributes, keeps markup', () => {
    const out = sanitizeHtml(`<p>안내 <b>굵게</b></p>${HOSTILE_HTML}`);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/onerror/i);
    expect(out).toContain('<b>굵게</b>');
    const host = document.createElement('div');
    host.innerHTML = out;
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
