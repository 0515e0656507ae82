import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import {
  inquiryListQueryOptions,
  type InquiryState,
  type InquiryTab,
} from '../api/get-inquiry-list';

/** The channels, in the order their tabs show. */
export const INQUIRY_TABS: readonly InquiryTab[] = ['talk', 'sms'];

/** The inquiry list is served in pages of the API default size. */
export const INQUIRY_PAGE_SIZE = 10;

const stateOf = (v: string | null): InquiryState | '' =>
  v === 'answered' || v === 'unanswered' ? v : '';

/**
 * The channel's inquiries as the address asks for them (`:tab`, `?state=&keyword=&page=`),
 * desktop and mobile alike, and `go` to change the conditions (a new condition starts at page 1).
 */
export function useInquiryList() {
  const params = useParams();
  const tab: InquiryTab = params.tab === 'sms' ? 'sms' : 'talk';
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const state = stateOf(search.get('state'));
  const keyword = search.get('keyword')?.trim() ?? '';
  const query = useQuery(
    inquiryListQueryOptions(tab, {
      page,
      ...(state ? { state } : {}),
      ...(keyword ? { keyword } : {}),
    }),
  );
  // A row without its number cannot be opened: it is left out rather than break the list.
  const items = (query.data?.items ?? []).filter((i) => i?.inquirySeq != null);
  const go = (next: { page?: number; state?: InquiryState | ''; keyword?: string }) => {
    const p: Record<string, string> = {};
    const s = next.state ?? state;
    const k = next.keyword ?? keyword;
    if (s) p.state = s;
    if (k) p.keyword = k;
    if ((next.page ?? 1) > 1) p.page = String(next.page);
    setSearch(p);
  };
  return { tab, page, state, keyword, query, items, go };
}
