import { api } from '@/api/client';
import { call } from '@/api/request';

/** Footer terms for the current login state. */
export const getFooterTerms = (loggedIn: boolean, signal?: AbortSignal) =>
  loggedIn
    ? call(api.GET('/terms/login/footer', { signal }))
    : call(api.GET('/terms/logout/footer', { signal }));

export type FooterTerm = Awaited<ReturnType<typeof getFooterTerms>>[number];
