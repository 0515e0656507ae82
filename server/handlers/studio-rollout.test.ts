// @vitest-environment node
// Rolling a change out to a segment of offices first (issue 25 item 5), against the spec: the
// segment is a condition over the session fields and/or a stable share of offices; its condition
// is type-checked before anything starts; an office in the segment gets the rollout's config (its
// GET /config, its session's products, the price its order is checked with), others the active
// version; a price change goes out only from an approved review request; promote publishes it
// for everyone and rollback ends it, both in the history. The contract cases are in
// ./studio.contract.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInCopy } from '../../config/files.ts';
import { priceLine } from '../../domain/pricing.ts';
import type { Catalogue } from '../../domain/product.ts';
import { builtInConfig } from '../config/active-config.ts';
import { inSegment, MEMBERSHIP_TTL_MS, officeBucket } from '../config/rollout-segment.ts';
import {
  apiCaller,
  freshApp,
  login,
  saveStudioDraft,
  specCaller,
  type App,
} from '../test/helpers.ts';

let app: App;
let cleanup: () => void;
const who = { rollout: '', approver: '', editor: '', viewer: '', gangnam: '', mapo: '' };
const EMAILS: Record<keyof typeof who, string> = {
  rollout: 'rollout@demo.kr',
  approver: 'rollout-approver@demo.kr',
  editor: 'editor@demo.kr',
  viewer: 'viewer@demo.kr',
  gangnam: 'gangnam@demo.kr',
  mapo: 'mapo@demo.kr',
};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('studio-rollout'));
  for (const k of Object.keys(who) as (keyof typeof who)[]) who[k] = await login(app, EMAILS[k]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const op = specCaller(() => app);

const saveDraft = (cookie: string, edit: Parameters<typeof saveStudioDraft>[2]) =>
  saveStudioDraft(app, cookie, edit);

const PRICE = 4400;
const setPrice = (f: Record<string, any>) => (f.products.products[0].unitPrices['30'] = PRICE);
const priceOf = async (cookie: string) => {
  const c = (await apiCaller(app)('GET', '/config', cookie)).json.result;
  const op = (c.overlay.products ?? []).find(
    (o: { path: string }) => o.path === '/products/[key=general_allinone]/unitPrices/30',
  );
  return { version: c.version as number, rollout: c.rollout as number | null, price: op?.value };
};

/** The line total of 일반 올인원 30일 × 10 under a catalogue whose 30-day price is `price`. */
function lineTotal(price: number): number {
  const products = builtInCopy().products as Catalogue;
  (products.products[0] as { unitPrices: Record<string, number> }).unitPrices['30'] = price;
  return priceLine(products, 0, 30, 10)!.total;
}
const order = (cookie: string, expectedTotal: number) =>
  apiCaller(app)(
    'POST',
    '/product/order',
    cookie,
    {
      items: [{ type: 0, day: 30, quantity: 10, periodFrom: '2026-12-01', expectedTotal }],
      agreePaidTerms: true,
    },
    { 'idempotency-key': randomUUID() },
  );

describe('the share of offices', () => {
  it('is stable per office and rollout, and roughly proportional', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => i + 1);
    const inAt = (rollout: number, percent: number) =>
      ids.filter((id) => officeBucket(rollout, id) < percent);
    for (const percent of [10, 30, 50]) {
      const share = inAt(7, percent).length / ids.length;
      expect(Math.abs(share - percent / 100)).toBeLessThan(0.03);
    }
    // The same office is always in or out; a larger share keeps everyone a smaller one had.
    expect(inAt(7, 30)).toEqual(inAt(7, 30));
    expect(inAt(7, 30).every((id) => officeBucket(7, id) < 50)).toBe(true);
    // Another rollout draws another share.
    const other = new Set(inAt(8, 30));
    const overlap = inAt(7, 30).filter((id) => other.has(id)).length / inAt(7, 30).length;
    expect(overlap).toBeGreaterThan(0.2);
    expect(overlap).toBeLessThan(0.4);
  });
});

describe('membership by condition', () => {
  it('reads an office session once per user and rollout for a while, then again', async () => {
    let reads = 0;
    const q = (async () => {
      reads++;
      return [];
    }) as unknown as App['db']['query'];
    const segment = { condition: 'addressSigungu in ["강남구"]', percent: null };
    const who = { agentId: 1, userId: 999_001 };
    const t0 = 1_000_000;
    expect(await inSegment(q, 77, segment, who, builtInConfig(), t0)).toBe(false);
    expect(await inSegment(q, 77, segment, who, builtInConfig(), t0 + 1_000)).toBe(false);
    expect(reads).toBe(1);
    await inSegment(q, 77, segment, who, builtInConfig(), t0 + MEMBERSHIP_TTL_MS + 1);
    expect(reads).toBe(2);
    // Outside the share of offices, the session is not read at all.
    const share = { condition: segment.condition, percent: 1 };
    const out = Array.from({ length: 200 }, (_, i) => i + 1).find((a) => officeBucket(78, a) >= 1)!;
    await inSegment(q, 78, share, { agentId: out, userId: 999_002 }, builtInConfig(), t0);
    expect(reads).toBe(2);
  });
});

