// Demo data as tables: each step lists rows of one table as plain objects (column → value);
// `insertRows` writes them. A row with a `key` records its new id, so later steps refer to it
// by that key (an account's email, an order's name) instead of by a number.
import { kstDateKey } from '../../../domain/business-days.ts';
import type { Db } from '../index.ts';

export type Q = Db['query'];
export type Row = Record<string, unknown> & { key?: string };

export interface SeedTable {
  table: string;
  rows: Row[];
}

/** What every step may read: the clock, the PRNG, and the ids of rows already written. */
export interface SeedContext {
  now: Date;
  rnd: () => number;
  pick: <T>(arr: readonly T[]) => T;
  /** bcrypt hash of the demo password. */
  passwordHash: string;
  /** Korean public holidays (`YYYY-MM-DD`) around `now`. */
  holidays: ReadonlySet<string>;
  /** Id of a row written with `key` (e.g. `id('users', 'master@demo.kr')`); throws if none. */
  id: (table: string, key: string) => number;
}

export type SeedStep = (ctx: SeedContext) => SeedTable | SeedTable[];

/** An area's demo data, written after the tables (e.g. `server/db/seed/studio.ts`). */
export type AreaSeed = (q: Q, ctx: SeedContext) => Promise<void>;

/** Writes the rows in order; rows with a `key` report their id through `remember`. */
export async function insertRows(
  q: Q,
  { table, rows }: SeedTable,
  remember?: (key: string, id: number) => void,
): Promise<void> {
  for (const { key, ...row } of rows) {
    const cols = Object.keys(row);
    const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})${key ? ' RETURNING id' : ''}`;
    const out = await q<{ id: number }>(sql, Object.values(row));
    if (key) remember?.(key, out[0]!.id);
  }
}

/** mulberry32: the same demo data on every start. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `minutes` before `base`. */
export const minutesAgo = (base: Date, minutes: number): Date =>
  new Date(base.getTime() - minutes * 60_000);

/** `yyyy-MM-dd` on the Korean calendar of `base` moved by `days` (negative: the past): the date
 * the product periods are read on (domain/product-periods.ts). */
export const dayOffset = (base: Date, days: number): string =>
  kstDateKey(new Date(base.getTime() + days * 86_400_000));
