// @vitest-environment node
// Review before publish (issue 25 item 3), against the spec: a price change cannot be published
// directly; its author submits it, another staff member with the approver role approves or sends
// it back (never their own), comments join the thread, and only an approved request is
// published. Each studio role may do only its part; every refusal is a Korean {code, msg}. The
// operations' contract cases are in ./studio.contract.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const who: Record<'staff' | 'editor' | 'approver' | 'publisher' | 'viewer' | 'broker', string> = {
  staff: '',
  editor: '',
  approver: '',
  publisher: '',
  viewer: '',
  broker: '',
};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('studio-approval'));
  for (const k of Object.keys(who) as (keyof typeof who)[])
    who[k] = await login(app, k === 'broker' ? 'master@demo.kr' : `${k}@demo.kr`);
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const op = specCaller(() => app);

const saveDraft = (cookie: string, edit: Parameters<typeof saveStudioDraft>[2]) =>
  saveStudioDraft(app, cookie, edit);
const setPrice = (price: number) => (f: Record<string, any>) =>
  (f.products.products[0].unitPrices['30'] = price);

const activeVersion = async () =>
  (await apiCaller(app)('GET', '/config')).json.result.version as number;

describe('review before publish', () => {
  let id: number;

  it('tells each staff account its roles', async () => {
    const me = await op('getStudioMe', 'GET', '/studio/me', who.editor);
    expect(me.json.result).toMatchObject({ email: 'editor@demo.kr', roles: ['editor'] });
    const all = await op('getStudioMe', 'GET', '/studio/me', who.staff);
    expect(all.json.result.roles).toEqual(['viewer', 'editor', 'publisher', 'approver']);
    expect((await op('getStudioMe', 'GET', '/studio/me', who.broker)).status).toBe(403);
    expect((await op('getStudioMe', 'GET', '/studio/me', undefined)).status).toBe(401);
  });

  it('refuses to publish a price change directly, naming what needs review (409)', async () => {
    await saveDraft(who.staff, setPrice(3600));
    const r = await op('postStudioPublish', 'POST', '/studio/config/publish', who.staff, {
      note: '가격 인상',
    });
    expect(r.status).toBe(409);
    expect(r.json.msg).toContain('검토 요청');
    expect(r.json.needsReview).toEqual([
      {
        file: 'products',
        path: '/products/[key=general_allinone]/unitPrices/30',
        op: 'set',
        rule: '상품 가격',
      },
    ]);
    // An editor may not publish at all; a publisher may not edit.
    const e = await op('postStudioPublish', 'POST', '/studio/config/publish', who.editor, {
      note: 'x',
    });
    expect(e.json).toEqual({
      code: 403,
      msg: '이 작업은 게시 권한이 있는 스태프 계정만 할 수 있습니다.',
    });
    const p = await op('putStudioDraft', 'PUT', '/studio/config/draft', who.publisher, {
      baseVersion: 0,
      files: { products: {}, 'popup-chain': {}, menus: {}, 'messages.ko': {}, ui: {} },
    });
    expect(p.json.msg).toBe('이 작업은 편집 권한이 있는 스태프 계정만 할 수 있습니다.');
  });

  it('an editor submits the saved draft as a request waiting for review', async () => {
    const none = await op('postStudioApproval', 'POST', '/studio/approvals', who.editor, {
      note: '초안 없이',
    });
    expect(none.json).toEqual({ code: 400, msg: '저장된 초안이 없습니다.' });
    await saveDraft(who.editor, setPrice(3600));
    const r = await op('postStudioApproval', 'POST', '/studio/approvals', who.editor, {
      note: '일반 올인원 30일 3,600원',
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({
      state: 'pending',
      revision: 1,
      author: 'editor@demo.kr',
      reviewer: null,
      needsReview: true,
      version: null,
      schedule: null,
      baseVersion: await activeVersion(),
    });
    id = r.json.result.id;
    // A viewer may read it, not submit one.
    expect(
      (await op('postStudioApproval', 'POST', '/studio/approvals', who.viewer, { note: 'x' }))
        .status,
    ).toBe(403);
  });

  it('the author never reviews their own request; only approvers review', async () => {
    await saveDraft(who.staff, setPrice(3700));
    const own = await op('postStudioApproval', 'POST', '/studio/approvals', who.staff, {
      note: '스태프 자신의 요청',
    });
    const ownId = own.json.result.id;
    for (const verdict of ['approve', 'send-back']) {
      const r = await op(
        verdict === 'approve' ? 'postStudioApprovalApprove' : 'postStudioApprovalSendBack',
        'POST',
        `/studio/approvals/${ownId}/${verdict}`,
        who.staff,
        { comment: '내가 승인' },
      );
      expect(r.json).toEqual({
        code: 403,
        msg: '본인이 보낸 검토 요청은 승인하거나 돌려보낼 수 없습니다. 다른 승인 담당자에게 맡겨주세요.',
      });
    }
    const byEditor = await op(
      'postStudioApprovalApprove',
      'POST',
      `/studio/approvals/${id}/approve`,
      who.editor,
      {},
    );
    expect(byEditor.json.msg).toBe('이 작업은 승인 권한이 있는 스태프 계정만 할 수 있습니다.');
    const missing = await op(
      'postStudioApprovalApprove',
      'POST',
      '/studio/approvals/999999/approve',
      who.approver,
      {},
    );
    expect(missing.json).toEqual({ code: 404, msg: '검토 요청을 찾을 수 없습니다.' });
  });

  it('comments join the thread; a send-back says why and the author resubmits', async () => {
    const c = await op(
      'postStudioApprovalComment',
      'POST',
      `/studio/approvals/${id}/comments`,
      who.approver,
      { text: '60일 가격은 그대로인가요?' },
    );
    expect(c.json.result).toMatchObject({ kind: 'comment', author: 'approver@demo.kr' });
    expect(
      (
        await op(
          'postStudioApprovalComment',
          'POST',
          `/studio/approvals/${id}/comments`,
          who.viewer,
          {
            text: '열람자 댓글',
          },
        )
      ).status,
    ).toBe(403);
    const blank = await op(
      'postStudioApprovalSendBack',
      'POST',
      `/studio/approvals/${id}/send-back`,
      who.approver,
      { comment: '   ' },
    );
    expect(blank.status).toBe(400);
    const back = await op(
      'postStudioApprovalSendBack',
      'POST',
      `/studio/approvals/${id}/send-back`,
      who.approver,
      { comment: '60일 가격도 올려주세요.' },
    );
    expect(back.json.result).toMatchObject({ state: 'returned', reviewer: 'approver@demo.kr' });
    // Sent back: not publishable, not approvable until resubmitted.
    const early = await op(
      'postStudioApprovalPublish',
      'POST',
      `/studio/approvals/${id}/publish`,
      who.publisher,
    );
    expect(early.json).toEqual({
      code: 409,
      msg: '승인된 요청만 게시할 수 있습니다. 다른 스태프의 승인을 먼저 받아주세요.',
    });
    expect(
      (
        await op(
          'postStudioApprovalApprove',
          'POST',
          `/studio/approvals/${id}/approve`,
          who.approver,
          {},
        )
      ).json.msg,
    ).toBe("이 요청은 '돌려보냄' 상태라 승인할 수 없습니다.");

    await saveDraft(who.editor, (f) => {
      f.products.products[0].unitPrices['30'] = 3600;
      f.products.products[0].unitPrices['60'] = 7200;
    });
    const again = await op('postStudioApproval', 'POST', '/studio/approvals', who.editor, {
      note: '30일·60일 가격 인상',
    });
    expect(again.json.result).toMatchObject({ id, state: 'pending', revision: 2, reviewer: null });
  });

  it('lists requests (waiting first) and shows one with its changes and thread', async () => {
    const list = await op('getStudioApprovals', 'GET', '/studio/approvals', who.viewer);
    expect(list.json.result.items[0]).toMatchObject({ state: 'pending' });
    expect(list.json.result.total).toBe(2);
    const returned = await op(
      'getStudioApprovals',
      'GET',
      '/studio/approvals?state=published',
      who.viewer,
    );
    expect(returned.json.result).toEqual({ items: [], total: 0 });

    const one = await op('getStudioApproval', 'GET', `/studio/approvals/${id}`, who.viewer);
    // The history's changes (config/change-list.ts), each with the rule that sends it to review.
    const names = { '/products/[key=general_allinone]': '일반 올인원' };
    expect(one.json.result.changes).toEqual([
      {
        file: 'products',
        path: '/products/[key=general_allinone]/unitPrices/30',
        op: 'set',
        before: 3300,
        after: 3600,
        names,
        rule: '상품 가격',
      },
      {
        file: 'products',
        path: '/products/[key=general_allinone]/unitPrices/60',
        op: 'set',
        before: 6600,
        after: 7200,
        names,
        rule: '상품 가격',
      },
    ]);
    expect(one.json.result.files.products.products[0].unitPrices).toMatchObject({
      '30': 3600,
      '60': 7200,
    });
    expect(one.json.result.events.map((e: { kind: string }) => e.kind)).toEqual([
      'submit',
      'comment',
      'send-back',
      'resubmit',
    ]);
    expect(
      (await op('getStudioApproval', 'GET', '/studio/approvals/999999', who.viewer)).status,
    ).toBe(404);
  });

  it('an approved request is published by a publisher, once, and audited', async () => {
    const ok = await op(
      'postStudioApprovalApprove',
      'POST',
      `/studio/approvals/${id}/approve`,
      who.approver,
      { comment: '확인했습니다.' },
    );
    expect(ok.json.result).toMatchObject({ state: 'approved', reviewer: 'approver@demo.kr' });
    const before = await activeVersion();
    const pub = await op(
      'postStudioApprovalPublish',
      'POST',
      `/studio/approvals/${id}/publish`,
      who.publisher,
    );
    expect(pub.json.result).toEqual({ version: before + 1 });
    const overlay = (await apiCaller(app)('GET', '/config')).json.result.overlay.products;
    expect(overlay).toContainEqual({
      op: 'set',
      path: '/products/[key=general_allinone]/unitPrices/60',
      value: 7200,
    });
    const twice = await op(
      'postStudioApprovalPublish',
      'POST',
      `/studio/approvals/${id}/publish`,
      who.publisher,
    );
    expect(twice.json).toEqual({ code: 409, msg: '이미 게시된 요청입니다.' });
    const one = await op('getStudioApproval', 'GET', `/studio/approvals/${id}`, who.viewer);
    expect(one.json.result.request).toMatchObject({ state: 'published', version: before + 1 });
    const audit = await app.db.query<{ action: string; email: string }>(
      `SELECT a.action, u.email FROM config_audit a JOIN users u ON u.id = a.user_id
        WHERE a.action LIKE 'request-%' OR a.action = 'publish-request' ORDER BY a.id`,
    );
    expect(audit.map((a) => `${a.action} ${a.email}`)).toEqual([
      'request-submit editor@demo.kr',
      'request-submit staff@demo.kr',
      'request-send-back approver@demo.kr',
      'request-resubmit editor@demo.kr',
      'request-approve approver@demo.kr',
      'publish-request publisher@demo.kr',
    ]);
    const [v] = await app.db.query<{ request_id: number }>(
      'SELECT request_id FROM config_versions WHERE version = $1',
      [before + 1],
    );
    expect(v!.request_id).toBe(id);
  });
});

describe('withdrawing a request', () => {
  const withdraw = (id: number, cookie: string, reason = '') =>
    op('postStudioApprovalWithdraw', 'POST', `/studio/approvals/${id}/withdraw`, cookie, {
      reason,
    });
  const latestOf = async (cookie: string) =>
    (await op('getStudioApprovals', 'GET', '/studio/approvals', cookie)).json.result.items as {
      id: number;
      author: string;
      state: string;
    }[];

  it('only its author withdraws a request, with a reason in its thread and the history', async () => {
    const ownId = (await latestOf(who.viewer)).find(
      (r) => r.author === 'staff@demo.kr' && r.state === 'pending',
    )!.id;
    const other = await withdraw(ownId, who.editor);
    expect(other.json).toEqual({
      code: 403,
      msg: '검토 요청은 보낸 사람만 철회할 수 있습니다.',
    });
    const r = await withdraw(ownId, who.staff, '다음 달에 다시 올리겠습니다.');
    expect(r.json.result).toMatchObject({ id: ownId, state: 'withdrawn' });
    const one = await op('getStudioApproval', 'GET', `/studio/approvals/${ownId}`, who.viewer);
    expect(one.json.result.events.at(-1)).toMatchObject({
      kind: 'withdraw',
      author: 'staff@demo.kr',
      body: '다음 달에 다시 올리겠습니다.',
    });
    const history = await op('getStudioHistory', 'GET', '/studio/config/history', who.viewer);
    expect(history.json.result.items[0]).toMatchObject({
      action: 'request-withdraw',
      requestId: ownId,
    });
    // Withdrawn is final: not reviewed, not withdrawn again.
    expect((await withdraw(ownId, who.staff)).json).toEqual({
      code: 409,
      msg: "이 요청은 '철회됨' 상태라 철회할 수 없습니다.",
    });
    const approve = await op(
      'postStudioApprovalApprove',
      'POST',
      `/studio/approvals/${ownId}/approve`,
      who.approver,
      {},
    );
    expect(approve.json.msg).toBe("이 요청은 '철회됨' 상태라 승인할 수 없습니다.");
    // A published request stays in the record.
    const published = (await latestOf(who.viewer)).find((x) => x.state === 'published')!;
    expect((await withdraw(published.id, who.editor)).json).toEqual({
      code: 409,
      msg: "이 요청은 '게시됨' 상태라 철회할 수 없습니다.",
    });
  });

  it('the author may submit again after withdrawing, and a withdrawn schedule never fires', async () => {
    // The draft starts again from the active version (the studio's discard).
    const active = await activeVersion();
    const v = await apiCaller(app)('GET', `/studio/config/versions/${active}`, who.staff);
    const files = v.json.result.files;
    files.products.products[0].unitPrices['30'] = 3900;
    const saved = await apiCaller(app)('PUT', '/studio/config/draft', who.staff, {
      baseVersion: active,
      files,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const again = await op('postStudioApproval', 'POST', '/studio/approvals', who.staff, {
      note: '새 요청',
    });
    expect(again.json.result, JSON.stringify(again.json)).toMatchObject({
      state: 'pending',
      revision: 1,
    });
    const id = again.json.result.id as number;
    await op(
      'postStudioApprovalApprove',
      'POST',
      `/studio/approvals/${id}/approve`,
      who.approver,
      {},
    );
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const s = await op('postStudioSchedule', 'POST', '/studio/schedules', who.publisher, {
      requestId: id,
      at,
    });
    expect(s.json.result.state).toBe('scheduled');
    const r = await withdraw(id, who.staff);
    expect(r.json.result).toMatchObject({ state: 'withdrawn', schedule: null });
    const queue = await op('getStudioSchedules', 'GET', '/studio/schedules', who.viewer);
    expect(
      queue.json.result.items.find((x: { id: number }) => x.id === s.json.result.id),
    ).toMatchObject({ state: 'cancelled', cancelledBy: 'staff@demo.kr' });
  });
});
