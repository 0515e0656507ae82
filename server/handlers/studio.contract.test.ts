// @vitest-environment node
// Contract of tag "studio" (server/test/contract.ts): drafts, publishing, versions, rollback and
// the accounts staff preview. A publish is global, so a case reads the active version first and
// checks numbers from it, and after each case the config goes back to the built-in one (a
// rollback to version 0): every case edits the files as this build ships them. Drafts are per
// staff member: the case that reads an untouched draft signs in as preview@, who saves none here.
// User 7 is chain@demo.kr (server/db/seed/data/accounts.ts). Review requests are editor@'s (the
// editor role only), approved by approver@, published and scheduled by publisher@; their whole
// behaviour is tested in ./studio-approval.test.ts and ./studio-schedule.test.ts. A case that
// rolls a request out to a segment ends the rollout after it (./studio-rollout.test.ts).
import { afterEach, describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
  type Call,
  type Ids,
} from '../test/contract.ts';
import { H } from '../test/helpers.ts';
import { staffFiles } from '../test/staff-files.ts';

const file = contractFile('studio');

/** Whether the running case published (the rollback after it puts the built-in config back). */
let publishedInCase = false;
afterEach(async () => {
  if (!publishedInCase) return;
  publishedInCase = false;
  const r = await file.app().inject({
    method: 'POST',
    url: '/api/v2/studio/config/rollback',
    headers: { ...H, cookie: await file.cookie('staff') },
    payload: { version: 0 },
  });
  // 400: the active config is the built-in one already (publish.unchanged).
  expect([200, 400]).toContain(r.statusCode);
});

/** The staff files with one product's label changed. */
function labelled(index: number, label: string) {
  const f = staffFiles();
  f.products.products[index].label = label;
  return f;
}

function broken() {
  const f = staffFiles();
  f.products.products[0].unitPrices['30'] = -1;
  return f;
}

/** The active version, kept as `{base}`. */
const active: Call = { op: 'getConfig', url: '/config', keep: (r) => ({ base: r.version }) };
/** staff@ saves a draft on the active version with the first product renamed. */
const renamedDraft: Call = {
  op: 'putStudioDraft',
  as: 'staff',
  url: '/studio/config/draft',
  body: (ids: { base: number }) => ({
    baseVersion: ids.base,
    files: labelled(0, '계약 테스트 상품'),
  }),
};
/** staff@ publishes that draft, kept as `{published}`. */
const published: Call = {
  op: 'postStudioPublish',
  as: 'staff',
  url: '/studio/config/publish',
  body: { note: '계약 테스트 게시' },
  keep: (r) => {
    publishedInCase = true;
    return { published: r.version };
  },
};

/** editor@ saves a draft on the active version with the first product's 30-day price raised. */
const pricedDraft: Call = {
  op: 'putStudioDraft',
  as: 'editor',
  url: '/studio/config/draft',
  body: (ids: { base: number }) => {
    const f = staffFiles();
    f.products.products[0].unitPrices['30'] = 3600;
    return { baseVersion: ids.base, files: f };
  },
};
/** editor@ submits that draft for review, kept as `{request}`. */
const submitted: Call = {
  op: 'postStudioApproval',
  as: 'editor',
  url: '/studio/approvals',
  body: { note: '계약 테스트 가격 인상' },
  keep: (r) => ({ request: r.id }),
};
/** approver@ approves it. */
const approved: Call = {
  op: 'postStudioApprovalApprove',
  as: 'approver',
  url: '/studio/approvals/{request}/approve',
  body: {},
};
/** A time half a year ahead (scheduled in a case, never due while the tests run). */
const later = () => new Date(Date.now() + 180 * 86_400_000).toISOString();
/** publisher@ schedules the approved request, kept as `{schedule}`. */
const scheduled: Call = {
  op: 'postStudioSchedule',
  as: 'publisher',
  url: '/studio/schedules',
  body: (ids: { request: number }) => ({ requestId: ids.request, at: later() }),
  keep: (r) => ({ schedule: r.id }),
};
const reviewed = [active, pricedDraft, submitted, approved];
/** publisher@ rolls the approved request out to 강남구 first, kept as `{rollout}`. */
const rolledOut: Call = {
  op: 'postStudioRollout',
  as: 'publisher',
  url: '/studio/rollouts',
  body: (ids: { request: number }) => ({
    note: '계약 테스트 강남구 먼저',
    condition: 'addressSigungu in ["강남구"]',
    percent: 50,
    requestId: ids.request,
  }),
  keep: (r) => ({ rollout: r.id }),
};
/** publisher@ ends that rollout (one is live at a time: every case that starts one ends it). */
const rolledBack: Call = {
  op: 'postStudioRolloutRollback',
  as: 'publisher',
  url: '/studio/rollouts/{rollout}/rollback',
};
/** editor@ saves a draft on the active version with the first product's 60-day price at 0원. */
const freeDraft: Call = {
  op: 'putStudioDraft',
  as: 'editor',
  url: '/studio/config/draft',
  body: (ids: { base: number }) => {
    const f = staffFiles();
    f.products.products[0].unitPrices['60'] = 0;
    return { baseVersion: ids.base, files: f };
  },
};

