// Ad slots and listing counts. The ad products a broker buys are listing slots: a general
// product line gives its quantity in listings, a package line its quantity × the slots of its
// tier, for the line's period. An advertised (public) listing uses one slot. The dashboard and
// the listing page read their numbers from roomCounts, so the two can never disagree.
import { activeOn } from '../../domain/product-periods.ts';
import { findProduct, type Catalogue } from '../../domain/product.ts';
import type { Db } from '../db/index.ts';
import { todayKst } from '../lib/format.ts';
import { openLinesJsonSql, openLinesOf } from '../orders/order-lines.ts';

type Q = Db['query'];

/** Listing slots one order line gives (0 for products that are not listing slots). */
export function lineSlots(
  catalogue: Catalogue,
  line: { type: number; day: string; quantity: number },
): number {
  const p = findProduct(catalogue, line.type);
  if (!p) return 0;
  if (p.group === 'general') return line.quantity;
  if (p.group !== 'package' || !p.family) return 0;
  const regular = line.day.startsWith('regular_');
  const days = Number(regular ? line.day.slice('regular_'.length) : line.day);
  const family = catalogue.packageFamilies[p.family];
  const tier = (regular ? family?.regular : family?.tiers)?.find((t) => t.day === days);
  return tier ? tier.slots * line.quantity : 0;
}

export interface RoomCounts {
  total: number;
  byStatus: Record<string, number>;
}

/** The office's listings by status as one JSON object, a subquery for a statement where
 * `agentId` is the office id expression: the dashboard embeds it, the listing page runs it. */
export const roomCountsSql = (agentId: string) =>
  `(SELECT coalesce(json_object_agg(status, n), '{}'::json)
      FROM (SELECT status, count(*)::int AS n FROM agent_rooms WHERE agent_id = ${agentId} GROUP BY status) rc)`;

/** Counts from the JSON roomCountsSql gives. */
export function roomCountsOf(json: unknown): RoomCounts {
  const byStatus = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, number>;
  return { total: Object.values(byStatus).reduce((s, n) => s + n, 0), byStatus };
}

/** The office's listings by status: one query for the dashboard and the listing page. */
export async function roomCounts(q: Q, agentId: number): Promise<RoomCounts> {
  const [row] = await q<{ c: unknown }>(`SELECT ${roomCountsSql('$1')} AS c`, [agentId]);
  return roomCountsOf(row?.c ?? {});
}

export interface AdSlots {
  total: number;
  used: number;
}

/**
 * Slots of the office's ad products in use today (domain/product-periods.ts, Korean date),
 * counted with the catalogue of the request's config version, and the advertised listings.
 */
export async function adSlots(
  q: Q,
  agentId: number,
  catalogue: Catalogue,
  counts?: RoomCounts,
): Promise<AdSlots> {
  const today = todayKst();
  const [row] = await q<{ lines: unknown }>(`SELECT ${openLinesJsonSql('$1', '$2')} AS lines`, [
    agentId,
    today,
  ]);
  const lines = activeOn(openLinesOf(row?.lines), today);
  const total = lines.reduce((s, l) => s + lineSlots(catalogue, l), 0);
  const used = (counts ?? (await roomCounts(q, agentId))).byStatus.public ?? 0;
  return { total, used };
}

/** Locks the office row so two registrations cannot take the same last slot. */
export async function lockOffice(q: Q, agentId: number): Promise<void> {
  await q('SELECT id FROM agents WHERE id = $1 FOR UPDATE', [agentId]);
}
