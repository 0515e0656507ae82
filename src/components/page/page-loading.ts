/**
 * Marks what stands where a page's data will: the footer stays hidden while main holds one
 * (src/app/layout/app-layout.tsx), so the data coming does not push it down.
 */
export const PAGE_LOADING = { 'data-page-loading': '' } as const;
