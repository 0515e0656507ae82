// @vitest-environment node
// Contract of tag "user" (server/test/contract.ts). A case that changes an account for good
// (password, withdrawal, logout) checks the before and the after itself, on an account or a
// session no other case of this file uses.
import { describe, expect, it } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';
import { H, validateResponse } from '../test/helpers.ts';

const file = contractFile('user');

describe('contract: tag user', () => {
  contractCases(file, [
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
      name: 'the master signs up to the agent tool once',
      given: [
        {
          op: 'postAgentToolCheckSignup',
          as: 'master',
          url: '/user/agent-tool-check-signup',
          check: (r) => expect(r).toBe(false),
        },
      ],
      op: 'postAgentToolSignup',
      as: 'master',
      url: '/user/agent-tool-signup',
      body: {},
      check: (r) => expect(r).toBe(true),
      then: [
        {
          op: 'postAgentToolCheckSignup',
          as: 'master',
          url: '/user/agent-tool-check-signup',
          check: (r) => expect(r).toBe(true),
        },
      ],
    },
    {
      op: 'postAgentToolAccessibleSession',
      as: 'master',
      url: '/user/agent-tool-accessible-session',
      check: (r) => expect(r.token.length).toBeGreaterThan(16),
    },
    {
      name: 'postContactMethodEdit2 refuses an empty list',
      op: 'postContactMethodEdit2',
      as: 'chain',
      url: '/user/contact-method/edit2',
      body: { contactMethodTypes: [] },
      status: 400,
    },
    {
      name: 'postContactMethodEdit2 refuses chat without a message',
      op: 'postContactMethodEdit2',
      as: 'chain',
      url: '/user/contact-method/edit2',
      body: { contactMethodTypes: ['CHAT_TALK'] },
      status: 400,
    },
    {
      name: 'postContactMethodEdit2 refuses a chat message over 20 characters',
      op: 'postContactMethodEdit2',
      as: 'chain',
      url: '/user/contact-method/edit2',
      body: { contactMethodTypes: ['CHAT_TALK'], chatContactMessage: '가'.repeat(21) },
      status: 400,
    },
    {
      name: 'postContactMethodEdit2 refuses a method twice',
      op: 'postContactMethodEdit2',
      as: 'chain',
      url: '/user/contact-method/edit2',
      body: { contactMethodTypes: ['SMS', 'SMS'] },
      status: 400,
    },
    {
      name: 'postContactMethodEdit2 refuses a call method to an assistant',
      op: 'postContactMethodEdit2',
      as: 'role2',
      url: '/user/contact-method/edit2',
      body: { contactMethodTypes: ['CALL', 'SMS'] },
      status: 400,
    },
    {
      name: 'postContactMethodEdit2 stores the methods in code order',
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
      op: 'postFindPassword',
      url: '/user/find-password',
      body: { email: 'master@demo.kr', phone: '010-2010-3010' },
      check: (r) => {
        expect(r.sent).toBe(true);
        expect(Date.parse(r.expiresAt)).toBeGreaterThan(Date.now());
      },
    },
    // The right code is texted to the invitee's phone only: server/office-staff.test.ts.
    {
      op: 'postStaffInviteAccept',
      url: '/user/staff-invite/accept',
      body: { email: 'assist@demo.kr', code: '000000', newPassword: 'newpass1234!' },
      status: 400,
    },
    {
      op: 'postPasswordReset',
      url: '/user/password-reset',
      body: { email: 'master@demo.kr', code: '000000', newPassword: 'newpass1234!' },
      status: 400,
    },
    {
      name: 'a changed password replaces the old one at login',
      given: [
        {
          op: 'postUserPassword',
          as: 'nosign',
          url: '/user/password',
          body: { currentPassword: 'wrong', newPassword: 'newpass1234!' },
          status: 400,
        },
      ],
      op: 'postUserPassword',
      as: 'nosign',
      url: '/user/password',
      body: { currentPassword: 'demo1234!', newPassword: 'newpass1234!' },
      then: [
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
      ],
    },
    { op: 'postLogin', url: '/user/login', body: { email: 'nosign@demo.kr' }, status: 400 },
    {
      op: 'postUserWithdraw',
      as: 'master',
      url: '/user/withdraw',
      body: { password: 'demo1234!', confirm: true },
      status: 409,
    },
    {
      name: 'a withdrawn account has no session any more',
      given: [
        {
          op: 'postUserWithdraw',
          as: 'withdraw',
          url: '/user/withdraw',
          body: { password: 'wrong', confirm: true },
          status: 400,
        },
      ],
      op: 'postUserWithdraw',
      as: 'withdraw',
      url: '/user/withdraw',
      body: { password: 'demo1234!', confirm: true },
      check: (r) => expect(r).toBe(true),
      then: [{ op: 'getAgentInfo', as: 'withdraw', url: '/agent/info', status: 401 }],
    },
    {
      name: 'a logged-out session is refused',
      op: 'postLogout',
      as: 'role2',
      session: 'own',
      url: '/user/logout',
      check: (r) => expect(r).toBe(true),
      then: [{ op: 'getAgentInfo', as: 'role2', session: 'own', url: '/agent/info', status: 401 }],
    },
  ]);

  requiresSession(file, 'user');
  requiresAppPlatform(file, 'user');

  // The API's own answers around the operations, seen through the login call.
  it('malformed input is 400, unknown api paths 404, never 500', async () => {
    const app = file.app();
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
    const r = await file.app().inject({
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

  // Not an operation of the spec: the spec itself, served beside the API (server/plugins/api.ts).
  it('serves the API reference', async () => {
    const r = await file.app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    expect(r.json().openapi).toBe('3.1.0');
  });
});
