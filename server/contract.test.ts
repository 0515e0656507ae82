// @vitest-environment node
// Contract tests: every operation of spec/openapi.yaml, status and body checked against the spec.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyValidator,
  freshApp,
  H,
  isProtected,
  login,
  operations,
  findOp,
  validateResponse,
  type App,
} from './test/helpers.ts';
import { studioAccountCases } from './test/studio-account-cases.ts';
import { studioContractCases, studioSessionBodies } from './test/studio-cases.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('contract'));
  for (const e of [
    'master',
    'sub',
    'serve',
    'report',
    'penalty',
    'chain',
    'role2',
    'nosign',
    'staff',
    'inquiry',
    'verify',
    'listings',
    'withdraw',
  ]) {
    cookies[e] = await login(app, `${e}@demo.kr`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

interface Case {
  op: string;
  as?: keyof typeof cookies | string;
  url: string;
  body?: unknown;
  status?: number;
  check?: (result: any) => void;
}

/** Ids made by earlier cases, used in later urls as `{created}`. */
const made: { roomId?: string; waitingId?: string } = {};
const roomExample = () => findOp('postRoom').op.requestBody!.content['application/json']!.example;
const otherRoomId = 'f'.repeat(32);

const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

// Order matters: state-changing calls run after the reads they would affect.
const cases: Case[] = [
  { op: 'getLoginCheck', url: '/user/login/check', check: (r) => expect(r).toBe(false) },
  {
    op: 'getLoginCheck',
    as: 'master',
    url: '/user/login/check',
    check: (r) => expect(r).toBe(true),
  },
  {
    op: 'getUserSession',
    as: 'master',
    url: '/user/session',
    check: (r) => expect(r.authKey.length).toBeGreaterThan(8),
  },
  {
    op: 'getAgentInfo',
    as: 'master',
    url: '/agent/info',
    check: (r) => {
      expect(r.agent.agentEmail).toBe('master@demo.kr');
      expect(r.agent.agentContacts).toHaveLength(2);
      expect(r.sign.agentSignStatus).toBe('APPROVAL');
      expect(r.user.isShowSetContactMethod).toBe(false);
      expect(r.user.hasReport).toBe(false);
    },
  },
  {
    op: 'getAgentInfo',
    as: 'report',
    url: '/agent/info',
    check: (r) => {
      expect(r.user.reportCount).toBe(2);
      expect(r.user.naverReportCount).toBe(1);
      expect(r.user.warningCount).toBe(2);
      expect(r.user.hasWaitReportByBusinessId).toBe(true);
      expect(r.user.waitNaverSameAddressTradeCompleteUserListByBusinessId.length).toBeGreaterThan(
        0,
      );
    },
  },
  {
    op: 'getAgentInfo',
    as: 'chain',
    url: '/agent/info',
    check: (r) => expect(r.user.userRoleType).toBeNull(),
  },
  {
    op: 'getAgentInfo',
    as: 'penalty',
    url: '/agent/info',
    check: (r) => expect(r.user.hasPenalty).toBe(true),
  },
  {
    op: 'getAgentInfo',
    as: 'serve',
    url: '/agent/info',
    check: (r) =>
      expect([
        r.item.isServeItemUsedApt,
        r.item.isServeItemUsedOfficetel,
        r.item.hasNaverItem,
      ]).toEqual([true, false, true]),
  },
  {
    op: 'getAgentInfo',
    as: 'nosign',
    url: '/agent/info',
    check: (r) => expect(r.sign.agentSignStatus).toBe('NONE'),
  },
  {
    op: 'getAgentInfo',
    as: 'role2',
    url: '/agent/info',
    check: (r) => expect(r.user.userRoleType).toBe(2),
  },
  {
    op: 'postAgentToolCheckSignup',
    as: 'master',
    url: '/user/agent-tool-check-signup',
    check: (r) => expect(r).toBe(false),
  },
  {
    op: 'postAgentToolSignup',
    as: 'master',
    url: '/user/agent-tool-signup',
    body: {},
    check: (r) => expect(r).toBe(true),
  },
  {
    op: 'postAgentToolCheckSignup',
    as: 'master',
    url: '/user/agent-tool-check-signup',
    check: (r) => expect(r).toBe(true),
  },
  {
    op: 'postAgentToolAccessibleSession',
    as: 'master',
    url: '/user/agent-tool-accessible-session',
    check: (r) => expect(r.token.length).toBeGreaterThan(16),
  },
  { op: 'getRollingCount', as: 'master', url: '/stat/gongsil-center/rolling-count' },
  {
    op: 'getTermsLoginFooter',
    url: '/terms/login/footer',
    check: (r) => expect(r.map((t: any) => t.termsSeq)).toEqual([1, 2, 3, 4]),
  },
  {
    op: 'getTermsLogoutFooter',
    url: '/terms/logout/footer',
    check: (r) => expect(r.length).toBe(3),
  },
  {
    op: 'getNoticePopup',
    as: 'master',
    url: '/notice/popup?type=1',
    check: (r) => expect(r).toEqual([]),
  },
  {
    op: 'getNoticePopup',
    as: 'chain',
    url: '/notice/popup?type=1',
    check: (r) => {
      expect(r).toHaveLength(2);
      expect(r.map((n: any) => n.expires)).toEqual([null, 3]);
      // Demo notices carry no script; the SPA's sanitiser is tested with its own fixtures.
      expect(r.some((n: any) => /<script|onerror/i.test(n.content))).toBe(false);
    },
  },
  { op: 'getNoticePopup', as: 'chain', url: '/notice/popup?type=2', status: 400 },
  {
    op: 'getEventsActive',
    as: 'chain',
    url: '/events/active?platform=pro_web_enter',
    check: (r) => expect(r.map((e: any) => e.isLoginRequired)).toEqual([true, false]),
  },
  {
    op: 'getEventsActive',
    as: 'master',
    url: '/events/active?platform=pro_web_enter',
    check: (r) => expect(r).toEqual([]),
  },
  {
    op: 'getVerifyTel',
    as: 'chain',
    url: '/agent/verify-tel',
    check: (r) => expect(r.isVerify).toBe(false),
  },
  {
    op: 'getVerifyTel',
    as: 'master',
    url: '/agent/verify-tel',
    check: (r) => expect(r.isVerify).toBe(true),
  },
  { op: 'postSetRole2', as: 'sub', url: '/agent/set-role2', body: { roleType: 0 }, status: 419 },
  { op: 'postSetRole2', as: 'chain', url: '/agent/set-role2', body: { roleType: 1 }, status: 419 },
  { op: 'postSetRole2', as: 'chain', url: '/agent/set-role2', body: { roleType: 0 } },
  { op: 'postSetRole2', as: 'sub', url: '/agent/set-role2', body: { roleType: 1 } },
  {
    op: 'postSetRole2',
    as: 'chain',
    url: '/agent/set-role2',
    body: { roleType: '0' },
    status: 400,
  },
  {
    op: 'getGongsilCount',
    as: 'master',
    url: '/gongsil-center/gongsil-count',
    check: (r) => expect(r.pickCount).toBeGreaterThan(0),
  },
  {
    op: 'getGongsilCount',
    as: 'chain',
    url: '/gongsil-center/gongsil-count',
    check: (r) => expect(r.pickCount).toBe(0),
  },
  {
    op: 'getGongsilList',
    as: 'master',
    url: '/gongsil-center/all/list?page=1&limit=24',
    check: (r) => expect(r.items).toHaveLength(24),
  },
  {
    op: 'getGongsilList',
    as: 'master',
    url: '/gongsil-center/pick/list?page=1&limit=24',
    check: (r) => expect(r.items.every((i: any) => i.requesterName)).toBe(true),
  },
  {
    op: 'getGongsilList',
    as: 'master',
    url: '/gongsil-center/complete/list?status=private',
    check: (r) =>
      expect(r.items.every((i: any) => ['invisible', 'private'].includes(i.status))).toBe(true),
  },
  {
    op: 'getGongsilList',
    as: 'master',
    url: '/gongsil-center/all/list?roomType=APT&sellingType=SALE&status=public',
  },
  { op: 'getGongsilList', as: 'master', url: '/gongsil-center/bogus/list', status: 400 },
  { op: 'getGongsilList', as: 'master', url: '/gongsil-center/all/list?page=0', status: 400 },
  // The 200 (a DOCX, not JSON) is checked in server/objection-form.test.ts.
  { op: 'getObjectionForm', url: '/kiso-report/objection-form', status: 401 },
  {
    op: 'getAgentTreatDetail',
    as: 'master',
    url: '/kiso-report/agent-treat/detail?inflowType=DABANG',
    check: (r) => expect(r).toBeNull(),
  },
  {
    op: 'getAgentTreatDetail',
    as: 'report',
    url: '/kiso-report/agent-treat/detail?inflowType=DABANG',
    check: (r) => {
      expect(r.pendingCount).toBe(2);
      expect(r.reasonType).toBe('CMPL');
    },
  },
  {
    op: 'getAgentTreatDetail',
    as: 'report',
    url: '/kiso-report/agent-treat/detail?inflowType=NAVER',
    check: (r) => expect(r.naverRoomNum).toBeGreaterThan(0),
  },
  {
    op: 'getAgentTreatDetail',
    as: 'report',
    url: '/kiso-report/agent-treat/detail?inflowType=KAKAO',
    status: 400,
  },
  {
    op: 'postAgentTreat',
    as: 'report',
    url: '/new-room/fake-report/RPT-D-1002/agent-treat',
    body: { answer: 'CMPL' },
    status: 400,
  },
  {
    op: 'postAgentTreat',
    as: 'master',
    url: '/new-room/fake-report/RPT-D-1001/agent-treat',
    body: { answer: 'NOMAL' },
    status: 404,
  },
  {
    op: 'postAgentTreat',
    as: 'report',
    url: '/new-room/fake-report/RPT-D-1001/agent-treat',
    body: { answer: 'CMPL' },
    check: (r) => {
      expect(r.kisoNetworkStatus).toBe('OK');
      expect(r.reportCount).toBe(1);
      expect(r.hasReport).toBe(true);
      expect(r.warningCount).toBe(2);
    },
  },
  {
    op: 'postAgentTreat',
    as: 'report',
    url: '/new-room/fake-report/RPT-D-1002/agent-treat',
    body: { answer: 'FALSE' },
    check: (r) => {
      expect(r.hasReport).toBe(false);
      expect(r.warningCount).toBe(3);
      expect(r.hasPenalty).toBe(true);
    },
  },
  {
    op: 'postAgentTreat',
    as: 'report',
    url: '/new-room/fake-report/RPT-D-1002/agent-treat',
    body: { answer: 'FALSE' },
    status: 404,
  },
  {
    op: 'getAgentTreatComplete',
    as: 'report',
    url: '/kiso-report/agent-treat/complete?page=1&limit=5',
    check: (r) => {
      expect(r.total).toBe(10);
      expect(r.reportList).toHaveLength(5);
      expect(r.reportList[0].reportStep).toBe('FAKE_ROOM');
    },
  },
  {
    op: 'getAgentTreatComplete',
    as: 'report',
    url: '/kiso-report/agent-treat/complete?page=3&limit=5',
    check: (r) => expect(r.reportList).toEqual([]),
  },
  {
    op: 'getKisoPenalty',
    as: 'report',
    url: '/kiso-report/penalty',
    check: (r) => expect(r.penaltyList.length).toBe(3),
  },
  {
    op: 'getKisoPenalty',
    as: 'master',
    url: '/kiso-report/penalty',
    check: (r) => expect(r.penaltyList).toEqual([]),
  },
  {
    op: 'postContactMethodEdit2',
    as: 'chain',
    url: '/user/contact-method/edit2',
    body: { contactMethodTypes: [] },
    status: 400,
  },
  {
    op: 'postContactMethodEdit2',
    as: 'chain',
    url: '/user/contact-method/edit2',
    body: { contactMethodTypes: ['CHAT_TALK'] },
    status: 400,
  },
  {
    op: 'postContactMethodEdit2',
    as: 'chain',
    url: '/user/contact-method/edit2',
    body: { contactMethodTypes: ['CHAT_TALK'], chatContactMessage: '가'.repeat(21) },
    status: 400,
  },
  {
    op: 'postContactMethodEdit2',
    as: 'chain',
    url: '/user/contact-method/edit2',
    body: { contactMethodTypes: ['SMS', 'SMS'] },
    status: 400,
  },
  {
    op: 'postContactMethodEdit2',
    as: 'role2',
    url: '/user/contact-method/edit2',
    body: { contactMethodTypes: ['CALL', 'SMS'] },
    status: 400,
  },
  {
    op: 'postContactMethodEdit2',
    as: 'chain',
    url: '/user/contact-method/edit2',
    body: {
      contactMethodTypes: ['CHAT_TALK', 'CALL', 'SMS'],
      chatContactMessage: '언제든 문의주세요',
    },
    check: (r) => {
      expect(r.contactMethods).toEqual([1, 2, 3]);
      expect(r.contactMethodTypes).toEqual(['CALL', 'SMS', 'CHAT_TALK']);
      expect(r.isShowSetContactMethod).toBe(false);
    },
  },
  {
    op: 'getAgentInfo',
    as: 'chain',
    url: '/agent/info',
    check: (r) =>
      expect([
        r.user.userRoleType,
        r.user.isShowSetContactMethod,
        r.user.chatContactMessage,
      ]).toEqual([0, false, '언제든 문의주세요']),
  },
  {
    op: 'postJoinConsult',
    url: '/consult/join-consult',
    body: {
      name: '김중개',
      phone: '010-1234-5678',
      officeName: '신림공인중개사',
      region: '서울특별시 관악구',
      agreePrivacy: true,
    },
    check: (r) => expect(r.requestId).toBeGreaterThan(0),
  },
  {
    op: 'postJoinConsult',
    url: '/consult/join-consult',
    body: {
      name: '김중개',
      phone: '010-1234-5678',
      officeName: '신림',
      region: '관악',
      agreePrivacy: false,
    },
    status: 400,
  },
  {
    op: 'postConsultRequest',
    url: '/consult/request',
    body: {
      name: '이상담',
      phone: '01012345678',
      consultType: 'PRODUCT',
      message: '상품 문의드립니다.',
      agreePrivacy: true,
    },
  },
  {
    op: 'postConsultRequest',
    url: '/consult/request',
    body: {
      name: '이상담',
      phone: '01012345678',
      consultType: 'OTHER',
      message: 'x',
      agreePrivacy: true,
    },
    status: 400,
  },
  {
    op: 'postConsultRequest',
    url: '/consult/request',
    body: { name: '이상담', phone: '01012345678', consultType: 'PRODUCT', message: '동의 없이' },
    status: 400,
  },
  {
    op: 'postConsultRequest',
    url: '/consult/request',
    body: {
      name: '이상담',
      phone: '01012345678',
      consultType: 'PRODUCT',
      message: '동의하지 않음',
      agreePrivacy: false,
    },
    status: 400,
  },
  {
    op: 'postFindPassword',
    url: '/user/find-password',
    body: { email: 'master@demo.kr', phone: '010-2010-3010' },
    check: (r) => {
      expect(r.sent).toBe(true);
      expect(Date.parse(r.expiresAt)).toBeGreaterThan(Date.now());
    },
  },
  {
    op: 'postPasswordReset',
    url: '/user/password-reset',
    body: { email: 'master@demo.kr', code: '000000', newPassword: 'newpass1234!' },
    status: 400,
  },
  {
    op: 'getDabangRoomList',
    as: 'master',
    url: '/room/dabang-list?page=1&limit=10',
    check: (r) => expect(r.total).toBe(36),
  },
  {
    op: 'getDabangRoomList',
    as: 'master',
    url: '/room/dabang-list?keyword=51001003',
    check: (r) => expect(r.items.map((i: any) => i.roomsSeq)).toEqual([51001003]),
  },
  // The spec's example registers a listing as is (a master of a demo office with a free slot).
  {
    op: 'postRoom',
    as: 'listings',
    url: '/room',
    body: roomExample(),
    check: (r) => {
      expect(r.status).toBe('public');
      made.roomId = r.roomId;
    },
  },
  {
    op: 'getRoom',
    as: 'listings',
    url: '/room/{created}',
    check: (r) =>
      expect(r).toMatchObject({ ...(roomExample() as object), status: 'public', photos: [] }),
  },
  { op: 'getRoom', as: 'master', url: '/room/{created}', status: 404 },
  { op: 'getRoom', as: 'listings', url: '/room/not-an-id', status: 400 },
  {
    op: 'putRoom',
    as: 'listings',
    url: '/room/{created}',
    body: findOp('putRoom').op.requestBody!.content['application/json']!.example,
    check: (r) => expect(r.status).toBe('public'),
  },
  { op: 'putRoom', as: 'master', url: '/room/{created}', body: roomExample(), status: 404 },
  {
    op: 'getDabangRoomList',
    as: 'listings',
    url: '/room/dabang-list?status=public',
    check: (r) => {
      expect(r.items.map((i: any) => i.price)).toEqual([42]);
      expect(r.slots).toEqual({ total: 1, used: 1 });
    },
  },
  // Its one slot is in use, so a second listing waits; it can start once the first ad ends.
  {
    op: 'postRoom',
    as: 'listings',
    url: '/room',
    body: roomExample(),
    check: (r) => {
      expect(r.status).toBe('waiting');
      made.waitingId = r.roomId;
    },
  },
  { op: 'postRoomStartAd', as: 'master', url: '/room/{waiting}/start-ad', status: 404 },
  { op: 'postRoomStartAd', as: 'listings', url: '/room/{waiting}/start-ad', status: 409 },
  { op: 'postRoomStartAd', as: 'listings', url: '/room/{created}/start-ad', status: 409 },
  { op: 'postRoomEndAd', as: 'master', url: '/room/{created}/end-ad', status: 404 },
  {
    op: 'postRoomEndAd',
    as: 'listings',
    url: '/room/{created}/end-ad',
    check: (r) => expect(r.status).toBe('invisible'),
  },
  { op: 'postRoomEndAd', as: 'listings', url: '/room/{created}/end-ad', status: 400 },
  {
    op: 'postRoomStartAd',
    as: 'listings',
    url: '/room/{waiting}/start-ad',
    check: (r) => expect(r.status).toBe('public'),
  },
  { op: 'postRoomStartAd', as: 'listings', url: '/room/{created}/start-ad', status: 400 },
  { op: 'postRoom', as: 'penalty', url: '/room', body: roomExample(), status: 403 },
  { op: 'postRoom', as: 'listings', url: '/room', body: { title: 'x' }, status: 400 },
  { op: 'postRoomPhoto', as: 'listings', url: '/room/photos', body: {}, status: 415 },
  { op: 'getRoomPhoto', as: 'listings', url: `/room/photos/${otherRoomId}/file`, status: 404 },
  { op: 'deleteRoom', as: 'master', url: '/room/{created}', status: 404 },
  { op: 'deleteRoom', as: 'listings', url: '/room/{created}', check: (r) => expect(r).toBe(true) },
  { op: 'deleteRoom', as: 'listings', url: '/room/{created}', status: 404 },
  {
    op: 'getInquiryList',
    as: 'master',
    url: '/inquiry/talk?page=1',
    check: (r) => expect(r.total).toBeGreaterThan(0),
  },
  { op: 'getInquiryList', as: 'master', url: '/inquiry/sms' },
  { op: 'getInquiryList', as: 'master', url: '/inquiry/mail', status: 400 },
  {
    op: 'getDashboardSummary',
    as: 'master',
    url: '/dashboard/summary',
    check: (r) => expect(r.productUsingCount).toBeGreaterThan(0),
  },
  {
    op: 'getProductOptions',
    as: 'master',
    url: '/product/options/subway',
    check: (r) => expect(r.length).toBeGreaterThan(3),
  },
  { op: 'getProductOptions', as: 'master', url: '/product/options/moon', status: 400 },
  // Office-wide product calls are for the master account only.
  { op: 'getProductUsing', as: 'sub', url: '/product/using', status: 403 },
  { op: 'getPaymentList', as: 'sub', url: '/product/payment-list', status: 403 },
  {
    op: 'postProductOrder',
    as: 'sub',
    url: '/product/order',
    body: { items: [{ type: 0, day: 30, quantity: 10, periodFrom: future }], agreePaidTerms: true },
    status: 403,
  },
  {
    op: 'getProductUsing',
    as: 'master',
    url: '/product/using',
    check: (r) => expect(r.length).toBe(3),
  },
  {
    op: 'postProductOrder',
    as: 'master',
    url: '/product/order',
    body: { items: [{ type: 1, day: 30, quantity: 1, periodFrom: future }], agreePaidTerms: true },
    status: 400,
  },
  {
    op: 'postProductOrder',
    as: 'master',
    url: '/product/order',
    body: { items: [{ type: 0, day: 45, quantity: 1, periodFrom: future }], agreePaidTerms: true },
    status: 400,
  },
  {
    op: 'postProductOrder',
    as: 'master',
    url: '/product/order',
    body: {
      items: [{ type: 0, day: 30, quantity: 1, periodFrom: '2020-01-01' }],
      agreePaidTerms: true,
    },
    status: 400,
  },
  {
    op: 'postProductOrder',
    as: 'master',
    url: '/product/order',
    body: {
      items: [{ type: 0, day: 30, quantity: 1, periodFrom: future, total: 1 }],
      agreePaidTerms: true,
    },
    status: 400,
  },
  {
    op: 'postProductOrder',
    as: 'master',
    url: '/product/order',
    body: {
      items: [
        { type: 0, day: 30, quantity: 10, periodFrom: future },
        { type: 1, day: 90, quantity: 1, periodFrom: future, optionId: 2 },
        { type: 26, day: 'regular_90', quantity: 1, periodFrom: future },
      ],
      agreePaidTerms: true,
    },
    // 3300*10 + 90000 + (330000 - 5%)
    check: (r) => expect(r.total).toBe(33000 + 90000 + 313500),
  },
  {
    op: 'postProductOrder',
    as: 'master',
    url: '/product/order',
    body: { items: [{ type: 0, day: 30, quantity: 1, periodFrom: future }], agreePaidTerms: false },
    status: 400,
  },
  { op: 'getProductOrder', as: 'serve', url: '/product/order/1', status: 404 },
  { op: 'postGongsilPick', as: 'serve', url: '/gongsil-center/rooms/99999999/pick', status: 404 },
  {
    op: 'getProductOrder',
    as: 'master',
    url: '/product/order/1',
    check: (r) =>
      expect(r.lines.map((l: { optionName: string | null }) => l.optionName)).toEqual([
        null,
        '신림동',
        '신림역',
      ]),
  },
  { op: 'getProductOrder', as: 'master', url: '/product/order/0', status: 400 },
  {
    op: 'getProductUsing',
    as: 'master',
    url: '/product/using',
    check: (r) => expect(r.length).toBe(6),
  },
  {
    op: 'getPaymentList',
    as: 'master',
    url: '/product/payment-list?page=1&limit=10',
    check: (r) => {
      expect(r.total).toBe(2);
      expect(r.orders[0].lines).toHaveLength(3);
      expect(r.orders[0].discountTotal).toBe(16500);
      expect(r.orders[0].lines[2].day).toBe('regular_90');
    },
  },
  ...studioContractCases(future),
  ...studioAccountCases,
  // Deleting a sub-user is the master's (x-roles: master).
  { op: 'deleteAgentContact', as: 'sub', url: '/agent/contacts/2', status: 403 },
  { op: 'deleteAgentContact', as: 'master', url: '/agent/contacts/2' },
  { op: 'deleteAgentContact', as: 'master', url: '/agent/contacts/2', status: 404 },
  {
    op: 'postUserPassword',
    as: 'nosign',
    url: '/user/password',
    body: { currentPassword: 'wrong', newPassword: 'newpass1234!' },
    status: 400,
  },
  {
    op: 'postUserPassword',
    as: 'nosign',
    url: '/user/password',
    body: { currentPassword: 'demo1234!', newPassword: 'newpass1234!' },
  },
  {
    op: 'postLogin',
    url: '/user/login',
    body: { email: 'nosign@demo.kr', password: 'demo1234!' },
    status: 401,
  },
  {
    op: 'postLogin',
    url: '/user/login',
    body: { email: 'nosign@demo.kr', password: 'newpass1234!' },
    check: (r) => expect(r.isLogin).toBe(true),
  },
  { op: 'postLogin', url: '/user/login', body: { email: 'nosign@demo.kr' }, status: 400 },
  // Broker journeys (their own demo offices: inquiry@, verify@).
  {
    op: 'getInquiryDetail',
    as: 'inquiry',
    url: '/inquiry/talk/1',
    status: 404,
  },
  { op: 'getInquiryDetail', as: 'inquiry', url: '/inquiry/talk/0', status: 400 },
  { op: 'postInquiryRead', as: 'inquiry', url: '/inquiry/talk/1/read', status: 404 },
  { op: 'postInquiryRead', as: 'inquiry', url: '/inquiry/talk/0/read', status: 400 },
  {
    op: 'postInquiryAnswer',
    as: 'inquiry',
    url: '/inquiry/talk/1/answer',
    body: { message: '확인 후 연락드리겠습니다.' },
    status: 404,
  },
  { op: 'postInquiryAnswer', as: 'inquiry', url: '/inquiry/talk/1/answer', body: {}, status: 400 },
  {
    op: 'postVerifyTelRequest',
    as: 'verify',
    url: '/agent/verify-tel/request',
    body: { phone: '010-3232-3200' },
    check: (r) => expect(r.remainingSends).toBe(4),
  },
  {
    op: 'postVerifyTelRequest',
    as: 'verify',
    url: '/agent/verify-tel/request',
    body: { phone: '02-123-4567' },
    status: 400,
  },
  {
    op: 'postAgentSignApply',
    as: 'master',
    url: '/agent/sign/apply',
    body: { agreeSignTerms: true },
    status: 409,
  },
  {
    op: 'postVerifyTelConfirm',
    as: 'master',
    url: '/agent/verify-tel/confirm',
    body: { code: '123456' },
    status: 400,
  },
  {
    op: 'postUserWithdraw',
    as: 'master',
    url: '/user/withdraw',
    body: { password: 'demo1234!', confirm: true },
    status: 409,
  },
  {
    op: 'postUserWithdraw',
    as: 'withdraw',
    url: '/user/withdraw',
    body: { password: 'wrong', confirm: true },
    status: 400,
  },
  {
    op: 'postUserWithdraw',
    as: 'withdraw',
    url: '/user/withdraw',
    body: { password: 'demo1234!', confirm: true },
    check: (r) => expect(r).toBe(true),
  },
  { op: 'getAgentInfo', as: 'withdraw', url: '/agent/info', status: 401 },
  { op: 'postLogout', as: 'role2', url: '/user/logout', check: (r) => expect(r).toBe(true) },
  { op: 'getAgentInfo', as: 'role2', url: '/agent/info', status: 401 },
];

describe('contract: every operation', () => {
  it('covers every operationId of the spec', () => {
    const covered = new Set(cases.map((c) => c.op));
    const missing = operations.map((o) => o.op.operationId).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it.each(cases.map((c, i) => [i, c.op, c.as ?? 'guest', c.url, c] as const))(
    '#%i %s as %s %s',
    async (_i, _op, _as, _url, c) => {
      const { method } = findOp(c.op);
      const headers: Record<string, string> = { ...H };
      if (c.as) headers.cookie = cookies[c.as]!;
      const r = await app.inject({
        method: method as 'GET',
        url: `/api/v2${c.url
          .replace('{created}', made.roomId ?? 'missing')
          .replace('{waiting}', made.waitingId ?? 'missing')}`,
        headers,
        payload: c.body === undefined ? undefined : JSON.stringify(c.body),
      });
      const expected = c.status ?? 200;
      expect(r.statusCode, r.body).toBe(expected);
      const json = r.json();
      expect(validateResponse(c.op, r.statusCode, json)).toBeNull();
      if (expected >= 400) {
        expect(json.code).toBe(expected);
        expect(json.msg).toMatch(/[가-힣]/);
      }
      if (c.check) c.check(expected >= 400 ? json : json.result);
    },
  );

  it.each(operations.filter((o) => isProtected(o.op)).map((o) => [o.op.operationId, o] as const))(
    '%s requires a session',
    async (_id, o) => {
      const url = `/api/v2${o.path
        .replace('{tab}', o.path.startsWith('/inquiry') ? 'talk' : 'all')
        .replace('{reportId}', 'RPT-N-2001')
        .replace('{id}', '1')
        .replace('{version}', '1')
        .replace('{inquiryId}', '1')
        .replace('/rooms/{roomId}/pick', '/rooms/1/pick')
        .replace('{roomId}', otherRoomId)
        .replace('{photoId}', otherRoomId)
        .replace('{orderId}', '1')
        .replace('{kind}', 'region')}`;
      const q =
        o.op.operationId === 'getNoticePopup'
          ? '?type=1'
          : o.op.operationId === 'getEventsActive'
            ? '?platform=pro_web_enter'
            : o.op.operationId === 'getAgentTreatDetail'
              ? '?inflowType=DABANG'
              : '';
      const bodies: Record<string, unknown> = {
        postAgentToolSignup: {},
        postContactMethodEdit2: { contactMethodTypes: ['SMS'] },
        postUserPassword: { currentPassword: 'demo1234!', newPassword: 'abcdefgh1' },
        postUserWithdraw: { password: 'demo1234!', confirm: true },
        postSetRole2: { roleType: 0 },
        postAgentTreat: { answer: 'NOMAL' },
        postInquiryAnswer: { message: '답변' },
        postVerifyTelRequest: { phone: '010-1234-5678' },
        postVerifyTelConfirm: { code: '123456' },
        postAgentSignApply: { agreeSignTerms: true },
        postProductOrder: {
          items: [{ type: 0, day: 30, quantity: 1, periodFrom: future }],
          agreePaidTerms: true,
        },
        ...studioSessionBodies,
        postRoom: roomExample(),
        putRoom: roomExample(),
      };
      const body = bodies[o.op.operationId];
      for (const cookie of [undefined, 'SESSION=not-a-real-token']) {
        const headers: Record<string, string> = { ...H };
        if (cookie) headers.cookie = cookie;
        const r = await app.inject({
          method: o.method as 'GET',
          url: url + q,
          headers,
          payload: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(r.statusCode, r.body).toBe(401);
        expect(r.json()).toEqual({ code: 401, msg: '로그인이 필요합니다.' });
      }
    },
  );

  it('every request body carries an example that passes its own schema', () => {
    const bodies = operations.flatMap((o) =>
      Object.entries(o.op.requestBody?.content ?? {}).map(([type, c]) => ({
        id: o.op.operationId,
        type,
        example: (c as { example?: unknown }).example,
        ok: bodyValidator(o.op.operationId, type)!,
      })),
    );
    expect(bodies.length).toBeGreaterThan(10);
    for (const b of bodies) {
      expect(b.example, `${b.id} ${b.type} has no example`).toBeDefined();
      expect(b.ok(b.example), `${b.id} ${b.type} example`).toBe(true);
    }
  });

  it('state-changing calls require App-Platform', async () => {
    for (const o of operations.filter((x) => x.method !== 'GET')) {
      const r = await app.inject({
        method: o.method as 'POST',
        url: `/api/v2${o.path.replace('{reportId}', 'x').replace('{id}', '1')}`,
        headers: { cookie: cookies.master!, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(r.statusCode, `${o.op.operationId} ${r.body}`).toBe(400);
    }
  });

  it('malformed input is 400, unknown api paths 404, never 500', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(70 * 1024), password: 'x' });
    const tries = [
      { payload: '{"email":', ct: 'application/json' },
      { payload: big, ct: 'application/json' },
      { payload: '[]', ct: 'application/json' },
      { payload: 'null', ct: 'application/json' },
    ];
    for (const t of tries) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/v2/user/login',
        headers: { 'app-platform': 'web', 'content-type': t.ct },
        payload: t.payload,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toBe('요청 형식이 올바르지 않습니다.');
    }
    const form = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      headers: { 'app-platform': 'web', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(415);
    expect(validateResponse('postLogin', 415, form.json())).toBeNull();
    const r = await app.inject({ method: 'GET', url: '/api/v2/no/such/path' });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe(404);
  });

  it('login cookie flags and security headers', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      headers: H,
      payload: { email: 'master@demo.kr', password: 'demo1234!' },
    });
    const c = String(r.headers['set-cookie']);
    expect(c).toMatch(/^SESSION=/);
    expect(c).toMatch(/HttpOnly/);
    expect(c).toMatch(/SameSite=Lax/);
    expect(c).toMatch(/Path=\//);
    expect(r.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the API reference', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    expect(r.json().openapi).toBe('3.1.0');
  });
});
