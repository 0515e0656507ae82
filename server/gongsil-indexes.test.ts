// @vitest-environment node
// The gongsil list and count statements read gongsil_rooms through indexes (migration 007), never
// by a sequential scan, and the 전체 tab's totals read the counters of migration 009 instead of
// the rooms: with sequential scans priced out, each plan must name the index meant for it. Small
// data is enough for that question; scripts/bench-scale.ts times 100,000 rooms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/index.ts';
import { GONGSIL_COUNTS, gongsilListQuery, type GongsilFilter } from './handlers/gongsil.ts';
import { signedInSql } from './lib/session.ts';
import { openOneOfficeDb } from './test/one-office-db.ts';

let db: Db;
let key: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, key, cleanup } = await openOneOfficeDb('gongsil-indexes'));
  await db.exec(`
    INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit, price,
      address, detail_address, status, area_m2, floor, saved_time, updated_time)
    SELECT g, CASE WHEN g % 4 = 0 THEN NULL ELSE 1 END,
           (ARRAY['open','pick','preempt','complete'])[g % 4 + 1],
           (ARRAY['ONE_ROOM','APT'])[g % 2 + 1], (ARRAY['MONTHLY','SALE'])[g % 2 + 1], 1, 1,
           '서울', '101호', (ARRAY['public','private','confirm_ing'])[g % 3 + 1], 20, '1층',
           now() - make_interval(mins => g), now()
      FROM generate_series(1, 200) g;
    ANALYZE gongsil_rooms;
    SET enable_seqscan = off;`);
}, 120_000);
afterAll(() => cleanup());

async function plan(sql: string, params: unknown[]): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN ${signedInSql(sql, params.length)}`,
    [...params, key],
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const listPlan = (f: GongsilFilter) => {
  const { sql, args } = gongsilListQuery(f);
  return plan(sql, [24, 0, ...args]);
};

/** Every read of gongsil_rooms in a plan: the index it uses, or the scan kind. */
const roomReads = (p: string) =>
  p.match(
    /Seq Scan on gongsil_rooms|Index (Only )?Scan using gongsil_rooms_\w+|Bitmap Index Scan on gongsil_rooms_\w+/g,
  ) ?? [];

describe('gongsil statements use the indexes', () => {
  it.each([
    [{ tab: 'all' }, 'gongsil_rooms_all_time_idx'],
    [{ tab: 'all', status: 'public' }, 'gongsil_rooms_all_status_idx'],
    // 비공개 is two statuses: the page reads in list order and skips the others.
    [{ tab: 'all', status: 'private' }, 'gongsil_rooms_all_time_idx'],
    [{ tab: 'all', roomType: 'APT' }, 'gongsil_rooms_all_room_type_idx'],
    [{ tab: 'all', sellingType: 'SALE' }, 'gongsil_rooms_all_selling_type_idx'],
    [{ tab: 'pick' }, 'gongsil_rooms_bucket_idx'],
    [{ tab: 'preempt', status: 'public', roomType: 'APT' }, 'gongsil_rooms_bucket_idx'],
    [{ tab: 'complete', sellingType: 'SALE' }, 'gongsil_rooms_bucket_idx'],
  ] as [GongsilFilter, string][])('%o page and total: %s', async (f, index) => {
    const p = await listPlan(f);
    expect(p).not.toMatch(/Seq Scan on gongsil_rooms/);
    expect(p).toContain(index);
    if (f.tab === 'all') {
      // The page is the only read of the rooms; the total sums counters.
      expect(roomReads(p)).toEqual([expect.stringContaining(index)]);
      expect(p).toMatch(/on gongsil_open_counts/);
    } else expect(p).not.toMatch(/gongsil_open_counts/);
  });

  it('the tab counts: three own tabs by index, the 전체 tab from the counters', async () => {
    const p = await plan(GONGSIL_COUNTS, []);
    expect(p).not.toMatch(/Seq Scan on gongsil_rooms/);
    expect(roomReads(p)).toEqual(
      Array(3).fill(expect.stringContaining('gongsil_rooms_bucket_idx')),
    );
    expect(p).toMatch(/on gongsil_open_counts/);
  });

  it('without migration 007 the 전체 tab falls back to no fitting index', async () => {
    // Guards the test itself: dropping the index changes the plan it checks.
    await db.exec('BEGIN; DROP INDEX gongsil_rooms_all_status_idx;');
    try {
      expect(await listPlan({ tab: 'all', status: 'public' })).not.toContain(
        'gongsil_rooms_all_status_idx',
      );
    } finally {
      await db.exec('ROLLBACK');
    }
  });
});
