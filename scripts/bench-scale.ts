// npm run bench:scale — the gongsil center at scale: a throwaway database (embedded PGlite in a
// temp folder, and PostgreSQL from scripts/with-postgres.sh when installed) migrated and filled
// with 100,000 rooms over 5,000 offices, then every tab's list (page 1, with its total) and the
// tab counts timed with each filter, through the exact statements the handlers run (session
// lookup included). Then the offices' own listing list (issue 26 #3): 100,000 listings over the
// same offices, one of them holding 3,000, timed in every order with each filter (page and total,
// server/rooms/room-list-query.ts), and the statistics page over them (server/rooms/room-stats.ts). Prints p99 per query and whether it meets SCALE_GOAL_MS (20), and the plan
// of the slowest one. BENCH_RUNS (200) timings per query: a p99 of fewer than 100 timings is
// simply the slowest one, one scheduler stall of a shared machine. BENCH_PGLITE=0 or BENCH_PG=0
// skip one database; BENCH_GONGSIL=0 or BENCH_LISTINGS=0 skip one part.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { builtInFiles } from '../config/files.ts';
import type { Catalogue } from '../domain/product.ts';
import { fillDistrictCodes } from '../server/address/fill-district-codes.ts';
import { legalDistricts } from '../server/address/legal-districts.ts';
import { migrate, openDb, type Db } from '../server/db/index.ts';
import {
  GONGSIL_COUNTS,
  gongsilListQuery,
  type GongsilFilter,
} from '../server/handlers/gongsil.ts';
import { hashToken, signedInQuery, signedInSql } from '../server/lib/session.ts';
import {
  roomListPage,
  roomListQuery,
  roomPageSql,
  type RoomListFilter,
  type RoomListSort,
} from '../server/rooms/room-list-query.ts';
import { listingStatsSql, MONTH_COUNTS_SQL, officeMonths } from '../server/rooms/room-stats.ts';
import {
  GongsilStatusSchema,
  RoomTypeSchema,
  SellingTypeSchema,
} from '../src/generated/api/zod.ts';
import { postgresUrlOrRerun } from './in-postgres.ts';

const PG_URL = postgresUrlOrRerun();
const ROOMS = 100_000;
const OFFICES = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const GOAL_MS = Number(process.env.SCALE_GOAL_MS ?? 20);
/** Offices whose sessions the timed queries rotate through. */
const SIGNED_IN = 50;

const TABS = ['all', 'pick', 'preempt', 'complete'] as const;
const FILTERS: Omit<GongsilFilter, 'tab'>[] = [
  {},
  // Every value the spec allows for each filter ('' is the spec's "no status filter").
  ...GongsilStatusSchema.options.filter((status) => status !== '').map((status) => ({ status })),
  ...RoomTypeSchema.options.map((roomType) => ({ roomType })),
  ...SellingTypeSchema.options.map((sellingType) => ({ sellingType })),
  { status: 'public', roomType: 'APT', sellingType: 'SALE' },
  // Issue 26 #4: a 구, one 동, words of the address, a room number, the price orders.
  { region: '1162000000' },
  { region: '1162010200' },
  { keyword: '봉천동' },
  { keyword: '90012345' },
  { sort: 'priceAsc' },
  { region: '1162000000', sort: 'priceDesc' },
];

/** The districts the rooms are spread over: the 읍면동 of four Seoul 구 (legal-districts.tsv). */
async function benchDistricts(): Promise<{ code: string; fullName: string }[]> {
  const ix = await legalDistricts();
  return ['1162000000', '1168000000', '1144000000', '1141000000'].flatMap((gu) =>
    ix.children(gu).map((d) => ({ code: d.code, fullName: d.fullName })),
  );
}

/** The address search (GET /address/districts) as typed, p50 and p99 in ms over RUNS rounds. */
async function benchDistrictSearch(): Promise<void> {
  const ix = await legalDistricts();
  const typed = [
    '신',
    '신림',
    '관악 신림',
    '봉천동',
    '수원 장안',
    '가평 읍내',
    '동',
    '서울 강남 역삼',
  ];
  const ms: number[] = [];
  for (let i = 0; i < RUNS * typed.length; i++) {
    const t = performance.now();
    ix.search(typed[i % typed.length]!, { levels: i % 2 ? ['eupmyeondong', 'ri'] : undefined });
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `address search (${ix.size} districts in memory, ${ms.length} searches): median ${p(ms, 0.5).toFixed(3)} ms, p99 ${p(ms, 0.99).toFixed(3)} ms`,
  );
}

/** 5,000 offices with one user and a session each; 100,000 rooms: 70 % open (no office),
 * 10 % each picked, preempted and completed by an office; types, statuses and times spread. */