describe('segment rollouts', () => {
  it('refuses a condition naming an unknown session field or of a wrong type, before anything starts', async () => {
    await saveDraft(who.rollout, (f) => (f['messages.ko'].gongsil.title = '공실 센터 (강남 먼저)'));
    const unknown = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '강남 먼저',
      condition: 'officeRegion in ["강남구"]',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.problems).toEqual([
      {
        file: 'rollout',
        pointer: '/condition',
        code: 'condition.unknownField',
        params: { field: 'officeRegion' },
      },
    ]);
    const wrongType = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '강남 먼저',
      condition: 'isMaster.startsWith("강남")',
    });
    expect(wrongType.json.problems).toEqual([
      {
        file: 'rollout',
        pointer: '/condition',
        code: 'condition.invalid',
        params: { detail: "found no matching overload for 'bool.startsWith(string)'" },
      },
    ]);
    const notBool = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '강남 먼저',
      condition: 'addressSigungu',
    });
    expect(notBool.json.problems[0]).toMatchObject({ code: 'condition.notBool' });
    const none = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '대상 없음',
    });
    expect(none.json).toEqual({
      code: 400,
      msg: '대상 조건이나 사무소 비율 중 하나는 정해주세요.',
    });
    const list = await op('getStudioRollouts', 'GET', '/studio/rollouts', who.viewer);
    expect(list.json.result).toEqual({ items: [], total: 0 });
  });

  it('sends a price change through review first (409 with needsReview)', async () => {
    await saveDraft(who.rollout, setPrice);
    const r = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '강남구 가격 인상',
      condition: 'addressSigungu in ["강남구"]',
    });
    expect(r.status).toBe(409);
    expect(r.json.needsReview).toEqual([
      {
        file: 'products',
        path: '/products/[key=general_allinone]/unitPrices/30',
        op: 'set',
        rule: '상품 가격',
      },
    ]);
    // Starting, promoting and rolling back are a publisher's; an editor reads only.
    const e = await op('postStudioRollout', 'POST', '/studio/rollouts', who.editor, {
      note: 'x',
      percent: 10,
    });
    expect(e.status).toBe(403);
  });

  let rolloutId: number;

  it('rolls an approved price change out to 강남구 only: config, prices and orders agree', async () => {
    const before = await priceOf(who.mapo);
    const submitted = await op('postStudioApproval', 'POST', '/studio/approvals', who.rollout, {
      note: '강남구 가격 인상',
    });
    const requestId = submitted.json.result.id as number;
    await op(
      'postStudioApprovalApprove',
      'POST',
      `/studio/approvals/${requestId}/approve`,
      who.approver,
      {},
    );
    const r = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '강남구 가격 인상',
      condition: 'addressSigungu in ["강남구"]',
      requestId,
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.result).toMatchObject({
      state: 'active',
      condition: 'addressSigungu in ["강남구"]',
      percent: null,
      author: 'rollout@demo.kr',
      requestId,
      version: null,
    });
    rolloutId = r.json.result.id;

    const inside = await priceOf(who.gangnam);
    const outside = await priceOf(who.mapo);
    expect(inside).toEqual({ version: before.version, rollout: rolloutId, price: PRICE });
    expect(outside).toEqual(before);
    expect((await priceOf('')).price).toBe(before.price);

    // The price check uses the config the broker saw.
    expect((await order(who.gangnam, lineTotal(PRICE))).status).toBe(200);
    const stale = await order(who.gangnam, lineTotal(3300));
    expect(stale.status).toBe(409);
    expect((await order(who.mapo, lineTotal(3300))).status).toBe(200);
    expect((await order(who.mapo, lineTotal(PRICE))).status).toBe(409);

    // One live rollout at a time.
    const second = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '두 번째',
      percent: 10,
      requestId,
    });
    expect(second.status).toBe(409);
  });

  it('shows the studio what a given office sees, and what the rollout changes', async () => {
    const accounts = (
      await apiCaller(app)('GET', '/studio/accounts?q=demo.kr&limit=100', who.viewer)
    ).json.result.items as { userId: number; email: string }[];
    const idOf = (email: string) => accounts.find((a) => a.email === email)!.userId;
    const g = await op(
      'getStudioAccountSession',
      'GET',
      `/studio/accounts/${idOf('gangnam@demo.kr')}/session`,
      who.viewer,
    );
    expect(g.json.result.rollout).toEqual({ id: rolloutId, inSegment: true });
    const m = await op(
      'getStudioAccountSession',
      'GET',
      `/studio/accounts/${idOf('mapo@demo.kr')}/session`,
      who.viewer,
    );
    expect(m.json.result.rollout).toEqual({ id: rolloutId, inSegment: false });
    const one = await op('getStudioRollout', 'GET', `/studio/rollouts/${rolloutId}`, who.viewer);
    expect(one.json.result.files.products.products[0].unitPrices['30']).toBe(PRICE);
    // The draft it came from also retitled the gongsil page (the first test's save).
    expect(one.json.result.changes).toHaveLength(2);
    expect(one.json.result.changes).toContainEqual(
      expect.objectContaining({
        file: 'products',
        op: 'set',
        path: '/products/[key=general_allinone]/unitPrices/30',
        before: 3300,
        after: PRICE,
      }),
    );
  });

  it('rolls back: the segment gets the active version again, in the history', async () => {
    const back = await op(
      'postStudioRolloutRollback',
      'POST',
      `/studio/rollouts/${rolloutId}/rollback`,
      who.rollout,
    );
    expect(back.json.result).toMatchObject({ state: 'rolled-back', endedBy: 'rollout@demo.kr' });
    expect((await priceOf(who.gangnam)).rollout).toBeNull();
    const again = await op(
      'postStudioRolloutRollback',
      'POST',
      `/studio/rollouts/${rolloutId}/rollback`,
      who.rollout,
    );
    expect(again.json).toEqual({ code: 409, msg: '이미 끝난 단계적 공개입니다.' });
    const h = await apiCaller(app)('GET', '/studio/config/history?limit=5', who.viewer);
    expect(h.json.result.items[0]).toMatchObject({
      action: 'rollout-rollback',
      rolloutId,
      changeCount: 2,
    });
  });

  it('rolls one product out on its own: the rest of the draft waits', async () => {
    await saveDraft(who.rollout, (f) => {
      f.products.products[0].unitPrices['30'] = 3300;
      f.products.products[0].label = '일반 올인원 (새 이름)';
      f['messages.ko'].gongsil.title = '공실 센터 (아직)';
    });
    const item = { file: 'products', path: '/products/[key=general_allinone]' };
    const none = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '바뀐 것 없는 상품',
      percent: 100,
      item: { file: 'products', path: '/products/[key=general_one_room]' },
    });
    expect(none.json.msg).toContain('고른 항목에는 바뀐 것이 없습니다');
    const r = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '상품 이름만 먼저',
      condition: 'addressSigungu.startsWith("강남")',
      item,
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.result.item).toEqual(item);
    const one = await op(
      'getStudioRollout',
      'GET',
      `/studio/rollouts/${r.json.result.id}`,
      who.viewer,
    );
    expect(one.json.result.changes.map((c: { path: string }) => c.path)).toEqual([
      '/products/[key=general_allinone]/label',
    ]);
    const inside = (await apiCaller(app)('GET', '/config', who.gangnam)).json.result;
    expect(inside.overlay['messages.ko']).toBeUndefined();
    expect(inside.overlay.products).toContainEqual(
      expect.objectContaining({ value: '일반 올인원 (새 이름)' }),
    );
    await op(
      'postStudioRolloutRollback',
      'POST',
      `/studio/rollouts/${r.json.result.id}/rollback`,
      who.rollout,
    );
  });

  it('promotes a rollout of a percentage to everyone through the publish path', async () => {
    await saveDraft(who.rollout, (f) => {
      f['messages.ko'].gongsil.title = '공실 센터 (절반 먼저)';
      f.products.products[0].unitPrices['30'] = 3300;
    });
    const r = await op('postStudioRollout', 'POST', '/studio/rollouts', who.rollout, {
      note: '절반 먼저',
      percent: 50,
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const id = r.json.result.id as number;
    const list = await op('getStudioRollouts', 'GET', '/studio/rollouts', who.viewer);
    expect(list.json.result.items[0].id).toBe(id);
    expect(list.json.result.items.at(-1).id).toBe(rolloutId);
    const p = await op(
      'postStudioRolloutPromote',
      'POST',
      `/studio/rollouts/${id}/promote`,
      who.rollout,
    );
    expect(p.status).toBe(200);
    const version = p.json.result.version as number;
    const everyone = (await apiCaller(app)('GET', '/config')).json.result;
    expect(everyone.version).toBe(version);
    expect(everyone.rollout).toBeNull();
    const h = await apiCaller(app)('GET', '/studio/config/history?limit=2', who.viewer);
    expect(h.json.result.items[0]).toMatchObject({
      action: 'publish-rollout',
      version,
      rolloutId: id,
      note: '절반 먼저',
    });
    const done = await op('getStudioRollout', 'GET', `/studio/rollouts/${id}`, who.viewer);
    expect(done.json.result.rollout).toMatchObject({ state: 'promoted', version });
  });
});
