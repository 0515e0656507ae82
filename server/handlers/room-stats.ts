// Handlers of tag "room" for the office's listing statistics (issue 26 #5): the page's figures
// and their CSV files. The queries live in server/rooms/room-stats.ts.
import { requestConfig } from '../config/request-config.ts';
import { caller } from '../lib/auth.ts';
import { ok, pageArgs, query, type Ctx, type Handlers } from '../lib/http.ts';
import { CSV_MAX_ROWS } from '../rooms/room-csv.ts';
import { listingStatsCsv, monthStatsCsv, statsCsvDisposition } from '../rooms/room-stats-csv.ts';
import {
  listingStatJson,
  listingStatsSql,
  officeMonths,
  type ListingStatRow,
} from '../rooms/room-stats.ts';

export function roomStatsHandlers({ db }: Ctx): Handlers {
  return {
    async getRoomStats(req) {
      const a = caller(req);
      const { page, limit, offset } = pageArgs(query<{ page?: number; limit?: number }>(req), 10);
      const { products } = await requestConfig(req, db);
      const [rows, [count], months] = await Promise.all([
        db.query<ListingStatRow>(listingStatsSql('$2', '$3'), [a.agentId, limit, offset]),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_rooms WHERE agent_id = $1', [
          a.agentId,
        ]),
        officeMonths(db.query, a.agentId, products),
      ]);
      return ok({
        listings: rows.map(listingStatJson),
        total: count?.n ?? 0,
        page,
        limit,
        months,
      });
    },
    async getRoomStatsCsv(req, reply) {
      const a = caller(req);
      const { part = 'listings' } = query<{ part?: 'listings' | 'months' }>(req);
      const { products, messages } = await requestConfig(req, db);
      const text =
        part === 'months'
          ? monthStatsCsv(await officeMonths(db.query, a.agentId, products))
          : listingStatsCsv(
              (await db.query<ListingStatRow>(listingStatsSql(CSV_MAX_ROWS, 0), [a.agentId])).map(
                listingStatJson,
              ),
              messages,
            );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', statsCsvDisposition(part))
        .header('cache-control', 'no-store')
        .send(text);
    },
  };
}
