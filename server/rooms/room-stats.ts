// The office's listing statistics (issue 26 #5), every figure from rows the portal holds: days
// advertised from the status log (server/db/migrations/029_listing_statistics.sql), inquiries
// from the inquiries that name the listing, claims converted from the gongsil rooms that became
// a listing, slots held from the office's order lines (server/rooms/slots.ts) and money spent
// from its orders. The portal records no views of a listing, so there are none here.
import { activeOn } from '../../domain/product-periods.ts';
import { findProduct, type Catalogue } from '../../domain/product.ts';
import type { Db } from '../db/index.ts';
import { todayKst } from '../lib/format.ts';
import type { Schema } from '../lib/operations.ts';
import { lineSlots } from './slots.ts';

type Q = Db['query'];

/** Months the office figures cover, the current one last. */
export const STAT_MONTHS = 12;

export interface ListingStatRow {
  room_id: string;
  rooms_seq: number;
  title: string;
  status: Schema<'RoomStatus'>;
  saved_time: string;
  ad_seconds: number;
  talk: number;
  sms: number;
  from_claim: boolean;
}

/** Per listing, newest first: seconds advertised (the spans its log spends in 'public', the
 * open one up to now), inquiries by channel, and whether a gongsil claim became it. */
export const listingStatsSql = (limit: number | string, offset: number | string) =>
  `SELECT r.room_id, r.rooms_seq, r.title, r.status, r.saved_time,
          coalesce((SELECT sum(extract(epoch FROM coalesce(s.next_at, now()) - s.at))
             FROM (SELECT l.status, l.at, lead(l.at) OVER (ORDER BY l.at, l.id) AS next_at
                     FROM agent_room_status_log l WHERE l.rooms_seq = r.rooms_seq) s
            WHERE s.status = 'public'), 0)::float8 AS ad_seconds,
          (SELECT count(*) FROM inquiries i WHERE i.rooms_seq = r.rooms_seq AND i.tab = 'talk')::int AS talk,
          (SELECT count(*) FROM inquiries i WHERE i.rooms_seq = r.rooms_seq AND i.tab = 'sms')::int AS sms,
          -- IS NOT NULL names the partial index of the converted claims: without it the planner
          -- may hash every gongsil room for the page (100,000 at scale, docs/perf/scale.md).
          EXISTS (SELECT 1 FROM gongsil_rooms g WHERE g.listing_rooms_seq = r.rooms_seq
                     AND g.listing_rooms_seq IS NOT NULL) AS from_claim
     FROM agent_rooms r WHERE r.agent_id = $1
    ORDER BY r.saved_time DESC, r.rooms_seq DESC LIMIT ${limit} OFFSET ${offset}`;

/** Whole days advertised, a started day counting as one (as the portal counts ad days). */
export const adDays = (seconds: number): number => Math.ceil(Math.max(0, seconds) / 86_400);

export function listingStatJson(r: ListingStatRow): Schema<'ListingStat'> {
  return {
    roomId: r.room_id,
    roomsSeq: r.rooms_seq,
    title: r.title,
    status: r.status,
    daysAdvertised: adDays(Number(r.ad_seconds)),
    inquiries: r.talk + r.sms,
    talkInquiries: r.talk,
    smsInquiries: r.sms,
    fromGongsilClaim: r.from_claim,
  };
}

/** The months in Korean time, oldest first: their label, their first day (the key of
 * agent_room_months) and their first and last instants (as timestamptz, to bound reads by time). */
const MONTHS_CTE = `months AS (
    SELECT to_char(m, 'YYYY-MM') AS month, m::date AS first, m AT TIME ZONE 'Asia/Seoul' AS start,
           (m + interval '1 month') AT TIME ZONE 'Asia/Seoul' AS stop
      FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') - interval '${STAT_MONTHS - 1} months',
                           date_trunc('month', now() AT TIME ZONE 'Asia/Seoul'), interval '1 month') m)`;
const kst = (col: string) => `(${col} AT TIME ZONE 'Asia/Seoul')`;

/** Per month: registered, ended, completed, claims converted, and the listings advertised at
 * the month's end (now, for the current month). The first three and the changes of the listings
 * advertised are kept per month by the status log's triggers (agent_room_months, migration 035);
 * the listings advertised at a month's end are the running sum of the changes up to it, less,
 * for the current month, the changes of rows logged ahead of now (there are normally none). The
 * claims converted are counted from the office's converted claims (a few), each by the month its
 * listing was registered in. */
