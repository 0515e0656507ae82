// Demo data. Runs at start when the users table is empty; deterministic (seeded PRNG), with
// dates relative to the moment it runs. The data are tables under ./data, written in order by
// one loop; each area's own demo data (server/db/seed/<area>.ts) joins through AREA_SEEDS.
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
import { FIDELITY_ACCOUNTS, seedFidelity } from './fidelity.ts';
import { CLAIM_SIGN_ACCOUNTS, seedClaimSign } from './journeys-claim-sign.ts';
import { JOURNEY_ACCOUNTS, seedJourneys } from './journeys.ts';
import { LISTING_ACCOUNTS, seedListings } from './listings.ts';
import { MONEY_ACCOUNTS, seedMoney } from './money.ts';
import { seedRestrictionEnds } from './restriction-ends.ts';
import { seedStudio, STAFF_ACCOUNTS } from './studio.ts';
import { insertRows, prng, type Q, type SeedContext, type SeedStep } from './table.ts';

export { prng } from './table.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/demo-accounts.ts';

/** Every demo login `npm start` prints and the README lists: brokers first, then each area's own. */
export const ALL_DEMO_ACCOUNTS: readonly { email: string; what: string }[] = [
  ...DEMO_ACCOUNTS,
  ...STAFF_ACCOUNTS,
  ...LISTING_ACCOUNTS,
  ...JOURNEY_ACCOUNTS,
  ...CLAIM_SIGN_ACCOUNTS,
  ...FIDELITY_ACCOUNTS,
  ...MONEY_ACCOUNTS,
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
const AREA_SEEDS: ((q: Q, ctx: SeedContext) => Promise<void>)[] = [
  (q, ctx) => seedJourneys(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedStudio(q, ctx.passwordHash),
  (q, ctx) => seedListings(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedFidelity(q, ctx.passwordHash),
  (q, ctx) => seedClaimSign(q, ctx.passwordHash, ctx.now),
  (q) => seedRestrictionEnds(q),
  (q, ctx) => seedMoney(q, ctx.passwordHash, ctx.now),
];

export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [c] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (c && c.n > 0) return false;
  const holidays = await loadHolidays(now);
  await db.tx(async (q) => seed(q, now, holidays));
  return true;
}

async function seed(q: Q, now: Date, holidays: ReadonlySet<string>): Promise<void> {
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
  for (const areaSeed of AREA_SEEDS) await areaSeed(q, ctx);
}
