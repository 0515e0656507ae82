import { routesConfig } from '@/generated/config/routes';

type DeepLinkRule = {
  readonly link: string;
  readonly to: string;
  readonly query?: { readonly [param: string]: readonly string[] };
};

/**
 * Deep links: `?data=<json>` whose `link` names a rule of routes.json `deepLinks`.
 * Returns the target (path plus query taken from the data) or null when the query has no data,
 * the JSON is malformed or the link is unknown (all ignored silently).
 */
export function resolveDeepLink(
  search: string,
  rules: readonly DeepLinkRule[] = routesConfig.deepLinks,
): string | null {
  const raw = new URLSearchParams(search).get('data');
  if (raw === null || raw === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const fields = data as Record<string, unknown>;
  const rule = rules.find((r) => r.link === fields.link);
  if (!rule) return null;
  if (!rule.query) return rule.to;
  const query = new URLSearchParams();
  for (const [param, sources] of Object.entries(rule.query)) {
    const value = sources
      .map((k) => fields[k])
      .find((v) => v !== undefined && v !== null && typeof v !== 'object');
    query.set(param, value === undefined ? '' : String(value));
  }
  return `${rule.to}?${query.toString()}`;
}
