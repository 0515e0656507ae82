// @vitest-environment node
// The 전체 tab's totals come from gongsil_open_counts (migration 009), kept by triggers: after
// every kind of write the counters must equal what count(*) finds, and the totals the list
// statement answers must equal count(*) with the same filters. Also: applying 009 to rooms that
// are already there counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from './db/index.ts';
import { GONGSIL_COUNTS, gongsilListQuery, type GongsilFilter } from './handlers/gongsil.ts';
import { signedInSql } from './lib/session.ts';
import { openOneOfficeDb } from './test/one-office-db.ts';

let db: Db;
let key: string;
let cleanup: () => Promise<void>;

const ROOMS = `INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type,
    deposit, price, address, detail_address, status, area_m2, floor, saved_time, updated_time)`;
const insertRooms = (from: number, to: number) => `${ROOMS}
  SELECT g, CASE WHEN g % 4 = 0 THEN NULL ELSE 1 END,
         (ARRAY['open','pick','preempt','complete'])[g % 4 + 1],
         (ARRAY['ONE_ROOM','APT','OFFICETEL'])[g % 3 + 1], (ARRAY['MONTHLY','SALE'])[g % 2 + 1],
         1, 1, '서울', '101호', (ARRAY['public','private','invisible','confirm_ing'])[g % 5 % 4 + 1],
         20, '1층', now() - make_interval(mins => g), now()
    FROM generate_series(${from}, ${to}) g`;

beforeAll(async () => {
  ({ db, key, cleanup } = await openOneOfficeDb('gongsil-counts'));
  await db.exec(insertRooms(1, 120));
}, 120_000);
afterAll(() => cleanup());

/** Counter rows that disagree with count(*) over the rooms in play (zero rows may stay). */
async function mismatches() {
  return db.query(`
    SELECT coalesce(c.status, r.status) AS status, coalesce(c.room_type, r.room_type) AS room_type,
           coalesce(c.selling_type, r.selling_type) AS selling_type, c.n AS counter, r.n AS actual
      FROM gongsil_open_counts c
      FULL JOIN (SELECT status, room_type, selling_type, count(*)::int AS n FROM gongsil_rooms
                  WHERE bucket <> 'complete' GROUP BY 1, 2, 3) r
        USING (status, room_type, selling_type)
     WHERE coalesce(c.n, 0) <> coalesce(r.n, 0)`);
}

const inPlay = async () =>
  (
    await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM gongsil_rooms WHERE bucket <> 'complete'",
    )
  )[0]!.n;

