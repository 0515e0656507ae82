/** Where a CSV of the statistics downloads from (a plain link, as the list's export:
 * src/features/rooms/model/csv-url.ts). */
export const roomStatsCsvUrl = (apiBase: string, part: 'listings' | 'months'): string =>
  `${apiBase}/room/stats/csv?part=${part}`;
