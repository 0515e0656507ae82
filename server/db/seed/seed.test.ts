// @vitest-environment node
// The demo data a broker sees: report deadlines counted in business days (the rule the popup
// uses), weekdays that match their dates, believable prices, images the portal serves itself
// and no script in notices.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInFiles } from '../../../config/files.ts';
import { handlingDeadline } from '../../../domain/business-days.ts';
import type { UiConfig } from '../../../src/generated/config/ui.ts';
import { ROOT } from '../../lib/spec.ts';
import { freshApp, H, login, type App } from '../../test/helpers.ts';

const kst = (s: string) => new Date(`${s}+09:00`);
// A Friday noon: reports saved on Thursday and Friday are due after the weekend.
const FRIDAY = kst('2026-03-13T12:00:00');

let app: App;
let cleanup: () => void;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FRIDAY);
  ({ app, cleanup } = await freshApp('seed'));
  vi.useRealTimers();
}, 180_000);
afterAll(async () => {
  await app.close();
  cleanup();
});

async function pending(email: string, inflowType: 'DABANG' | 'NAVER') {
  const cookie = await login(app, email);
  const r = await app.inject({
    method: 'GET',
    url: `/api/v2/kiso-report/agent-treat/detail?inflowType=${inflowType}`,
    headers: { ...H, cookie },
  });
  expect(r.statusCode).toBe(200);
  return r.json().result as { savedTime: string; deadline: string };
}

describe('report deadlines', () => {
  it('are two business days after the report, weekends skipped (not two calendar days)', async () => {
    // RPT-D-1001, saved Thursday 16:00 → Monday 16:00 (two calendar days would be Saturday).
    const first = await pending('report@demo.kr', 'DABANG');
    expect(new Date(first.savedTime)).toEqual(kst('2026-03-12T16:00:00'));
    expect(new Date(first.deadline)).toEqual(kst('2026-03-16T16:00:00'));
    // RPT-N-2001, saved Thursday 06:00 → Monday 06:00.
    const naver = await pending('report@demo.kr', 'NAVER');
    expect(new Date(naver.deadline)).toEqual(kst('2026-03-16T06:00:00'));
  });

  it('agree with the rule the popup counts (domain/business-days.ts, holidays-kr)', async () => {
    const holidays = new Set(Object.keys(await getHolidayPreset('2026')));
    for (const [email, inflow] of [
      ['report@demo.kr', 'DABANG'],
      ['report@demo.kr', 'NAVER'],
      ['report2@demo.kr', 'DABANG'],
      ['report2@demo.kr', 'NAVER'],
    ] as const) {
      const r = await pending(email, inflow);
      const popup = handlingDeadline(
        new Date(r.savedTime),
        holidays,
        (builtInFiles().ui as UiConfig).reports.deadlineBusinessDays,
      );
      expect(new Date(r.deadline), `${email} ${inflow}`).toEqual(popup);
    }
  });
});

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

