import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Win = Window & { dataLayer?: unknown[]; gtag?: unknown };

async function freshAnalytics() {
  vi.resetModules();
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
  return import('./analytics');
}

const lastEvent = () => {
  const last = (window as Win).dataLayer?.at(-1);
  return last ? Array.from(last as ArrayLike<unknown>) : [];
};

describe('analytics (A-75)', () => {
  beforeEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('loads the GTM container from VITE_GTM_ID once, with the gtm.start event', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    vi.stubEnv('VITE_GA_IDS', '');
    const { pageView } = await freshAnalytics();
    pageView('/dashboard');
    pageView('/room');
    const scripts = [...document.head.querySelectorAll('script')].map((s) => s.src);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
    expect((window as Win).dataLayer).toContainEqual(
      expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }),
    );
  });

  it('makes no network call without ids, yet still fills the dataLayer', async () => {
    vi.stubEnv('VITE_GTM_ID', '');
    vi.stubEnv('VITE_GA_IDS', '');
    const { pageView } = await freshAnalytics();
    pageView('/dashboard');
    expect(document.head.querySelector('script')).toBeNull();
    expect(lastEvent()).toEqual([
      'event',
      'page_view',
      { send_to: 'G-DUMMY-2', page_path: '/dashboard' },
    ]);
  });

  it('sends at most 200 custom parameters per event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { trackEvent } = await freshAnalytics();
    const extra = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`dim${i}`, i]));
    trackEvent('click', { category: 'banner', label: 'x', ...extra });
    const params = lastEvent()[2] as Record<string, unknown>;
    expect(Object.keys(params).filter((k) => k.startsWith('dim'))).toHaveLength(200);
    expect(params).toMatchObject({ event_category: 'banner', event_label: 'x', dim199: 199 });
    expect(params).not.toHaveProperty('dim200');
    expect(warn).toHaveBeenCalled();
  });
});

describe('outbound links (A-75)', () => {
  it('leaves in the same tab only after the hit callback or the 250 ms time-out', async () => {
    vi.useFakeTimers();
    await freshAnalytics();
    const { installOutboundTracking } = await import('./outbound-links');
    const leave = vi.fn();
    const remove = installOutboundTracking(document, leave);
    document.body.innerHTML = `<a href="https://www.kiaf.or.kr/">재단</a><a href="/room">내부</a>`;
    const [outbound, inner] = [...document.querySelectorAll('a')];
    inner?.addEventListener('click', (e) => e.preventDefault());
    inner?.click();
    expect(lastEvent()[1]).not.toBe('click');

    outbound?.click();
    const [, action, params] = lastEvent() as [string, string, Record<string, unknown>];
    expect(action).toBe('click');
    expect(params).toMatchObject({
      event_category: 'outbound',
      event_label: 'https://www.kiaf.or.kr/',
    });
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(249);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledExactlyOnceWith('https://www.kiaf.or.kr/');
    (params.event_callback as () => void)();
    expect(leave).toHaveBeenCalledTimes(1);
    remove();
    document.body.innerHTML = '';
  });

  it('lets a new-tab link open at once and still sends the outbound event', async () => {
    await freshAnalytics();
    const { installOutboundTracking } = await import('./outbound-links');
    const leave = vi.fn();
    const remove = installOutboundTracking(document, leave);
    document.body.innerHTML = `<a href="https://blog.naver.com/dabangapp" target="_blank">블로그</a>`;
    const a = document.querySelector('a') as HTMLAnchorElement;
    let prevented = true;
    document.addEventListener('click', (e) => (prevented = e.defaultPrevented), { once: true });
    a.click();
    expect(prevented).toBe(false);
    expect(lastEvent()[2]).toMatchObject({ event_category: 'outbound' });
    expect(leave).not.toHaveBeenCalled();
    remove();
    document.body.innerHTML = '';
  });
});
