import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

export interface PaginationWindow {
  /** ceil(total / limit), at least 1 when total > 0, 0 otherwise. */
  pageCount: number;
  /** The page clamped into [1, pageCount]. */
  current: number;
  /** Page numbers shown: the block of `blockSize` holding `current` (1–5, 6–10, …). */
  pages: number[];
}

/** Which page buttons to show: blocks of 5, page count from `limit`. */
export function paginationWindow(
  total: number,
  page: number,
  limit: number,
  blockSize: number = readConfig(uiConfig).pagination.maxButtons,
): PaginationWindow {
  const size = Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : 1;
  const pageCount = Number.isFinite(total) && total > 0 ? Math.ceil(total / size) : 0;
  if (pageCount === 0) return { pageCount: 0, current: 0, pages: [] };
  const p = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(p, 1), pageCount);
  const start = Math.floor((current - 1) / blockSize) * blockSize + 1;
  const end = Math.min(start + blockSize - 1, pageCount);
  const pages: number[] = [];
  for (let i = start; i <= end; i++) pages.push(i);
  return { pageCount, current, pages };
}

/**
 * The page a list moves to when `page` lies past the end of `total` items (issue 23): the last
 * page, or 1 when there is nothing. Null while the total is unknown or the page is in range.
 */
export function pageAfterEnd(
  total: number | undefined,
  page: number,
  limit: number,
): number | null {
  if (total === undefined) return null;
  const last = Math.max(paginationWindow(total, page, limit).pageCount, 1);
  return page > last ? last : null;
}
