// @vitest-environment node
// The office's listing list with a keyword (issue 26: every list query within 20 ms at 100,000
// listings). A keyword is matched against every listing of the office (no index serves a
// substring of Korean text, docs/perf/scale.md), so the page and its total must come from one
// pass over them, not one for the total and another for the page. Also: the page and the total
// are the same as the page and count(*) of the same conditions, an empty page past the end
// included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/index.ts';
import {
  roomListPage,
  roomListQuery,
  roomPageSql,
  roomTotalSql,
  type RoomListFilter,
} from './rooms/room-list-query.ts';
import { openOneOfficeDb } from './test/one-office-db.ts';

let db: Db;
let cleanup: () => Promise<void>;
const OFFICE_LISTINGS = 300;

beforeAll(async () => {
  ({ db, cleanup } = await openOneOfficeDb('room-list-keyword'));
  await db.exec(`
    INSERT INTO agents (id, name, address, tel, facename, phone, email, business_id, reg_id)
      VALUES (2, '둘째 사무소', '서울', '02', '대표', '010', 'b@x.kr', 'B2', 'R2');
    INSERT INTO agent_rooms (rooms_seq, agent_id, title, address, room_type, selling_type, deposit,
        price, status, saved_time, building_type, room_count, bathroom_count, approval_kind,
        approval_date, parking_available, maintenance_fee, direction, direction_basis)
    SELECT g, CASE WHEN g <= ${OFFICE_LISTINGS} THEN 1 ELSE 2 END, '매물 ' || g,
           (ARRAY['서울 관악구 신림동 ', '서울 동작구 상도동 '])[g % 2 + 1] || g,
           (ARRAY['ONE_ROOM','TWO_ROOM','APT'])[g % 3 + 1], 'MONTHLY', 100, 30 + g % 50,
           (ARRAY['public','waiting','invisible','complete'])[g % 4 + 1],
           now() - make_interval(hours => (g * 37) % 900),
           'MULTI_FAMILY', 1, 1, 'USE_APPROVAL', DATE '2010-01-01', true, 50000, 'SOUTH', 'MAIN_ROOM'
      FROM generate_series(1, 600) g;
    ANALYZE agent_rooms;
    SET enable_seqscan = off;`);
}, 120_000);
afterAll(() => cleanup());

/** Rows the statements read from agent_rooms: of each node on the table, the rows it returned
 * and those its filter removed, times its loops. */
async function rowsRead(statements: { sql: string; args: unknown[] }[]) {
  let n = 0;
  for (const s of statements) {
    let loops = 0;
    for (const r of await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${s.sql}`, s.args)) {
      const line = r['QUERY PLAN'];
      const node = /actual time=\S+ rows=([\d.]+) loops=(\d+)/.exec(line);
      if (node) {
        loops = / on agent_rooms r\b/.test(line) ? Number(node[2]) : 0;
        n += loops * Number(node[1]);
      }
      const removed = /Rows Removed by Filter: (\d+)/.exec(line);
      if (removed) n += loops * Number(removed[1]);
    }
  }
  return n;
}

const CASES: [RoomListFilter, number, number][] = [
  [{ keyword: '신림' }, 10, 0],
  [{ keyword: '신림', sort: 'priceAsc' }, 10, 20],
  [{ keyword: '매물 12', sort: 'status' }, 10, 0],
  [{ keyword: '상도동', status: 'public', sort: 'oldest' }, 5, 5],
  [{ keyword: '없는 주소' }, 10, 0],
  [{ keyword: '신림' }, 10, 1000],
  [{ keyword: '42' }, 10, 0],
];

describe('the listing list with a keyword', () => {
  it.each(CASES)('%o, limit %i offset %i: the page and count(*)', async (f, limit, offset) => {
    const list = roomListQuery(1, f);
    const got = await roomListPage<{ rooms_seq: number }>(db.query, list, limit, offset);
    const [want] = await db.query<{ n: number }>(roomTotalSql(list.where), list.args);
    const page = await db.query<{ rooms_seq: number }>(
      roomPageSql(list.where, list.order, limit, offset),
      list.args,
    );
    expect(got.total).toBe(want!.n);
    expect(got.rows.map((r) => r.rooms_seq)).toEqual(page.map((r) => r.rooms_seq));
    if (f.keyword === '신림' && offset === 0) expect(got.total).toBeGreaterThan(100);
  });

  it("reads the office's listings once for the page and its total", async () => {
    const statements: { sql: string; args: unknown[] }[] = [];
    const recording = (async (sql: string, args?: unknown[]) => {
      statements.push({ sql, args: args ?? [] });
      return db.query(sql, args);
    }) as Db['query'];
    const over: string[] = [];
    for (const [f, limit, offset] of CASES.filter(([, , o]) => o < 1000)) {
      statements.length = 0;
      await roomListPage(recording, roomListQuery(1, f), limit, offset);
      const n = await rowsRead(statements);
      if (n > OFFICE_LISTINGS) over.push(`${JSON.stringify(f)}: ${n} rows`);
    }
    expect(over).toEqual([]);
  });
});
