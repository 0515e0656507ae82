import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

type DataLayer = unknown[];
interface AnalyticsWindow {
  dataLayer?: DataLayer;
  gtag?: (...args: unknown[]) => void;
}

const env = import.meta.env;
const ids = (env.VITE_GA_IDS ?? '')
  .split(',')
  .map((s: string) => s.trim())
  .filter(Boolean);
const gtmId = (env.VITE_GTM_ID ?? '').trim();
const TAG_BASE = 'https://www.googletagmanager.com';

let loaded = false;

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/**
 * Analytics adapter: pushes to window.dataLayer always; loads the GTM container
 * (`VITE_GTM_ID`) and gtag.js (`VITE_GA_IDS`) once, only when configured, so tests and local
 * runs never make a network call.
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
  if (!loaded) {
    loaded = true;
    if (gtmId) {
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(`${TAG_BASE}/gtm.js?id=${encodeURIComponent(gtmId)}`);
    }
    if (ids.length) {
      addScript(`${TAG_BASE}/gtag/js?id=${encodeURIComponent(ids[0] ?? '')}`);
      w.gtag('js', new Date());
      ids.forEach((id: string) => w.gtag?.('config', id, { send_page_view: false }));
    }
  }
  return w;
}

/** The two tracking ids (or dummy ones when none are configured, so events stay inspectable). */
export const trackingIds = (): string[] => (ids.length ? ids : ['G-DUMMY-1', 'G-DUMMY-2']);

export function pageView(path: string): void {
  const w = ensureLoaded();
  for (const id of trackingIds()) w.gtag?.('event', 'page_view', { send_to: id, page_path: path });
}

/**
 * Extra event parameters become custom dimensions and metrics; the property takes at most
 * `uiConfig.analytics.maxCustomDimensions` (200), so the rest are dropped here with a warning
 * instead of silently by the vendor.
 */
function capDimensions(extra: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(extra);
  const max = readConfig(uiConfig).analytics.maxCustomDimensions;
  if (entries.length <= max) return extra;
  console.warn(`analytics: ${entries.length - max} custom parameters over the ${max} cap dropped`);
  return Object.fromEntries(entries.slice(0, max));
}

export function trackEvent(
  action: string,
  params: { category: string; label?: string | number } & Record<string, unknown>,
): void {
  const { category, label, ...rest } = params;
  ensureLoaded().gtag?.('event', action, {
    event_category: category,
    event_label: label,
    ...capDimensions(rest),
  });
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
  window.setTimeout(finish, readConfig(uiConfig).analytics.outboundTimeoutMs);
}
