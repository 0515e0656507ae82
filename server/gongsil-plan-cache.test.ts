// @vitest-environment node
// The gongsil 전체 list statements are planned once and the plan reused (issue 14: statements
// prepared once). With `LIMIT $1 OFFSET $2` the planner priced the reusable (generic) plan as
// reading a tenth of the rooms against a page of 24 for a plan made for the values, so with
// enough rooms every 전체 call was planned afresh, half its CPU time. 20,000 rooms are enough to
// show that; scripts/bench-scale.ts times 100,000.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/index.ts';
import { gongsilListQuery, type GongsilFilter } from './handlers/gongsil.ts';
import { signedInQuery, signedInSql } from './lib/session.ts';
import { openOneOfficeDb } from './test/one-office-db.ts';

let db: Db;
let key: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, key, cleanup } = await openOneOfficeDb('gongsil-plan-cache'));
  await db.exec(`
    INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit, price,
      address, detail_address, status, area_m2, floor, saved_time, updated_time)
    SELECT g, CASE WHEN g % 10 < 7 THEN NULL ELSE 1 END,
           (ARRAY['open','open','open','open','open','open','open','pick','preempt','complete'])[g % 10 + 1],
           (ARRAY['ONE_ROOM','TWO_ROOM','APT'])[g % 3 + 1], (ARRAY['MONTHLY','SALE'])[g % 2 + 1], 1, 1,
           '서울', '101호', (ARRAY['public','private','confirm_ing'])[g % 3 + 1], 20, '1층',
           now() - make_interval(mins => g), now()
      FROM generate_series(1, 20000) g;
    ANALYZE gongsil_rooms;
    ANALYZE gongsil_open_counts;`);
}, 120_000);
afterAll(() => cleanup());

const CALLS = 10;

// The 전체 tab's statements: every office's rooms in play. (An office's own tabs hold a few rooms
// each; their plans were always reused at the scale of bench-scale.ts.)
describe('gongsil 전체 list statements keep one plan', () => {
  it.each([
    { tab: 'all' },
    { tab: 'all', status: 'public' },
    { tab: 'all', roomType: 'APT', sellingType: 'SALE' },
  ] as GongsilFilter[])('%o: planned for the first calls only, then reused', async (f) => {
    const { sql, args } = gongsilListQuery(f);
    const req = { sessionKey: key } as FastifyRequest;
    for (let page = 1; page <= CALLS; page++)
      await signedInQuery(db, req, sql, [24, (page - 1) * 24, ...args]);
    const [st] = await db.query<{ generic_plans: number; custom_plans: number }>(
      'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
      [signedInSql(sql, 2 + args.length)],
    );
    // PostgreSQL plans a prepared statement for its values five times before it weighs the
    // reusable plan; from then on the reusable one must win.
    expect(st).toEqual({ custom_plans: 5, generic_plans: CALLS - 5 });
  });
});
