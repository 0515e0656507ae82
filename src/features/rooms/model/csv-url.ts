import { listFilterParams, type DabangListFilter } from '../api/get-dabang-room-list';

/** Where the CSV of the list with these conditions downloads from (a plain link: the session
 * cookie goes with it, and the browser saves the file under the server's name). */
export function roomsCsvUrl(apiBase: string, filter: DabangListFilter): string {
  const qs = new URLSearchParams(
    Object.entries(listFilterParams(filter)).map(([k, v]) => [k, String(v)]),
  ).toString();
  return `${apiBase}/room/dabang-list/csv${qs ? `?${qs}` : ''}`;
}
