import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dabangRoomListQueryOptions } from '../api/get-dabang-room-list';
import { listSearchParams, parseListSearch } from '../model/list-search';

/** The listing list is served in pages of ten, desktop and mobile alike. */
export const ROOM_PAGE_SIZE = 10;

/**
 * The office's listings as the address asks for them (keyword, status, filters, order, page; deep
 * links), and `go` to change them: a new condition starts at page 1 unless `next` names a page.
 */
export function useDabangListAddress() {
  const [search, setSearch] = useSearchParams();
  const current = parseListSearch(search);
  const { page, ...filter } = current;
  const query = useQuery(dabangRoomListQueryOptions({ ...filter, page, limit: ROOM_PAGE_SIZE }));
  const go = (next: Partial<typeof current>, options?: { replace: boolean }) =>
    setSearch(listSearchParams({ ...current, page: 1, ...next }), options);
  return { current, filter, query, go };
}