describe('gongsil_open_counts follows every write', () => {
  it.each([
    ['rooms inserted', insertRooms(121, 200)],
    [
      'a claim (open → preempt, same key)',
      "UPDATE gongsil_rooms SET bucket = 'preempt', agent_id = 1 WHERE rooms_seq IN (4, 8)",
    ],
    [
      'rooms completed',
      "UPDATE gongsil_rooms SET bucket = 'complete' WHERE rooms_seq BETWEEN 1 AND 30",
    ],
    [
      'rooms back in play',
      "UPDATE gongsil_rooms SET bucket = 'pick' WHERE rooms_seq BETWEEN 1 AND 10",
    ],
    ['status changed', "UPDATE gongsil_rooms SET status = 'confirm_fail' WHERE rooms_seq % 7 = 0"],
    [
      'room and selling type changed',
      "UPDATE gongsil_rooms SET room_type = 'TWO_ROOM', selling_type = 'LEASE' WHERE rooms_seq % 5 = 1",
    ],
    [
      'an update that moves nothing',
      'UPDATE gongsil_rooms SET price = price + 1, updated_time = now()',
    ],
    [
      'an upsert that inserts some rooms and moves others',
      `${insertRooms(195, 230)} ON CONFLICT (rooms_seq) DO UPDATE SET bucket = 'complete'`,
    ],
    ['rooms deleted', 'DELETE FROM gongsil_rooms WHERE rooms_seq % 3 = 0'],
    ['a rolled-back insert', `BEGIN; ${insertRooms(500, 520)}; ROLLBACK`],
  ])('%s', async (_, sql) => {
    await db.exec(sql);
    expect(await mismatches()).toEqual([]);
  });

  it('a claim writes no counter row (claims do not wait on each other there)', async () => {
    const versions = () =>
      db.query<{ v: string }>('SELECT xmin::text AS v FROM gongsil_open_counts ORDER BY 1');
    const before = await versions();
    const [open] = await db.query<{ rooms_seq: number }>(
      "SELECT rooms_seq FROM gongsil_rooms WHERE bucket = 'open' LIMIT 1",
    );
    await db.query(
      "UPDATE gongsil_rooms SET bucket = 'preempt', agent_id = 1 WHERE rooms_seq = $1",
      [open!.rooms_seq],
    );
    expect(await versions()).toEqual(before);
    expect(await mismatches()).toEqual([]);
  });

  it('the tab counts answer the rooms in play', async () => {
    const [c] = await db.query<{ total: number }>(signedInSql(GONGSIL_COUNTS, 0), [key]);
    expect(c!.total).toBe(await inPlay());
    expect(c!.total).toBeGreaterThan(0);
  });

  it.each<Omit<GongsilFilter, 'tab'>>([
    {},
    { status: 'public' },
    { status: 'private' },
    { status: 'invisible' },
    { roomType: 'APT' },
    { sellingType: 'SALE' },
    { status: 'confirm_fail', roomType: 'TWO_ROOM', sellingType: 'LEASE' },
    { status: 'public', roomType: 'NONE' },
  ])('the 전체 total with %o equals count(*) of the same rooms', async (f) => {
    const { sql, args } = gongsilListQuery({ ...f, tab: 'all' });
    const [row] = await db.query<{ total: number }>(signedInSql(sql, args.length + 2), [
      24,
      0,
      ...args,
      key,
    ]);
    const cond = ["bucket <> 'complete'"];
    const vals: unknown[] = [];
    if (f.status === 'private' || f.status === 'invisible')
      cond.push("status IN ('invisible', 'private')");
    else if (f.status) cond.push(`status = $${vals.push(f.status)}`);
    if (f.roomType) cond.push(`room_type = $${vals.push(f.roomType)}`);
    if (f.sellingType) cond.push(`selling_type = $${vals.push(f.sellingType)}`);
    const [want] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gongsil_rooms WHERE ${cond.join(' AND ')}`,
      vals,
    );
    expect(row!.total).toBe(want!.n);
  });

  it('TRUNCATE empties the counters', async () => {
    await db.exec('BEGIN; TRUNCATE gongsil_rooms;');
    try {
      expect(await db.query('SELECT * FROM gongsil_open_counts')).toEqual([]);
    } finally {
      await db.exec('ROLLBACK');
    }
    expect(await mismatches()).toEqual([]);
  });

  it('applying migration 009 counts the rooms already there', async () => {
    // As on a database migrated before 009: no triggers, no counters, rooms written meanwhile.
    await db.exec(`
      DROP TRIGGER gongsil_open_counts_insert ON gongsil_rooms;
      DROP TRIGGER gongsil_open_counts_update ON gongsil_rooms;
      DROP TRIGGER gongsil_open_counts_delete ON gongsil_rooms;
      DROP TRIGGER gongsil_open_counts_truncate ON gongsil_rooms;
      DROP TABLE gongsil_open_counts;
      DELETE FROM schema_migrations WHERE name LIKE '009_%';
      ${insertRooms(300, 340)};`);
    expect(await migrate(db)).toEqual([expect.stringMatching(/^009_/)]);
    expect(await mismatches()).toEqual([]);
    const [sum] = await db.query<{ n: number }>('SELECT sum(n)::int AS n FROM gongsil_open_counts');
    expect(sum!.n).toBe(await inPlay());
  });
});
