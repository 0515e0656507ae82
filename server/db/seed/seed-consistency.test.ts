// @vitest-environment node
// The demo data agrees with itself: an office whose listings are 광고중 holds ad products in use
// with a slot for each of them (what /room/dabang-list reports, server/rooms/slots.ts), and every order carries its own
// lines as an order placed through the cart would (place-order.ts): each line lasts the days it
// was sold for, starts no earlier than the day it was ordered, and the order's totals are the
// sums of its lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, type App } from '../../test/helpers.ts';

let app: App;
let cleanup: () => void;
beforeAll(async () => {
  ({ app, cleanup } = await freshApp('seed-consistency'));
}, 180_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

describe('demo offices with 광고중 listings', () => {
  it('hold ad products in use today with a slot for each advertised listing', async () => {
    // One login per office that has a public listing (its master, else any user).
    const offices = await app.db.query<{ agent_id: number; email: string }>(
      `SELECT DISTINCT ON (r.agent_id) r.agent_id, u.email
         FROM agent_rooms r JOIN users u ON u.agent_id = r.agent_id
        WHERE r.status = 'public'
        ORDER BY r.agent_id, u.role_type, u.id`,
    );
    expect(offices.length).toBeGreaterThan(0);
    const without: string[] = [];
    for (const o of offices) {
      const cookie = await login(app, o.email);
      const get = (url: string) =>
        app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { ...H, cookie } });
      const page = (await get('/room/dabang-list?status=public')).json().result;
      const summary = (await get('/dashboard/summary')).json().result;
      if (!summary.usingItems.useItem || page.slots.total < page.total)
        without.push(`${o.email}: ${page.total} 광고중, ${page.slots.total} slots`);
    }
    expect(without).toEqual([]);
  });
});

describe('demo orders', () => {
  it('carry their own lines: each lasts its days from no earlier than the order date', async () => {
    const bad = await app.db.query<Record<string, unknown>>(
      `SELECT o.id, u.email, l.name, l.day, l.period_from::text, l.period_to::text,
              (o.ordered_at AT TIME ZONE 'Asia/Seoul')::date::text AS ordered_on
         FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN users u ON u.id = o.user_id
        WHERE l.agent_id <> o.agent_id
           OR l.day !~ '^[0-9]+$'
           OR l.period_to - l.period_from + 1 <> l.day::int
           OR l.period_from < (o.ordered_at AT TIME ZONE 'Asia/Seoul')::date
        ORDER BY o.id, l.id`,
    );
    expect(bad).toEqual([]);
  });

  it('total what their lines total', async () => {
    const bad = await app.db.query<Record<string, unknown>>(
      `SELECT o.id, u.email, o.total, o.discount_total,
              sum(l.total)::int AS lines_total, sum(l.discount_price)::int AS lines_discount
         FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN users u ON u.id = o.user_id
        GROUP BY o.id, u.email
       HAVING o.total <> sum(l.total) OR o.discount_total <> sum(l.discount_price)
        ORDER BY o.id`,
    );
    expect(bad).toEqual([]);
  });
});
