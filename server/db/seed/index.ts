// Demo data. Runs at start when the users table is empty; deterministic (seeded PRNG), with
// dates relative to the moment it runs. The data are tables under ./data, written in order by
// one loop; each area's own demo data (server/db/seed/<area>.ts) joins through AREA_SEEDS.
// The accounts here are the ones a visitor or a reviewer uses; the browser tests' own accounts
// are a test seed (server/test/seed/) that the test servers pass in as `more`.
import { fillDistrictCodes } from '../../address/fill-district-codes.ts';
import { loadHolidays } from '../../lib/holidays.ts';
import { hashPasswordSync } from '../../lib/password-hash.ts';
import type { Db } from '../index.ts';
import { accounts, contacts, staff } from './data/accounts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/demo-accounts.ts';
import { notices } from './data/notices.ts';
import { offices } from './data/offices.ts';
import { orderLines, orders } from './data/orders.ts';
import { reference } from './data/reference.ts';
import { inquiries, reports } from './data/reports.ts';
import { gongsilRooms, ownRooms } from './data/rooms.ts';
import { seedInquiryListings } from './inquiry-listings.ts';
import { seedInquiryPhones } from './inquiry-phones.ts';
import { seedListingHistory } from './listing-history.ts';
import { seedRestrictionEnds } from './restriction-ends.ts';
import { seedStudio, STAFF_ACCOUNTS } from './studio.ts';
import {
  insertRows,
  prng,
  type AreaSeed,
  type Q,
  type SeedContext,
  type SeedStep,
} from './table.ts';

export { prng } from './table.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/demo-accounts.ts';

/** Every demo login `npm start` prints and the README lists: brokers first, then staff. */
export const ALL_DEMO_ACCOUNTS: readonly { email: string; what: string }[] = [
  ...DEMO_ACCOUNTS,
  ...STAFF_ACCOUNTS,
];

/** The tables, in the order their rows can refer to earlier ones. */
const STEPS: SeedStep[] = [
  offices,
  accounts,
  staff,
  contacts,
  reference,
  notices,
  orders,
  orderLines,
  gongsilRooms,
  ownRooms,
  reports,
  inquiries,
];

/** Other areas' demo data, each in its own file: add one line here. */
const AREA_SEEDS: AreaSeed[] = [
  (q) => seedInquiryPhones(q),
  (q) => seedInquiryListings(q),
  (q, ctx) => seedStudio(q, ctx.passwordHash),
  (q) => seedRestrictionEnds(q),
  (q) => seedListingHistory(q),
];

/** Seeds an empty database (no users): the demo data, then `more` (the tests' own accounts,
 * server/test/seed/) in the same transaction and context. */
export async function seedIfEmpty(
  db: Db,
  now = new Date(),
  more: readonly AreaSeed[] = [],
): Promise<boolean> {
  const [c] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (c && c.n > 0) return false;
  const holidays = await loadHolidays(now);
  await db.tx(async (q) => {
    await seed(q, now, holidays, [...AREA_SEEDS, ...more]);
    // The 법정동코드 of every seeded listing and gongsil room, the tests' own included, from
    // their addresses (as migration 025 fills those stored before it).
    await fillDistrictCodes(q);
  });
  return true;
}

async function seed(
  q: Q,
  now: Date,
  holidays: ReadonlySet<string>,
  areaSeeds: readonly AreaSeed[],
): Promise<void> {
  const ids = new Map<string, number>();
  const rnd = prng(20261121);
  const ctx: SeedContext = {
    now,
    rnd,
    pick: (arr) => arr[Math.floor(rnd() * arr.length)]!,
    passwordHash: hashPasswordSync(DEMO_PASSWORD),
    holidays,
    id: (table, key) => {
      const id = ids.get(`${table}:${key}`);
      if (id === undefined) throw new Error(`seed: no ${table} row '${key}'`);
      return id;
    },
  };
  for (const step of STEPS) {
    const tables = step(ctx);
    for (const t of Array.isArray(tables) ? tables : [tables])
      await insertRows(q, t, (key, id) => ids.set(`${t.table}:${key}`, id));
  }
  for (const areaSeed of areaSeeds) await areaSeed(q, ctx);
}
