// Products in use: the master office's three lines, the serve office's apartment product and an
// 일반 올인원 line for each office that advertises listings (the 아파트 단지 product gives no listing
// slots, server/rooms/slots.ts), priced as the catalogue prices them today. An order is placed on
// the first day of its earliest line, as the cart allows no line to start before the order. Whether an office uses products is read from these lines
// (domain/product-periods.ts), so every screen that says so has a line to show.
import { builtInFiles } from '../../../../config/files.ts';
import { priceLine } from '../../../../domain/pricing.ts';
import type { Catalogue } from '../../../../domain/product.ts';
import { dayOffset, minutesAgo, type SeedStep } from '../table.ts';
import { PRODUCT_OPTIONS } from './reference.ts';

interface Line {
  type: number;
  days: number;
  quantity: number;
  /** First day, relative to today. */
  from: number;
  option: [kind: string, id: number] | null;
}

const ORDERS: { key: string; office: string; user: string; lines: Line[] }[] = [
  {
    key: 'master-1',
    office: 'master',
    user: 'master@demo.kr',
    lines: [
      { type: 0, days: 30, quantity: 10, from: -10, option: null },
      { type: 2, days: 90, quantity: 1, from: -20, option: ['region', 1] },
      { type: 1, days: 30, quantity: 1, from: -80, option: ['subway', 1] },
    ],
  },
  {
    key: 'serve-1',
    office: 'serve',
    user: 'serve@demo.kr',
    lines: [
      { type: 4, days: 90, quantity: 1, from: -5, option: ['apt', 2] },
      { type: 0, days: 30, quantity: 10, from: -10, option: null },
    ],
  },
  ...(
    [
      ['report', 'report@demo.kr'],
      ['penalty', 'penalty@demo.kr'],
      ['role2', 'role2@demo.kr'],
      ['nosign', 'nosign@demo.kr'],
    ] as const
  ).map(([office, user]) => ({
    key: `${office}-1`,
    office,
    user,
    lines: [{ type: 0, days: 30, quantity: 10, from: -10, option: null }],
  })),
];

// Demo data is priced with the catalogue this build ships (staff have published nothing yet).
const catalogue = () => builtInFiles().products as Catalogue;
const price = (l: Line) => priceLine(catalogue(), l.type, l.days, l.quantity)!;
const label = (type: number) => catalogue().products.find((p) => p.type === type)!.label;

export const orders: SeedStep = ({ id, now }) => ({
  table: 'orders',
  rows: ORDERS.map((o) => ({
    key: o.key,
    agent_id: id('agents', o.office),
    user_id: id('users', o.user),
    ordered_at: minutesAgo(now, 60 * 24 * Math.max(...o.lines.map((l) => -l.from))),
    total: o.lines.reduce((s, l) => s + price(l).total, 0),
    discount_total: o.lines.reduce((s, l) => s + price(l).discountPrice, 0),
  })),
});

export const orderLines: SeedStep = ({ id, now }) => ({
  table: 'order_lines',
  rows: ORDERS.flatMap((o) =>
    o.lines.map((l) => ({
      order_id: id('orders', o.key),
      agent_id: id('agents', o.office),
      type: l.type,
      name: label(l.type),
      day: String(l.days),
      quantity: l.quantity,
      period_from: dayOffset(now, l.from),
      period_to: dayOffset(now, l.from + l.days - 1),
      price: price(l).price,
      discount_price: price(l).discountPrice,
      total: price(l).total,
      option_kind: l.option?.[0] ?? null,
      option_id: l.option?.[1] ?? null,
      option_name: l.option ? PRODUCT_OPTIONS[l.option[0]]![l.option[1] - 1] : null,
    })),
  ),
});