describe('demo notices', () => {
  const notices = () =>
    app.db.query<{ title: string; content: string; img: string | null }>(
      'SELECT title, content, img FROM notices',
    );

  it('give each date the weekday it falls on', async () => {
    const dated = (await notices()).flatMap((n) => [
      ...`${n.title} ${n.content}`.matchAll(/(\d{1,2})월 (\d{1,2})일\((.)\)/g),
    ]);
    expect(dated.length).toBeGreaterThan(0);
    for (const [text, m, d, weekday] of dated) {
      // The nearest such date after the seed's clock (notices announce what is coming).
      let date = new Date(Date.UTC(2026, Number(m) - 1, Number(d)));
      if (date.getTime() < FRIDAY.getTime() - 86_400_000)
        date = new Date(Date.UTC(2027, Number(m) - 1, Number(d)));
      expect(WEEKDAYS[date.getUTCDay()], text).toBe(weekday);
    }
  });

  it('use images the portal serves itself', async () => {
    const srcs = (await notices()).flatMap((n) => [
      ...(n.img ? [n.img] : []),
      ...[...n.content.matchAll(/<img[^>]*\ssrc=["']?([^"'\s>]+)/gi)].map((m) => m[1]!),
    ]);
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) {
      expect(src, src).toMatch(/^\/files\/[\w.-]+$/);
      expect(existsSync(path.join(ROOT, 'public', src)), src).toBe(true);
    }
  });

  it('carry no script and no event-handler attributes', async () => {
    for (const n of await notices()) {
      expect(n.content).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
    }
  });
});

describe('demo prices (만원) a Seoul broker would believe', () => {
  type Listing = { room_type: string; selling_type: string; deposit: number; price: number };
  const listings = async () => [
    ...(await app.db.query<Listing>(
      'SELECT room_type, selling_type, deposit, price FROM gongsil_rooms',
    )),
    ...(await app.db.query<Listing>(
      'SELECT room_type, selling_type, deposit, price FROM agent_rooms',
    )),
    ...(
      await app.db.query<{ lease_type: string; deposit: number; price: number }>(
        'SELECT lease_type, deposit, price FROM fake_reports',
      )
    ).map((r) => ({
      room_type: '',
      selling_type: r.lease_type,
      deposit: r.deposit,
      price: r.price,
    })),
  ];

  it('전세 from 5,000만원, an apartment from 3억; 매매 from 1억, an apartment from 5억', async () => {
    for (const l of await listings()) {
      const what = JSON.stringify(l);
      if (l.selling_type === 'LEASE') {
        expect(l.deposit, what).toBeGreaterThanOrEqual(l.room_type === 'APT' ? 30_000 : 5_000);
        expect(l.price, what).toBe(0);
      }
      if (l.selling_type === 'SALE') {
        expect(l.price, what).toBeGreaterThanOrEqual(l.room_type === 'APT' ? 50_000 : 10_000);
        expect(l.deposit, what).toBe(0);
      }
    }
  });

  it('월세 between 20 and 300만원 a month, with a deposit below a 전세', async () => {
    for (const l of await listings()) {
      if (l.selling_type !== 'MONTHLY') continue;
      const what = JSON.stringify(l);
      expect(l.price, what).toBeGreaterThanOrEqual(20);
      expect(l.price, what).toBeLessThanOrEqual(300);
      expect(l.deposit, what).toBeGreaterThanOrEqual(100);
      expect(l.deposit, what).toBeLessThan(l.room_type === 'APT' ? 35_000 : 8_000);
    }
  });
});

describe('demo listings', () => {
  it('carry the details migration 003 derives for a listing stored without them', async () => {
    const cols = `rooms_seq, sido, sigungu, dong, detail_address, area_m2::text, floor, total_floors,
      move_in_date::text, description`;
    const seeded = await app.db.query<{ floor: number | null; floor_kind: string }>(
      `SELECT ${cols}, floor_kind FROM agent_rooms ORDER BY rooms_seq`,
    );
    expect(seeded.length).toBeGreaterThan(0);
    // The migration's own statement (applied migrations never change) run on the seeded rows
    // with their details cleared, inside a transaction that is rolled back.
    const migration = readFileSync(
      path.join(ROOT, 'server/db/migrations/003_listings.sql'),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('UPDATE agent_rooms SET'));
    const derived = await app.db
      .tx(async (q) => {
        await q(
          `UPDATE agent_rooms SET sido = '', sigungu = '', dong = '', detail_address = '',
             area_m2 = 0, floor_kind = 'GROUND', floor = 1, total_floors = 1, move_in_date = CURRENT_DATE,
             description = ''`,
        );
        await q(backfill);
        const rows = await q(`SELECT ${cols} FROM agent_rooms ORDER BY rooms_seq`);
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((e: { rows?: unknown }) => e.rows ?? e);
    // Migration 020 later gave some demo listings another floor kind (반지하, 옥탑, 지하): their
    // floor is the kind's, not the derived one; every other detail is as derived.
    expect(derived).toEqual(
      seeded.map(({ floor_kind, ...row }) => ({
        ...row,
        floor: floor_kind === 'GROUND' ? row.floor : expect.any(Number),
      })),
    );
    expect(seeded.filter((r) => r.floor_kind === 'GROUND').length).toBeGreaterThan(
      seeded.length / 2,
    );
  });

  it('carry the ad disclosures migration 024 derives for a listing stored without them', async () => {
    const cols = `rooms_seq, building_type, supply_area_m2::text, room_count, bathroom_count,
      approval_kind, approval_date::text, parking_available, parking_spaces, maintenance_fee,
      maintenance_includes, maintenance_breakdown, direction, direction_basis`;
    const seeded = await app.db.query(`SELECT ${cols} FROM agent_rooms ORDER BY rooms_seq`);
    expect(seeded.length).toBeGreaterThan(0);
    const migration = readFileSync(
      path.join(ROOT, 'server/db/migrations/024_listing_disclosures.sql'),
      'utf8',
    );
    const backfill = migration.slice(
      migration.indexOf('UPDATE agent_rooms SET'),
      migration.indexOf('WHERE building_type IS NULL;') + 'WHERE building_type IS NULL'.length,
    );
    const derived = await app.db
      .tx(async (q) => {
        await q('ALTER TABLE agent_rooms ALTER COLUMN building_type DROP NOT NULL');
        await q(
          `UPDATE agent_rooms SET building_type = NULL, supply_area_m2 = NULL, room_count = 0,
             bathroom_count = 0, approval_kind = '', approval_date = CURRENT_DATE,
             parking_available = false, parking_spaces = 0, maintenance_fee = 0,
             maintenance_includes = '{}', maintenance_breakdown = '[]', direction = '',
             direction_basis = ''`,
        );
        await q(backfill);
        const rows = await q(`SELECT ${cols} FROM agent_rooms ORDER BY rooms_seq`);
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((e: { rows?: unknown }) => e.rows ?? e);
    expect(derived).toEqual(seeded);
  });
});
