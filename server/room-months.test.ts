// @vitest-environment node
// The statistics page's months (issue 26 #5) come from agent_room_months (migration 035), kept by
// triggers on the status log, instead of reading the office's whole log on every request. After
// every kind of write the kept figures must equal what the log itself says: the listings
// registered, ended and completed in each month and the listings advertised at each month's end
// (the spans the log spends in 'public'), computed below exactly as the page computed them from
// the log before 035. Also: applying 035 to a log already there, and what the page reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInFiles } from '../config/files.ts';
import type { Catalogue } from '../domain/product.ts';
import { migrate, type Db } from './db/index.ts';
import { seedListingHistory } from './db/seed/listing-history.ts';
import { listingStatsSql, MONTH_COUNTS_SQL, officeMonths } from './rooms/room-stats.ts';
import { openOneOfficeDb } from './test/one-office-db.ts';

let db: Db;
let cleanup: () => Promise<void>;

/** Months of history the log reference covers, the current one last (the history below starts
 * 20 months back, so advertised spans older than the page's 12 months are in play). */
const HISTORY_MONTHS = 26;

/** The figures per month from the log alone: the page's statement before migration 035
 * (server/rooms/room-stats.ts), over HISTORY_MONTHS months. */
const LOG_MONTHS_SQL = `WITH months AS (
    SELECT to_char(m, 'YYYY-MM') AS month, m AT TIME ZONE 'Asia/Seoul' AS start,
           (m + interval '1 month') AT TIME ZONE 'Asia/Seoul' AS stop
      FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') - interval '${HISTORY_MONTHS - 1} months',
                           date_trunc('month', now() AT TIME ZONE 'Asia/Seoul'), interval '1 month') m),
  spans AS MATERIALIZED (
    SELECT s.at, s.next_at FROM (
        SELECT l.status, l.at, lead(l.at) OVER (PARTITION BY l.rooms_seq ORDER BY l.at, l.id) AS next_at
          FROM agent_room_status_log l WHERE l.agent_id = $1) s
     WHERE s.status = 'public')
  SELECT m.month, m.stop > now() AS current,
         (SELECT count(*) FROM agent_room_status_log l WHERE l.agent_id = $1 AND l.registered
             AND l.at >= m.start AND l.at < m.stop)::int AS registered,
         (SELECT count(*) FROM agent_room_status_log l WHERE l.agent_id = $1 AND NOT l.registered
             AND l.status = 'invisible' AND l.at >= m.start AND l.at < m.stop)::int AS ended,
         (SELECT count(*) FROM agent_room_status_log l WHERE l.agent_id = $1 AND NOT l.registered
             AND l.status = 'complete' AND l.at >= m.start AND l.at < m.stop)::int AS completed,
         (SELECT count(*) FROM agent_room_status_log l WHERE l.agent_id = $1 AND l.registered
             AND l.at >= m.start AND l.at < m.stop AND EXISTS (SELECT 1 FROM gongsil_rooms g
                   WHERE g.listing_rooms_seq = l.rooms_seq AND g.agent_id = $1))::int AS claims,
         (SELECT count(*) FROM spans s
           WHERE s.at < least(m.stop, now()) AND (s.next_at IS NULL OR s.next_at >= least(m.stop, now())))::int AS advertised
    FROM months m ORDER BY m.month`;

interface LogMonth {
  month: string;
  current: boolean;
  registered: number;
  ended: number;
  completed: number;
  claims: number;
  advertised: number;
}

const LISTINGS = `INSERT INTO agent_rooms (rooms_seq, agent_id, title, address, room_type, selling_type,
    deposit, price, status, saved_time, building_type, room_count, bathroom_count, approval_kind,
    approval_date, parking_available, maintenance_fee, direction, direction_basis)`;
/** Listings from..to of office 1 (office 2 every fifth, while it exists), registered over the
 * last 20 months. */
const insertListings = (from: number, to: number, office2 = true) => `${LISTINGS}
  SELECT g, CASE WHEN g % 5 = 0 AND ${office2} THEN 2 ELSE 1 END, '매물 ' || g, '서울 관악구 신림동 ' || g,
         'ONE_ROOM', 'MONTHLY', 100, 30,
         (ARRAY['public','waiting','invisible','private','complete','public','confirm_ing'])[g % 7 + 1],
         now() - make_interval(days => (g * 37) % 600, hours => g % 24),
         'MULTI_FAMILY', 1, 1, 'USE_APPROVAL', DATE '2010-01-01', true, 50000, 'SOUTH', 'MAIN_ROOM'
    FROM generate_series(${from}, ${to}) g`;