export const MONTH_COUNTS_SQL = `WITH ${MONTHS_CTE},
  kept AS (
    SELECT k.month, k.registered, k.ended, k.completed,
           sum(k.public_change) OVER (ORDER BY k.month) AS advertised
      FROM agent_room_months k WHERE k.agent_id = $1),
  claims AS (
    SELECT date_trunc('month', ${kst('l.at')})::date AS month, count(*) AS n
      FROM (SELECT DISTINCT g.listing_rooms_seq AS seq FROM gongsil_rooms g
             WHERE g.agent_id = $1 AND g.listing_rooms_seq IS NOT NULL) g
     -- OFFSET 0 keeps this a lookup per claim (the listing's own log rows): joined, the
     -- planner may read the office's whole log instead.
     CROSS JOIN LATERAL (SELECT l.at FROM agent_room_status_log l
             WHERE l.rooms_seq = g.seq AND l.agent_id = $1 AND l.registered OFFSET 0) l
     GROUP BY 1),
  ahead AS (
    SELECT coalesce(sum((l.status = 'public')::int - coalesce((
             SELECT (p.status = 'public')::int FROM agent_room_status_log p
              WHERE p.rooms_seq = l.rooms_seq AND p.agent_id = l.agent_id AND (p.at, p.id) < (l.at, l.id)
              ORDER BY p.at DESC, p.id DESC LIMIT 1), 0)), 0) AS change
      FROM agent_room_status_log l
     WHERE l.agent_id = $1 AND l.at >= now() AND l.at < (SELECT max(stop) FROM months))
  SELECT m.month, coalesce(k.registered, 0) AS registered, coalesce(k.ended, 0) AS ended,
         coalesce(k.completed, 0) AS completed, coalesce(c.n, 0)::int AS claims,
         (coalesce((SELECT a.advertised FROM kept a WHERE a.month <= m.first
                     ORDER BY a.month DESC LIMIT 1), 0)
           - CASE WHEN m.stop > now() THEN (SELECT change FROM ahead) ELSE 0 END)::int AS advertised
    FROM months m LEFT JOIN kept k ON k.month = m.first LEFT JOIN claims c ON c.month = m.first
   ORDER BY m.month`;

/** Money spent per month and product type (the order lines' totals, by the order's date). */
const MONTH_SPENT_SQL = `WITH ${MONTHS_CTE}
  SELECT to_char(date_trunc('month', ${kst('o.ordered_at')}), 'YYYY-MM') AS month, l.type,
         max(l.name) AS name, sum(l.total)::float8 AS amount
    FROM order_lines l JOIN orders o ON o.id = l.order_id
   WHERE l.agent_id = $1 AND o.ordered_at >= (SELECT min(start) FROM months)
   GROUP BY 1, 2 ORDER BY 1, 2`;

/** The office's lines, for the slots held on each month's last day. */
const LINES_SQL = `SELECT type, day, quantity, to_char(period_from, 'YYYY-MM-DD') AS "periodFrom",
         to_char(period_to, 'YYYY-MM-DD') AS "periodTo"
    FROM order_lines WHERE agent_id = $1 AND period_to >= (now() - interval '${STAT_MONTHS + 1} months')::date`;

interface MonthCountRow {
  month: string;
  registered: number;
  ended: number;
  completed: number;
  claims: number;
  advertised: number;
}

/** The day a month's slots are counted on: its last day, or today for the current month. */
function slotDay(month: string, today: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return last < today ? last : today;
}

/** The office's figures per month, oldest first, with the product names of `catalogue`. */
export async function officeMonths(
  q: Q,
  agentId: number,
  catalogue: Catalogue,
  now = new Date(),
): Promise<Schema<'OfficeMonthStat'>[]> {
  const [counts, spent, lines] = await Promise.all([
    q<MonthCountRow>(MONTH_COUNTS_SQL, [agentId]),
    q<{ month: string; type: number; name: string; amount: number }>(MONTH_SPENT_SQL, [agentId]),
    q<{ type: number; day: string; quantity: number; periodFrom: string; periodTo: string }>(
      LINES_SQL,
      [agentId],
    ),
  ]);
  const today = todayKst(now);
  return counts.map((c) => {
    const day = slotDay(c.month, today);
    const held = activeOn(lines, day).reduce((s, l) => s + lineSlots(catalogue, l), 0);
    const products = spent
      .filter((s) => s.month === c.month)
      .map((s) => ({
        type: s.type,
        name: findProduct(catalogue, s.type)?.label ?? s.name,
        amount: Number(s.amount),
      }));
    return {
      month: c.month,
      registered: c.registered,
      ended: c.ended,
      completed: c.completed,
      claimsConverted: c.claims,
      slotsUsed: c.advertised,
      slotsHeld: held,
      spent: products.reduce((s, p) => s + p.amount, 0),
      spentByProduct: products,
    };
  });
}
