// @vitest-environment node
// Every dashboard figure equals the count on the screen it summarises, for every demo account
// (ALL_DEMO_ACCOUNTS) and every test account (TEST_ACCOUNTS): listings, products in use (and their kinds, as the session has them too),
// unread inquiries, gongsil requests and claims, pending reports, warnings, and an owner quota
// never above its maximum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInFiles } from '../config/files.ts';
import type { ProductsConfig } from '../src/generated/config/products.ts';
import { ALL_DEMO_ACCOUNTS } from './db/seed/index.ts';
import { STAFF_ACCOUNTS } from './db/seed/studio.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';
import { TEST_ACCOUNTS, TEST_STAFF_ACCOUNTS } from './test/seed/index.ts';

let app: App;
let cleanup: () => void;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('dashboard-figures'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

type J = Record<string, any>;

function caller(cookie: string) {
  return async (op: string, url: string): Promise<{ status: number; json: J }> => {
    const r = await app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { ...H, cookie } });
    const json = r.json();
    expect(validateResponse(op, r.statusCode, json), `${op} ${url}`).toBeNull();
    return { status: r.statusCode, json };
  };
}

/** Every item of a paged list (page size as the server defaults it). */
async function everyItem(get: ReturnType<typeof caller>, op: string, url: string) {
  const items: J[] = [];
  for (let page = 1; ; page++) {
    const sep = url.includes('?') ? '&' : '?';
    const r = (await get(op, `${url}${sep}page=${page}`)).json.result;
    items.push(...r.items);
    if (items.length >= r.total || r.items.length === 0) return items;
  }
}

/**
 * The office master's email, to read the master-only using screen. role2@'s office has no master
 * login in the demo data; the test gives it one (same password) so that office is compared too.
 */
async function masterLogin(agentEmail: string, email: string): Promise<string> {
  await app.db.query(
    `INSERT INTO users (agent_id, email, password_hash, name, role_type, position)
     SELECT agent_id, $1, password_hash, name, 0, 0 FROM users WHERE email = $2
     ON CONFLICT (email) DO NOTHING`,
    [agentEmail, email],
  );
  return agentEmail;
}

const group = (type: number) =>
  (builtInFiles().products as ProductsConfig).products.find((p) => p.type === type);

describe('dashboard figures agree with their screens', () => {
  // Every office account; product staff have no office screens (their role reads none of them).
  const staff = [...STAFF_ACCOUNTS, ...TEST_STAFF_ACCOUNTS].map((s) => s.email);
  const offices = [...ALL_DEMO_ACCOUNTS, ...TEST_ACCOUNTS].filter((a) => !staff.includes(a.email));
  it.each(offices.map((a) => a.email))('%s', async (email) => {
    const get = caller(await login(app, email));
    const summary = await get('getDashboardSummary', '/dashboard/summary');
    expect(summary.status).toBe(200);
    const d = summary.json.result;
    const info = (await get('getAgentInfo', '/agent/info')).json.result;

    // 등록 매물 / 광고중 매물 → the listing page's totals.
    expect(d.roomCount).toBe(
      (await get('getDabangRoomList', '/room/dabang-list')).json.result.total,
    );
    expect(d.publicRoomCount).toBe(
      (await get('getDabangRoomList', '/room/dabang-list?status=public')).json.result.total,
    );

    // 이용중인 상품 and its kinds → /product/list/using (a master screen: read as the office's master).
    const master = caller(await login(app, await masterLogin(info.agent.agentEmail, email)));
    const using = (await master('getProductUsing', '/product/using')).json.result as J[];
    const active = using.filter((u) => u.state === 'ACTIVE');
    expect(d.productUsingCount).toBe(active.length);
    const names = active.map((u) => u.name as string);
    const groups = active.map((u) => group(u.type));
    expect(d.usingItems).toEqual({
      useItem: groups.some((p) => ['general', 'package', 'complex', 'plus'].includes(p!.group)),
      usePremium: groups.some((p) => p!.group === 'premium' && p!.key !== 'region_recommend'),
      useRecommend: names.includes('지역 추천'),
    });
    // The session's flags (the e-contract conditions, the no-item popup) say the same.
    const { useItem, usePremium, useRecommend } = info.item;
    expect({ useItem, usePremium, useRecommend }).toEqual(d.usingItems);

    // 읽지 않은 문의 → the unread rows of both inquiry tabs.
    const inquiries = [
      ...(await everyItem(get, 'getInquiryList', '/inquiry/talk')),
      ...(await everyItem(get, 'getInquiryList', '/inquiry/sms')),
    ];
    expect(d.unreadInquiryCount).toBe(inquiries.filter((i) => !i.isRead).length);

    // 중개의뢰 / 선점한 방 → the gongsil tabs, their counts and their lists.
    const counts = (await get('getGongsilCount', '/gongsil-center/gongsil-count')).json.result;
    const listTotal = async (tab: string) =>
      (await get('getGongsilList', `/gongsil-center/${tab}/list`)).json.result.total;
    expect(d.gongsilPickCount).toBe(counts.pickCount);
    expect(d.gongsilPickCount).toBe(await listTotal('pick'));
    expect(d.gongsilPreemptCount).toBe(counts.preemptCount);
    expect(d.gongsilPreemptCount).toBe(await listTotal('preempt'));

    // 다방 / 네이버 신고 → the reports the self-handling dialog walks through.
    const pending = async (inflow: string) =>
      (await get('getAgentTreatDetail', `/kiso-report/agent-treat/detail?inflowType=${inflow}`))
        .json.result?.pendingCount ?? 0;
    expect(info.user.reportCount).toBe(await pending('DABANG'));
    expect(info.user.naverReportCount).toBe(await pending('NAVER'));

    // 누적 경고 → the rows of the 패널티 현황 tab.
    const penalties = (await get('getKisoPenalty', '/kiso-report/penalty')).json.result.penaltyList;
    expect(d.warningCount).toBe(penalties.length);
    expect(info.user.warningCount).toBe(penalties.length);

    // 집주인 매물 등록 n / max: never above the quota.
    expect(info.owner.useCount).toBeLessThanOrEqual(info.owner.maxCount);
  });
});

describe("the header's rolling figures agree with the gongsil center they link to", () => {
  it('등록 매물 is the 전체 tab total; 누적 중개 the 완료 tabs of every office together', async () => {
    const get = caller(await login(app, 'master@demo.kr'));
    const rolling = (await get('getRollingCount', '/stat/gongsil-center/rolling-count')).json
      .result;
    expect(rolling.totalRoomCount).toBe(
      (await get('getGongsilList', '/gongsil-center/all/list')).json.result.total,
    );
    // Each office with a completed room, read through its own 완료 tab.
    const offices = await app.db.query<{ email: string }>(
      `SELECT DISTINCT ON (g.agent_id) u.email
         FROM gongsil_rooms g JOIN users u ON u.agent_id = g.agent_id
        WHERE g.bucket = 'complete' ORDER BY g.agent_id, u.role_type, u.id`,
    );
    let completed = 0;
    for (const o of offices) {
      const office = caller(await login(app, o.email));
      completed += (await office('getGongsilList', '/gongsil-center/complete/list')).json.result
        .total;
    }
    expect(completed).toBeGreaterThan(0);
    expect(rolling.totalIntermediationCount).toBe(completed);
  });
});