beforeAll(async () => {
  ({ db, cleanup } = await openOneOfficeDb('room-months'));
  await db.exec(`
    INSERT INTO agents (id, name, address, tel, facename, phone, email, business_id, reg_id)
      VALUES (2, '둘째 사무소', '서울', '02', '대표', '010', 'b@x.kr', 'B2', 'R2');
    ${insertListings(1, 150)};`);
}, 120_000);
afterAll(() => cleanup());

const logMonths = (agentId: number) => db.query<LogMonth>(LOG_MONTHS_SQL, [agentId]);

/** The kept rows of an office that disagree with the log, month by month: registered, ended
 * and completed as counted, and the listings advertised at each past month's end (the running
 * sum of the kept changes; the current month's end is now, which the page corrects for rows
 * logged ahead of now). */
async function mismatches(agentId: number) {
  const kept = await db.query<{
    month: string;
    registered: number;
    ended: number;
    completed: number;
    advertised: number;
  }>(
    `SELECT to_char(month, 'YYYY-MM') AS month, registered, ended, completed,
            sum(public_change) OVER (ORDER BY month)::int AS advertised
       FROM agent_room_months WHERE agent_id = $1 ORDER BY month`,
    [agentId],
  );
  const log = await logMonths(agentId);
  const out: unknown[] = [];
  let advertised = 0;
  for (const m of log) {
    const k = kept.filter((r) => r.month <= m.month).at(-1);
    advertised = k?.advertised ?? 0;
    const same = kept.find((r) => r.month === m.month);
    const got = {
      month: m.month,
      registered: same?.registered ?? 0,
      ended: same?.ended ?? 0,
      completed: same?.completed ?? 0,
      advertised: m.current ? m.advertised : advertised,
    };
    const want = {
      month: m.month,
      registered: m.registered,
      ended: m.ended,
      completed: m.completed,
      advertised: m.advertised,
    };
    if (JSON.stringify(got) !== JSON.stringify(want)) out.push({ got, want });
  }
  // Nothing is kept for months before the history (it starts 20 months back).
  const first = log[0]!.month;
  for (const r of kept)
    if (r.month < first && (r.registered || r.ended || r.completed || r.advertised))
      out.push({ before: r });
  return out;
}

/** The page's twelve months against the log's last twelve. */
async function pageMismatches(agentId: number) {
  const catalogue = builtInFiles().products as Catalogue;
  const page = await officeMonths(db.query, agentId, catalogue);
  const log = (await logMonths(agentId)).slice(-12);
  return page
    .map((m, i) => ({
      got: [m.month, m.registered, m.ended, m.completed, m.claimsConverted, m.slotsUsed],
      want: [
        log[i]!.month,
        log[i]!.registered,
        log[i]!.ended,
        log[i]!.completed,
        log[i]!.claims,
        log[i]!.advertised,
      ],
    }))
    .filter((d) => JSON.stringify(d.got) !== JSON.stringify(d.want));
}