describe('contract: tag studio', () => {
  contractCases(file, [
    { op: 'getStudioDraft', as: 'master', url: '/studio/config/draft', status: 403 },
    { op: 'getStudioObjections', as: 'master', url: '/studio/objections', status: 403 },
    {
      op: 'getStudioObjectionPhoto',
      as: 'staff',
      url: '/studio/objections/1/photos/3f2a9c0d4b1e4f6a8c7d2e1f0a9b8c7d',
      status: 404,
    },
    {
      name: 'staff review an objection, an approver accepts it with an answer the broker reads',
      given: [
        {
          op: 'getAgentTreatComplete',
          as: 'penalty',
          url: '/kiso-report/agent-treat/complete?page=1',
          keep: (r) => ({ history: r.reportList[0].id }),
        },
        {
          op: 'postObjection',
          as: 'penalty',
          url: '/kiso-report/objections',
          body: (ids: Ids) => ({
            historyId: ids.history,
            reason: '전화 확인 당시 거래가 진행 중이었습니다.',
            photoIds: [],
          }),
          keep: (r) => ({ objection: r.id }),
        },
        {
          op: 'getStudioObjections',
          as: 'viewer',
          url: '/studio/objections?status=RECEIVED',
          check: (r, ids) =>
            expect(r.find((o: { id: number }) => o.id === ids.objection)).toMatchObject({
              userEmail: 'penalty@demo.kr',
              status: 'RECEIVED',
            }),
        },
        // Deciding is the approver's (x-roles: approver).
        {
          op: 'postStudioObjectionAnswer',
          as: 'viewer',
          url: '/studio/objections/{objection}/answer',
          body: { status: 'REVIEWING', answer: '' },
          status: 403,
        },
        {
          op: 'postStudioObjectionAnswer',
          as: 'approver',
          url: '/studio/objections/{objection}/answer',
          body: { status: 'REJECTED', answer: '' },
          status: 400,
        },
      ],
      op: 'postStudioObjectionAnswer',
      as: 'approver',
      url: '/studio/objections/{objection}/answer',
      body: { status: 'ACCEPTED', answer: '제출하신 내용으로 정상 매물임을 확인했습니다.' },
      check: (r) => expect(r).toMatchObject({ status: 'ACCEPTED' }),
      then: [
        {
          op: 'getObjections',
          as: 'penalty',
          url: '/kiso-report/objections',
          check: (r) =>
            expect(r[0]).toMatchObject({
              status: 'ACCEPTED',
              answer: '제출하신 내용으로 정상 매물임을 확인했습니다.',
            }),
        },
        {
          op: 'postStudioObjectionAnswer',
          as: 'approver',
          url: '/studio/objections/{objection}/answer',
          body: { status: 'REJECTED', answer: '번복' },
          status: 409,
        },
      ],
    },
    {
      given: [active],
      op: 'getStudioDraft',
      as: 'preview',
      url: '/studio/config/draft',
      check: (r, ids) => {
        expect(r.baseVersion).toBe(ids.base);
        expect(r.problems).toEqual([]);
      },
    },
    {
      name: 'putStudioDraft saves a draft with a negative price and lists the problem',
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: { baseVersion: 0, files: broken() },
      check: (r) => expect(r.problems.length).toBeGreaterThan(0),
    },
    {
      name: 'postStudioPublish refuses a draft with problems',
      given: [
        {
          op: 'putStudioDraft',
          as: 'staff',
          url: '/studio/config/draft',
          body: { baseVersion: 0, files: broken() },
        },
      ],
      op: 'postStudioPublish',
      as: 'staff',
      url: '/studio/config/publish',
      body: { note: '음수 가격' },
      status: 400,
    },
    {
      ...renamedDraft,
      name: 'putStudioDraft saves a renamed product without problems',
      given: [active],
      check: (r) => expect(r.problems).toEqual([]),
    },
    {
      name: 'postStudioPublish refuses an empty note',
      given: [active, renamedDraft],
      op: 'postStudioPublish',
      as: 'staff',
      url: '/studio/config/publish',
      body: { note: '' },
      status: 400,
    },
    {
      ...published,
      name: 'postStudioPublish makes the draft the next version',
      given: [active, renamedDraft],
      check: (r, ids) => expect(r.version).toBe(Number(ids.base) + 1),
    },
    {
      // An edit of the older version on another field merges onto the new one (200, the merged draft).
      name: 'putStudioDraft on an older version merges another field',
      given: [active, renamedDraft, published],
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: (ids: { base: number }) => ({ baseVersion: ids.base, files: labelled(1, '다른 항목') }),
      check: (r, ids) => {
        expect(r.baseVersion).toBe(ids.published);
        expect(r.files.products.products[0].label).toBe('계약 테스트 상품');
        expect(r.files.products.products[1].label).toBe('다른 항목');
      },
    },
    {
      // The same field changed on both sides: 409 with the conflict.
      name: 'putStudioDraft on an older version answers a field changed on both sides with 409',
      given: [active, renamedDraft, published],
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: (ids: { base: number }) => ({ baseVersion: ids.base, files: labelled(0, '충돌') }),
      status: 409,
      check: (r) => expect(r.conflicts[0].pointer).toBe('/products/0/label'),
    },
    {
      given: [
        {
          op: 'getStudioVersions',
          as: 'staff',
          url: '/studio/config/versions?page=1&limit=10',
          keep: (r) => ({ before: r.total }),
        },
        active,
        renamedDraft,
        published,
      ],
      op: 'getStudioVersions',
      as: 'staff',
      url: '/studio/config/versions?page=1&limit=10',
      check: (r, ids) => {
        expect(r.total).toBe(Number(ids.before) + 1);
        expect(r.items[0].note).toBe('계약 테스트 게시');
      },
    },
    {
      given: [active, renamedDraft, published],
      op: 'getStudioVersion',
      as: 'staff',
      url: '/studio/config/versions/{published}',
    },
    // A version number no case reaches.
    { op: 'getStudioVersion', as: 'staff', url: '/studio/config/versions/99999', status: 404 },
    { op: 'getStudioVersion', as: 'master', url: '/studio/config/versions/0', status: 403 },
    {
      op: 'postStudioRollback',
      as: 'staff',
      url: '/studio/config/rollback',
      body: { version: 99999 },
      status: 404,
    },
    {
      name: 'postStudioRollback to the built-in config publishes it as the next version',
      given: [active, renamedDraft, published],
      op: 'postStudioRollback',
      as: 'staff',
      url: '/studio/config/rollback',
      body: { version: 0 },
      check: (r, ids) => expect(r.version).toBe(Number(ids.published) + 1),
    },
    // History, comparison and import: their wording of changes is tested in
    // server/handlers/studio-history.test.ts.
    {
      name: 'getStudioHistory lists a publish, newest first, with its note and changes',
      given: [active, renamedDraft, published],
      op: 'getStudioHistory',
      as: 'staff',
      url: '/studio/config/history',
      check: (r, ids) => {
        expect(r.items[0]).toMatchObject({
          action: 'publish',
          version: Number(ids.published),
          note: '계약 테스트 게시',
        });
        expect(r.items[0].changes.length).toBeGreaterThan(0);
      },
    },
    { op: 'getStudioHistory', as: 'master', url: '/studio/config/history', status: 403 },
    {
      name: 'getStudioVersionChanges lists the changes between two versions',
      given: [active, renamedDraft, published],
      op: 'getStudioVersionChanges',
      as: 'staff',
      url: '/studio/config/versions/{published}/changes?from={base}',
      check: (r) => expect(JSON.stringify(r)).toContain('계약 테스트 상품'),
    },
    {
      name: 'postStudioImport refuses a file that is not a config version, in Korean',
      op: 'postStudioImport',
      as: 'staff',
      url: '/studio/config/import',
      body: { files: { 'products.json': '{}' } },
      status: 400,
    },
    // Review before publish and publishing at a time (issue 25 items 3 and 4).
    {
      op: 'getStudioMe',
      as: 'editor',
      url: '/studio/me',
      check: (r) => expect(r).toMatchObject({ email: 'editor@demo.kr', roles: ['editor'] }),
    },
    { op: 'getStudioMe', as: 'master', url: '/studio/me', status: 403 },
    {
      name: 'postStudioPublish refuses a price change that needs review (409, needsReview)',
      given: [active, { ...pricedDraft, as: 'staff' }],
      op: 'postStudioPublish',
      as: 'staff',
      url: '/studio/config/publish',
      body: { note: '가격 인상' },
      status: 409,
      check: (r) => expect(r.needsReview[0]).toMatchObject({ file: 'products', rule: '상품 가격' }),
    },
    {
      ...submitted,
      name: 'postStudioApproval submits the saved draft, waiting for review',
      given: [active, pricedDraft],
      check: (r) => expect(r).toMatchObject({ state: 'pending', needsReview: true }),
    },
    {
      name: 'postStudioApproval refuses a product at 0원 the request does not confirm (400)',
      given: [active, freeDraft],
      op: 'postStudioApproval',
      as: 'editor',
      url: '/studio/approvals',
      body: { note: '60일 무료' },
      status: 400,
      check: (r: any) =>
        expect(r.problems).toEqual([
          {
            file: 'products',
            pointer: '/products/0/unitPrices/60',
            code: 'product.soldForFree',
            params: {},
          },
        ]),
    },
    {
      name: 'postStudioApproval submits a product at 0원 the request confirms',
      given: [active, freeDraft],
      op: 'postStudioApproval',
      as: 'editor',
      url: '/studio/approvals',
      body: { note: '60일 무료', confirmFreeProducts: ['general_allinone'] },
      check: (r) => expect(r).toMatchObject({ state: 'pending', needsReview: true }),
    },
    {
      name: 'postStudioPublish refuses a product at 0원 the publish does not confirm (400)',
      given: [active, { ...freeDraft, as: 'staff' }],
      op: 'postStudioPublish',
      as: 'staff',
      url: '/studio/config/publish',
      body: { note: '60일 무료', confirmFreeProducts: ['subway'] },
      status: 400,
      check: (r: any) => expect(r.problems[0]).toMatchObject({ code: 'product.soldForFree' }),
    },
    {
      op: 'postStudioApproval',
      as: 'viewer',
      url: '/studio/approvals',
      body: { note: 'x' },
      status: 403,
    },
    {
      name: 'getStudioApprovals lists the requests, those waiting first',
      given: [active, pricedDraft, submitted],
      op: 'getStudioApprovals',
      as: 'viewer',
      url: '/studio/approvals?state=pending',
      check: (r, ids) => expect(r.items.map((x: any) => x.id)).toContain(ids.request),
    },
    {
      name: 'getStudioApproval shows a request with its changes and thread',
      given: [active, pricedDraft, submitted],
      op: 'getStudioApproval',
      as: 'viewer',
      url: '/studio/approvals/{request}',
      check: (r) => {
        expect(r.changes[0]).toMatchObject({ before: 3300, after: 3600, rule: '상품 가격' });
        expect(r.events.at(-1).kind).toMatch(/^(re)?submit$/);
      },
    },
    { op: 'getStudioApproval', as: 'viewer', url: '/studio/approvals/99999', status: 404 },
    {
      name: 'postStudioApprovalComment adds to the thread',
      given: [active, pricedDraft, submitted],
      op: 'postStudioApprovalComment',
      as: 'approver',
      url: '/studio/approvals/{request}/comments',
      body: { text: '확인 중입니다.' },
      check: (r) => expect(r).toMatchObject({ kind: 'comment', author: 'approver@demo.kr' }),
    },
    {
      ...approved,
      name: 'postStudioApprovalApprove approves a request waiting for review',
      given: [active, pricedDraft, submitted],
      check: (r) => expect(r).toMatchObject({ state: 'approved', reviewer: 'approver@demo.kr' }),
    },
    {
      name: 'postStudioApprovalApprove refuses the author (403)',
      given: [active, { ...pricedDraft, as: 'staff' }, { ...submitted, as: 'staff' }],
      op: 'postStudioApprovalApprove',
      as: 'staff',
      url: '/studio/approvals/{request}/approve',
      body: {},
      status: 403,
    },
    {
      name: 'postStudioApprovalSendBack returns a request to its author with the reason',
      given: [active, pricedDraft, submitted],
      op: 'postStudioApprovalSendBack',
      as: 'approver',
      url: '/studio/approvals/{request}/send-back',
      body: { comment: '60일 가격도 함께 올려주세요.' },
      check: (r) => expect(r.state).toBe('returned'),
    },
    {
      name: 'postStudioApprovalWithdraw lets the author withdraw a request for good',
      given: [active, pricedDraft, submitted],
      op: 'postStudioApprovalWithdraw',
      as: 'editor',
      url: '/studio/approvals/{request}/withdraw',
      body: { reason: '다음 달에 다시 올리겠습니다.' },
      check: (r) => expect(r).toMatchObject({ state: 'withdrawn', schedule: null }),
    },
    {
      name: 'postStudioApprovalWithdraw refuses anyone but the author (403)',
      given: [active, { ...pricedDraft, as: 'staff' }, { ...submitted, as: 'staff' }],
      op: 'postStudioApprovalWithdraw',
      as: 'editor',
      url: '/studio/approvals/{request}/withdraw',
      body: {},
      status: 403,
    },
    {
      name: 'postStudioApprovalPublish publishes an approved request as the next version',
      given: reviewed,
      op: 'postStudioApprovalPublish',
      as: 'publisher',
      url: '/studio/approvals/{request}/publish',
      keep: () => {
        publishedInCase = true;
        return {};
      },
      check: (r, ids) => expect(r.version).toBe(Number(ids.base) + 1),
    },
    {
      name: 'postStudioApprovalPublish refuses a request not approved (409)',
      given: [active, pricedDraft, submitted],
      op: 'postStudioApprovalPublish',
      as: 'publisher',
      url: '/studio/approvals/{request}/publish',
      status: 409,
    },
    {
      ...scheduled,
      name: 'postStudioSchedule schedules an approved request',
      given: reviewed,
      check: (r) =>
        expect(r).toMatchObject({ state: 'scheduled', scheduledBy: 'publisher@demo.kr' }),
      then: [
        {
          op: 'postStudioScheduleCancel',
          as: 'publisher',
          url: '/studio/schedules/{schedule}/cancel',
        },
      ],
    },
    {
      name: 'postStudioSchedule refuses a time already past (400)',
      given: reviewed,
      op: 'postStudioSchedule',
      as: 'publisher',
      url: '/studio/schedules',
      body: (ids: { request: number }) => ({
        requestId: ids.request,
        at: '2020-01-01T09:00:00+09:00',
      }),
      status: 400,
    },
    {
      name: 'getStudioSchedules lists the queue, the next to go live first',
      given: [...reviewed, scheduled],
      op: 'getStudioSchedules',
      as: 'viewer',
      url: '/studio/schedules?state=scheduled',
      check: (r, ids) => expect(r.items.map((x: any) => x.id)).toContain(ids.schedule),
      then: [
        {
          op: 'postStudioScheduleCancel',
          as: 'publisher',
          url: '/studio/schedules/{schedule}/cancel',
        },
      ],
    },
    {
      name: 'postStudioScheduleCancel cancels a schedule not yet live; the request stays approved',
      given: [...reviewed, scheduled],
      op: 'postStudioScheduleCancel',
      as: 'publisher',
      url: '/studio/schedules/{schedule}/cancel',
      check: (r) =>
        expect(r).toMatchObject({ state: 'cancelled', cancelledBy: 'publisher@demo.kr' }),
      then: [
        {
          op: 'getStudioApproval',
          as: 'viewer',
          url: '/studio/approvals/{request}',
          check: (r) => expect(r.request).toMatchObject({ state: 'approved', schedule: null }),
        },
      ],
    },
    {
      op: 'postStudioScheduleCancel',
      as: 'publisher',
      url: '/studio/schedules/99999/cancel',
      status: 404,
    },
    {
      ...rolledOut,
      name: 'postStudioRollout rolls an approved request out to a segment first',
      given: reviewed,
      check: (r) =>
        expect(r).toMatchObject({ state: 'active', percent: 50, author: 'publisher@demo.kr' }),
      then: [rolledBack],
    },
    {
      name: 'postStudioRollout refuses a condition on an unknown session field (400)',
      given: reviewed,
      op: 'postStudioRollout',
      as: 'publisher',
      url: '/studio/rollouts',
      body: (ids: { request: number }) => ({
        note: 'x',
        condition: 'region == "강남구"',
        requestId: ids.request,
      }),
      status: 400,
    },
    {
      op: 'postStudioRollout',
      as: 'editor',
      url: '/studio/rollouts',
      body: { note: 'x', percent: 10 },
      status: 403,
    },
    {
      name: 'getStudioRollouts lists the live rollout first',
      given: [...reviewed, rolledOut],
      op: 'getStudioRollouts',
      as: 'viewer',
      url: '/studio/rollouts',
      check: (r, ids) => expect(r.items[0]).toMatchObject({ id: ids.rollout, state: 'active' }),
      then: [rolledBack],
    },
    {
      name: 'getStudioRollout shows what the segment gets and what it changes',
      given: [...reviewed, rolledOut],
      op: 'getStudioRollout',
      as: 'viewer',
      url: '/studio/rollouts/{rollout}',
      check: (r) => {
        expect(r.files.products.products[0].unitPrices['30']).toBe(3600);
        expect(r.changes).toEqual([expect.objectContaining({ before: 3300, after: 3600 })]);
      },
      then: [rolledBack],
    },
    { op: 'getStudioRollout', as: 'viewer', url: '/studio/rollouts/99999', status: 404 },
    {
      name: 'postStudioRolloutPromote publishes the rollout for everyone',
      given: [...reviewed, rolledOut],
      op: 'postStudioRolloutPromote',
      as: 'publisher',
      url: '/studio/rollouts/{rollout}/promote',
      keep: () => {
        publishedInCase = true;
        return {};
      },
      check: (r, ids) => expect(r.version).toBe(Number(ids.base) + 1),
    },
    {
      ...rolledBack,
      name: 'postStudioRolloutRollback ends a live rollout',
      given: [...reviewed, rolledOut],
      check: (r) => expect(r).toMatchObject({ state: 'rolled-back', endedBy: 'publisher@demo.kr' }),
    },
    {
      op: 'postStudioRolloutRollback',
      as: 'publisher',
      url: '/studio/rollouts/99999/rollback',
      status: 404,
    },
    { op: 'getStudioAccounts', as: 'master', url: '/studio/accounts', status: 403 },
    {
      op: 'getStudioAccounts',
      as: 'staff',
      url: '/studio/accounts?q=chain&page=1&limit=5',
      check: (r) => {
        expect(r.items.map((a: any) => a.email)).toEqual(['chain@demo.kr']);
        expect(r.total).toBe(1);
      },
    },
    {
      op: 'getStudioAccountSession',
      as: 'staff',
      url: '/studio/accounts/7/session',
      check: (r) => {
        expect(r.account).toMatchObject({ userId: 7, email: 'chain@demo.kr', isMaster: true });
        expect(r.info.user.userEmail).toBe('chain@demo.kr');
      },
    },
    { op: 'getStudioAccountSession', as: 'sub', url: '/studio/accounts/7/session', status: 403 },
    {
      op: 'getStudioAccountSession',
      as: 'staff',
      url: '/studio/accounts/999999/session',
      status: 404,
    },
  ]);

  requiresSession(file, 'studio');
  requiresAppPlatform(file, 'studio');
});
