import { uiConfig } from '@/generated/config/ui';

type DataLayer = unknown[];
interface AnalyticsWindow {
  dataLayer?: DataLayer;
  gtag?: (...args: unknown[]) => void;
}

const ids = (import.meta.env.VITE_GA_IDS ?? '')
  .split(',')
  .map((s: string) => s.trim())
  .filter(Boolean);

let loaded = false;

/**
 * Analytics adapter: pushes to window.dataLayer always; loads gtag.js only when ids are
 * configured, so tests and local runs never make a network call.
 */
function ensureLoaded(): AnalyticsWindow {
  const w = window as unknown as AnalyticsWindow;
  w.dataLayer ??= [];
  if (!w.gtag) {
    w.gtag = function gtag() {
      // gtag.js reads the raw `arguments` object, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      (w.dataLayer as DataLayer).push(arguments);
    };
  }
  if (!loaded && ids.length) {
    loaded = true;
    const s = document.createElement('script');
    s.async = true;
    s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0] ?? '')}`;
    document.head.appendChild(s);
    w.gtag('js', new Date());
    ids.forEach((id: string) => w.gtag?.('config', id, { send_page_view: false }));
  }
  return w;
}

/** The two tracking ids (or dummy ones when none are configured, so events stay inspectable). */
export const trackingIds = (): string[] => (ids.length ? ids : ['G-DUMMY-1', 'G-DUMMY-2']);

export function pageView(path: string): void {
  const w = ensureLoaded();
  for (const id of trackingIds()) w.gtag?.('event', 'page_view', { send_to: id, page_path: path });
}

export function trackEvent(
  action: string,
  params: { category: string; label?: string | number } & Record<string, unknown>,
): void {
  const { category, label, ...rest } = params;
  ensureLoaded().gtag?.('event', action, { event_category: category, event_label: label, ...rest });
}

/** Outbound link: send the event, then continue after the hit or the time-out, whichever is first. */
export function trackOutbound(url: string, go: () => void): void {
  let done = false;
  const finish = () => {
    if (!done) {
      done = true;
      go();
    }
  };
  ensureLoaded().gtag?.('event', 'click', {
    event_category: 'outbound',
    event_label: url,
    event_callback: finish,
  });
  window.setTimeout(finish, uiConfig.analytics.outboundTimeoutMs);
}