describe('agent_room_months follows every write to the status log', () => {
  it.each([
    ['listings registered', insertListings(151, 260)],
    [
      'ads ended, moved back and completed',
      `UPDATE agent_rooms SET status = 'invisible' WHERE rooms_seq % 3 = 0 AND status = 'public';
       UPDATE agent_rooms SET status = 'public' WHERE rooms_seq % 4 = 0 AND status = 'invisible';
       UPDATE agent_rooms SET status = 'complete' WHERE rooms_seq % 11 = 0`,
    ],
    [
      'an update that changes no status',
      "UPDATE agent_rooms SET title = title || ' (수정)' WHERE rooms_seq < 40",
    ],
    ['listings deleted', 'DELETE FROM agent_rooms WHERE rooms_seq % 13 = 0'],
    [
      'a rolled-back change',
      "BEGIN; UPDATE agent_rooms SET status = 'complete'; DELETE FROM agent_rooms; ROLLBACK",
    ],
    // The demo seed rewrites the log: ended listings advertised first, backdated rows.
    ['the history rewritten as the demo seed does', 'SELECT 1'],
    [
      'rows logged out of order, and ahead of now',
      `INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, registered, at)
         SELECT rooms_seq, agent_id, 'invisible', false, saved_time + interval '3 days'
           FROM agent_rooms WHERE rooms_seq % 6 = 1;
       INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, registered, at)
         SELECT rooms_seq, agent_id, s, false, now() + make_interval(hours => n)
           FROM agent_rooms, (VALUES ('public', 1), ('complete', 2)) v(s, n) WHERE rooms_seq % 9 = 2`,
    ],
    [
      'log rows deleted and moved in time',
      `DELETE FROM agent_room_status_log WHERE id % 17 = 0;
       UPDATE agent_room_status_log SET at = at - interval '40 days' WHERE id % 19 = 0`,
    ],
    [
      'an office removed with its log',
      'DELETE FROM agent_rooms WHERE agent_id = 2; DELETE FROM agents WHERE id = 2',
    ],
  ])('%s', async (what, sql) => {
    if (what.startsWith('the history')) await seedListingHistory(db.query);
    else await db.exec(sql);
    expect(await mismatches(1)).toEqual([]);
    if (!what.startsWith('an office removed')) expect(await mismatches(2)).toEqual([]);
    else expect(await db.query('SELECT * FROM agent_room_months WHERE agent_id = 2')).toEqual([]);
  });

  it("the page's months equal the log's, claims converted included", async () => {
    await db.exec(`
      INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit,
        price, address, detail_address, status, area_m2, floor, saved_time, updated_time,
        listing_rooms_seq)
      SELECT 900000 + rooms_seq, 1, 'preempt', 'ONE_ROOM', 'MONTHLY', 1, 1, '서울', '101호',
             'public', 20, '1층', now(), now(), rooms_seq
        FROM agent_rooms WHERE agent_id = 1 AND rooms_seq % 8 = 3`);
    const log = await logMonths(1);
    // The history is varied enough to test: every figure moves in the page's months.
    const last12 = log.slice(-12);
    for (const k of ['registered', 'ended', 'completed', 'claims', 'advertised'] as const)
      expect(new Set(last12.map((m) => m[k])).size, k).toBeGreaterThan(1);
    expect(await pageMismatches(1)).toEqual([]);
  });

  it('TRUNCATE of the log empties the kept months', async () => {
    await db.exec('BEGIN; TRUNCATE agent_room_status_log;');
    try {
      expect(await db.query('SELECT * FROM agent_room_months')).toEqual([]);
    } finally {
      await db.exec('ROLLBACK');
    }
    expect(await mismatches(1)).toEqual([]);
  });

  it('applying migration 035 keeps the log already there', async () => {
    await db.exec(`
      DROP TRIGGER agent_room_months_insert ON agent_room_status_log;
      DROP TRIGGER agent_room_months_update ON agent_room_status_log;
      DROP TRIGGER agent_room_months_delete ON agent_room_status_log;
      DROP TRIGGER agent_room_months_truncate ON agent_room_status_log;
      DROP TABLE agent_room_months, agent_room_listing_months CASCADE;
      DELETE FROM schema_migrations WHERE name LIKE '035_%';
      ${insertListings(400, 430, false)};
      UPDATE agent_rooms SET status = 'invisible' WHERE rooms_seq BETWEEN 400 AND 410;`);
    expect(await migrate(db)).toEqual([expect.stringMatching(/^035_/)]);
    expect(await mismatches(1)).toEqual([]);
    expect(await pageMismatches(1)).toEqual([]);
  });

  it("the page reads the kept months, not the office's log", async () => {
    // EXPLAIN ANALYZE: the log rows each node reads (rows × loops). The page may read the log
    // for the converted claims (one registration each) and for rows logged ahead of now.
    await db.exec(
      'ANALYZE agent_room_status_log; ANALYZE gongsil_rooms; ANALYZE agent_room_months',
    );
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${MONTH_COUNTS_SQL}`, [1])
    ).map((r) => r['QUERY PLAN']);
    const logRows = plan
      .filter((l) => /on agent_room_status_log\s/.test(l))
      .map((l) => {
        const m = /actual time=\S+ rows=([\d.]+) loops=(\d+)/.exec(l);
        return m ? Number(m[1]) * Number(m[2]) : 0;
      });
    const [ahead] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM agent_room_status_log WHERE agent_id = 1 AND at >= now()`,
    );
    const [claims] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM gongsil_rooms WHERE agent_id = 1 AND listing_rooms_seq IS NOT NULL',
    );
    const [all] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agent_room_status_log WHERE agent_id = 1',
    );
    expect(all!.n).toBeGreaterThan(200);
    expect(
      logRows.reduce((a, b) => a + b, 0),
      plan.join('\n'),
    ).toBeLessThanOrEqual(ahead!.n * 2 + claims!.n);
    expect(plan.join('\n')).toMatch(/on agent_room_months/);
  });

  it("the listing figures look up each listing's claim, not every gongsil room", async () => {
    // 100,000 rooms in the scale bench: PostgreSQL hashed all of them (30 ms) for the 20 rows.
    await db.exec(`
      INSERT INTO gongsil_rooms (rooms_seq, bucket, room_type, selling_type, deposit, price,
        address, detail_address, status, area_m2, floor, saved_time, updated_time)
      SELECT 800000 + g, 'open', 'ONE_ROOM', 'MONTHLY', 1, 1, '서울', '101호', 'public', 20,
             '1층', now(), now() FROM generate_series(1, 20000) g;
      ANALYZE gongsil_rooms; ANALYZE agent_rooms;`);
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${listingStatsSql('$2', '$3')}`, [1, 20, 0])
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).not.toMatch(/Seq Scan on gongsil_rooms/);
  });
});
