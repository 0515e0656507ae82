import { ok, type Ctx, type Handlers } from '../lib/http.ts';

export function termsHandlers({ db }: Ctx): Handlers {
  const list = async (col: 'for_login' | 'for_logout') =>
    (
      await db.query<{ terms_seq: number; origin_url: string; short_name: string }>(
        `SELECT terms_seq, origin_url, short_name FROM terms WHERE ${col} ORDER BY terms_seq`,
      )
    ).map((t) => ({
      termsSeq: t.terms_seq,
      originUrl: t.origin_url,
      termsShortName: t.short_name,
    }));
  return {
    async getTermsLoginFooter() {
      return ok(await list('for_login'));
    },
    async getTermsLogoutFooter() {
      return ok(await list('for_logout'));
    },
  };
}