const sqlArray = (xs: string[]) =>
  `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

async function fill(db: Db): Promise<string[]> {
  const districts = await benchDistricts();
  await db.exec(`
    INSERT INTO agents (name, address, tel, facename, phone, email, business_id, reg_id)
    SELECT '규모사무소' || g, '서울특별시', '02-000-0000', '대표' || g, '010-0000-0000',
           'scale' || g || '@bench.kr', 'B' || g, 'R' || g
      FROM generate_series(1, ${OFFICES}) g;
    INSERT INTO users (agent_id, email, password_hash, name)
    SELECT id, email, 'x', name FROM agents WHERE email LIKE 'scale%@bench.kr';
    INSERT INTO sessions (token, user_id, auth_key, expires_at)
    SELECT encode(sha256(convert_to('scale-' || u.id, 'UTF8')), 'hex'), u.id, 'k', now() + interval '1 day'
      FROM users u WHERE u.email LIKE 'scale%@bench.kr';
    INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit, price,
      address, detail_address, status, area_m2, floor, saved_time, updated_time)
    SELECT 90000000 + g,
           CASE WHEN g % 10 < 7 THEN NULL ELSE (SELECT min(id) FROM agents WHERE email LIKE 'scale%') + (g * 7919) % ${OFFICES} END,
           (ARRAY['open','open','open','open','open','open','open','pick','preempt','complete'])[g % 10 + 1],
           (ARRAY['ONE_ROOM','TWO_ROOM','THREE_ROOM','OFFICETEL','APT'])[g % 5 + 1],
           (ARRAY['MONTHLY','LEASE','SALE'])[(g / 5) % 3 + 1],
           1000 + (g * 37) % 30000, 30 + (g * 13) % 90, d.names[g % d.n + 1] || ' ' || g, '101호',
           CASE WHEN g % 10 = 9 THEN (ARRAY['complete','invisible'])[g % 2 + 1]
                ELSE (ARRAY['public','invisible','private','complete','confirm_ing','confirm_fail','confirm_cancel'])[(g * 3) % 7 + 1] END,
           24.5, '3층',
           now() - make_interval(mins => (g * 7907) % 525600),
           now() - make_interval(mins => (g * 7907) % 525600)
      FROM generate_series(1, ${ROOMS}) g,
           (SELECT ${sqlArray(districts.map((x) => x.fullName))} AS names, ${districts.length} AS n) d;`);
  // The codes, as migration 025's fill gives rooms whose address names a district.
  await fillDistrictCodes(db.query);
  // As autovacuum would have by then: statistics, and the visibility map index-only scans need.
  for (const t of ['gongsil_rooms', 'gongsil_open_counts', 'agents', 'users', 'sessions'])
    await db.exec(`VACUUM ANALYZE ${t}`);
  const users = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE email LIKE 'scale%@bench.kr' ORDER BY id LIMIT ${SIGNED_IN}`,
  );
  return users.map((u) => hashToken(`scale-${u.id}`));
}

/** How a plan reads the gongsil tables (the rooms and migration 009's counters): each scan's
 * kind and index (or table, for a sequential scan), deduplicated. */
function scansOf(plan: string): string {
  const found = new Set<string>();
  for (const m of plan.matchAll(
    /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)?(?: using (\S+))? on (\S+)/g,
  )) {
    const read = m[2] ?? m[3];
    if (read?.startsWith('gongsil_')) found.add(`${m[1]} ${read}`);
  }
  return [...found].join(', ');
}

