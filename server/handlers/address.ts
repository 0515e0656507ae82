// Handlers of tag "address": the legal districts (법정동) the address search offers, answered
// from the in-memory index of the shipped dataset (server/address/legal-districts.ts).
import { legalDistricts } from '../address/legal-districts.ts';
import { LISTING_LEVELS } from '../address/room-district.ts';
import { ok, query, type Handlers } from '../lib/http.ts';

export function addressHandlers(): Handlers {
  return {
    async getLegalDistricts(req) {
      const qs = query<{ q?: string; under?: string; scope?: string; limit?: number }>(req);
      const ix = await legalDistricts();
      const items = ix.search(qs.q ?? '', {
        under: qs.under,
        levels: qs.scope === 'listing' && qs.q ? LISTING_LEVELS : undefined,
        limit: qs.limit ?? 20,
      });
      return ok({ items });
    },
  };
}
