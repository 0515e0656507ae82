import { useEffect, useRef } from 'react';
import { useAddressMovedOn } from '@/lib/use-address-moved-on';
import { pageAfterEnd } from './pagination-window';

/**
 * A list screen whose address asks for a page past the end (`?page=99`, or the last page after
 * its last item was deleted) moves to the last page: `replacePage(last)` runs once the total for
 * this very page is known (pass `total` undefined while it is not, e.g. placeholder data). It
 * should replace the address, so Back does not return to the empty page. Returns true while the
 * page is past the end, so the screen does not say "none" under a total that says otherwise.
 * Nothing is replaced once the broker has asked for another screen (use-address-moved-on.ts).
 */
export function usePageAfterEnd(
  total: number | undefined,
  page: number,
  limit: number,
  replacePage: (page: number) => void,
): boolean {
  const target = pageAfterEnd(total, page, limit);
  const replace = useRef(replacePage);
  const addressMovedOn = useAddressMovedOn();
  useEffect(() => {
    replace.current = replacePage;
  });
  useEffect(() => {
    if (target !== null && !addressMovedOn()) replace.current(target);
  }, [target, addressMovedOn]);
  return target !== null;
}