interface Timed {
  query: string;
  p99: number;
  median: number;
  /** p99 of this process's CPU time per call: on PGlite (in this process) the work the query
   * costs, whatever the machine's load; on PostgreSQL only the client's share. */
  cpuP99: number;
  sql: string;
  params: unknown[];
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Milliseconds of this process's CPU in a process.cpuUsage() difference. */
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;

async function time(
  db: Db,
  keys: string[],
  name: string,
  sql: string,
  params: unknown[],
): Promise<Timed> {
  const ms: number[] = [];
  const cpu: number[] = [];
  const reqOf = (i: number) => ({ sessionKey: keys[i % keys.length] }) as FastifyRequest;
  await signedInQuery(db, reqOf(0), sql, params); // prepare once, as a running server has
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await signedInQuery(db, reqOf(i), sql, params);
    const used = process.cpuUsage(c);
    ms.push(performance.now() - t);
    cpu.push(cpuMs(used));
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const cpuP99 = p(cpu, 0.99);
  return { query: name, p99: p(ms, 0.99), median: p(ms, 0.5), cpuP99, sql, params };
}

async function benchOne(label: string, db: Db) {
  await migrate(db);
  const t0 = performance.now();
  const keys = await fill(db);
  console.log(`${label}: filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const explain = async (sql: string, params: unknown[]) =>
    (
      await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${signedInSql(sql, params.length)}`, [
        ...params,
        keys[0],
      ])
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  if (process.env.BENCH_GONGSIL === '0') return 0;
  const out: Timed[] = [await time(db, keys, 'count (all four tabs)', GONGSIL_COUNTS, [])];
  for (const tab of TABS)
    for (const f of FILTERS) {
      const { sql, args } = gongsilListQuery({ ...f, tab });
      const what = Object.values(f).join('+') || 'no filter';
      out.push(await time(db, keys, `${tab} list+total, ${what}`, sql, [24, 0, ...args]));
    }
  const over = out.filter((r) => r.p99 > GOAL_MS);
  const rows = [];
  for (const r of out)
    rows.push({
      query: r.query,
      'median ms': r.median.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      goal: r.p99 <= GOAL_MS ? 'ok' : 'OVER',
      'CPU p99 ms': r.cpuP99.toFixed(2),
      'gongsil tables read by': scansOf(await explain(r.sql, r.params)),
    });
  console.table(rows);
  const worst = out.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const all = out.map((r) => r.p99).sort((a, b) => a - b);
  const cpuWorst = out.reduce((a, b) => (b.cpuP99 > a.cpuP99 ? b : a));
  console.log(
    `${label}: ${out.length} queries, worst p99 ${worst.p99.toFixed(2)} ms (${worst.query}), median of p99s ${p(all, 0.5).toFixed(2)} ms; ${over.length} over ${GOAL_MS} ms; worst CPU p99 ${cpuWorst.cpuP99.toFixed(2)} ms (${cpuWorst.query}); load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`plan of the slowest:\n${await explain(worst.sql, worst.params)}`);
  return over.length;
}

const LISTINGS = 100_000;
/** Listings of the largest office; the others share the rest (about 19 each). */
const BIG_OFFICE = 3_000;
const SORTS: RoomListSort[] = ['newest', 'oldest', 'priceAsc', 'priceDesc', 'status'];
const LIST_FILTERS: Omit<RoomListFilter, 'sort'>[] = [
  {},
  { status: 'invisible' },
  { roomType: 'OFFICETEL' },
  { sellingType: 'SALE' },
  { priceMin: 5000, priceMax: 30000 },
  { roomType: 'TWO_ROOM', sellingType: 'LEASE', priceMin: 10000, priceMax: 40000 },
  { keyword: '신림' },
  // A keyword of three characters or more that few listings hold: the trigram index's case.
  { keyword: '매물 1234' },
];

/** The office listing list at scale: each order × filter for the largest office (page 1) and
 * for offices of a typical size in turn, the total and the page as the handler runs them. */
async function benchListings(label: string, db: Db): Promise<number> {
  if (process.env.BENCH_LISTINGS === '0') return 0;
  await db.exec(`
    INSERT INTO agent_rooms (rooms_seq, agent_id, title, address, room_type, selling_type, deposit, price, status, saved_time,
                             building_type, room_count, bathroom_count, approval_kind, approval_date,
                             parking_available, maintenance_fee, direction, direction_basis)
    SELECT 70000000 + g,
           (SELECT min(id) FROM agents WHERE email LIKE 'scale%')
             + CASE WHEN g <= ${BIG_OFFICE} THEN 0 ELSE (g * 7919) % ${OFFICES} END,
           '규모 매물 ' || g, '서울특별시 관악구 신림동 ' || g,
           (ARRAY['ONE_ROOM','TWO_ROOM','THREE_ROOM','OFFICETEL','APT'])[g % 5 + 1],
           (ARRAY['MONTHLY','LEASE','SALE'])[(g / 5) % 3 + 1],
           CASE (g / 5) % 3 WHEN 2 THEN 0 ELSE 100 + (g * 37) % 50000 END,
           CASE (g / 5) % 3 WHEN 0 THEN 30 + g % 100 WHEN 1 THEN 0 ELSE 1000 + (g * 53) % 90000 END,
           (ARRAY['public','waiting','invisible','private','complete','public','invisible','confirm_ing'])[g % 8 + 1],
           now() - make_interval(mins => (g * 7907) % 525600),
           -- The disclosures migration 024 requires (their values do not matter to the list).
           'MULTI_FAMILY', 1, 1, 'USE_APPROVAL', DATE '2010-01-01', true, 50000, 'SOUTH', 'MAIN_ROOM'
      FROM generate_series(1, ${LISTINGS}) g;`);
  // The status log migration 029's trigger wrote for them (read by the statistics page).
  await db.exec('VACUUM ANALYZE agent_rooms');
  await db.exec('VACUUM ANALYZE agent_room_status_log');
  const [big] = await db.query<{ id: number }>(
    "SELECT min(id) AS id FROM agents WHERE email LIKE 'scale%'",
  );
  const offices = Array.from({ length: SIGNED_IN }, (_, i) => big!.id + 1 + i * 97);
  const rows = [];
  let over = 0;
  let worst = { p99: 0, what: '' };
  for (const who of ['3,000 listings', 'typical office'] as const)
    for (const sort of SORTS)
      for (const f of LIST_FILTERS) {
        const ms: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const agentId = who === 'typical office' ? offices[i % offices.length]! : big!.id;
          const list = roomListQuery(agentId, { ...f, sort });
          const t = performance.now();
          const c = process.cpuUsage();
          await roomListPage(db.query, list, 10, 0);
          cpu.push(cpuMs(process.cpuUsage(c)));
          ms.push(performance.now() - t);
        }
        ms.sort((a, b) => a - b);
        cpu.sort((a, b) => a - b);
        const p99 = p(ms, 0.99);
        const what = `${who}, ${sort}, ${
          Object.entries(f)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ') || 'no filter'
        }`;
        if (p99 > GOAL_MS) over++;
        if (p99 > worst.p99) worst = { p99, what };
        rows.push({
          query: what,
          'median ms': p(ms, 0.5).toFixed(2),
          'p99 ms': p99.toFixed(2),
          goal: p99 <= GOAL_MS ? 'ok' : 'OVER',
          'CPU p99 ms': p(cpu, 0.99).toFixed(2),
        });
      }
  console.table(rows);
  const { where, order, args } = roomListQuery(big!.id, { sort: 'status', priceMin: 5000 });
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN ${roomPageSql(where, order, 10, 0)}`,
    args,
  );
  console.log(
    `${label} listing list: ${rows.length} queries (total + page), worst p99 ${worst.p99.toFixed(2)} ms (${worst.what}); ${over} over ${GOAL_MS} ms; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(
        ' ',
      )}\nplan of the largest office, status order, price from 5000:\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
  );
  return over;
}

/** The statistics page (issue 26 #5) over the same listings: page 1 of the listing figures, the
 * office's total and its 12 months, for the largest office and typical ones in turn. Runs after
 * benchListings, on its listings (and the status log migration 029's trigger wrote for them). */
async function benchStats(label: string, db: Db): Promise<number> {
  if (process.env.BENCH_LISTINGS === '0') return 0;
  const [big] = await db.query<{ id: number }>(
    "SELECT min(id) AS id FROM agents WHERE email LIKE 'scale%'",
  );
  const catalogue = builtInFiles().products as Catalogue;
  const offices = Array.from({ length: SIGNED_IN }, (_, i) => big!.id + 1 + i * 97);
  const rows = [];
  let over = 0;
  for (const who of ['3,000 listings', 'typical office'] as const) {
    const ms: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const agentId = who === 'typical office' ? offices[i % offices.length]! : big!.id;
      const t = performance.now();
      const c = process.cpuUsage();
      await Promise.all([
        db.query(listingStatsSql('$2', '$3'), [agentId, 20, 0]),
        db.query('SELECT count(*)::int AS n FROM agent_rooms WHERE agent_id = $1', [agentId]),
        officeMonths(db.query, agentId, catalogue),
      ]);
      cpu.push(cpuMs(process.cpuUsage(c)));
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const p99 = p(ms, 0.99);
    if (p99 > GOAL_MS) over++;
    rows.push({
      query: `statistics page, ${who}`,
      'median ms': p(ms, 0.5).toFixed(2),
      'p99 ms': p99.toFixed(2),
      goal: p99 <= GOAL_MS ? 'ok' : 'OVER',
      'CPU p99 ms': p(cpu, 0.99).toFixed(2),
    });
  }
  console.table(rows);
  for (const [what, sql, args] of [
    ['listing figures', listingStatsSql('$2', '$3'), [big!.id, 20, 0]],
    ['months', MONTH_COUNTS_SQL, [big!.id]],
  ] as const) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, [...args]);
    console.log(
      `${label} statistics page, ${what} of the largest office:\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
    );
  }
  console.log(
    `${label} statistics page: ${over} of ${rows.length} over ${GOAL_MS} ms; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  return over;
}

let failures = 0;
const started = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
console.log(
  `${ROOMS} rooms over ${OFFICES} offices, ${RUNS} runs per query; load at start ${started}`,
);
await benchDistrictSearch();
if (process.env.BENCH_PGLITE !== '0') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const db = await openDb({ dataDir: dir });
  try {
    failures += await benchOne('PGlite', db);
    failures += await benchListings('PGlite', db);
    failures += await benchStats('PGlite', db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (PG_URL) {
  const db = await openDb({ dbUrl: PG_URL });
  try {
    failures += await benchOne('PostgreSQL', db);
    failures += await benchListings('PostgreSQL', db);
    failures += await benchStats('PostgreSQL', db);
  } finally {
    await db.close();
  }
}
process.exitCode = failures ? 1 : 0;
