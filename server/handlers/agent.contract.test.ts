// @vitest-environment node
// Contract of tag "agent" (server/test/contract.ts). A case that changes an account (chain's
// role, the master's contacts) reads the account before and after itself; no other case of this
// file reads what it changes.
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('agent');

describe('contract: tag agent', () => {
  contractCases(file, [
    {
      name: 'the master sees two office contacts, deletes one, and a second delete is 404',
      given: [
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
      ],
      op: 'deleteAgentContact',
      as: 'master',
      url: '/agent/contacts/2',
      then: [{ op: 'deleteAgentContact', as: 'master', url: '/agent/contacts/2', status: 404 }],
    },
    {
      op: 'getAgentStaff',
      as: 'master',
      url: '/agent/staff',
      check: (r) => {
        expect(r.members[0]).toMatchObject({ email: 'master@demo.kr', isMaster: true });
        expect(r.members.map((m: { email: string }) => m.email)).toContain('sub@demo.kr');
        expect(r.masterOnly).toContain('getPaymentList');
      },
    },
    // Managing staff is the master's (x-roles: master).
    { op: 'getAgentStaff', as: 'sub', url: '/agent/staff', status: 403 },
    { op: 'deleteAgentStaff', as: 'sub', url: '/agent/staff/1', status: 403 },
    {
      op: 'postAgentStaff',
      as: 'master',
      url: '/agent/staff',
      body: { name: '중복', email: 'sub@demo.kr', phone: '010-5555-6666', position: 1 },
      status: 409,
    },
    {
      op: 'patchAgentStaff',
      as: 'master',
      url: '/agent/staff/999999',
      body: { position: 2 },
      status: 404,
    },
    {
      name: 'the master invites a member, texts a new code, changes the position and removes them',
      op: 'postAgentStaff',
      as: 'master',
      url: '/agent/staff',
      body: {
        name: '계약직원',
        email: 'contract-staff@demo.kr',
        phone: '010-5555-7777',
        position: 2,
      },
      check: (r) => expect(r.member).toMatchObject({ status: 'INVITED', position: 2 }),
      keep: (r) => ({ staff: r.member.id }),
      then: [
        {
          op: 'postAgentStaffInvite',
          as: 'master',
          url: '/agent/staff/{staff}/invite',
          check: (r) => expect(Date.parse(r.expiresAt)).toBeGreaterThan(Date.now()),
        },
        {
          op: 'patchAgentStaff',
          as: 'master',
          url: '/agent/staff/{staff}',
          body: { position: 1 },
          check: (r) => expect(r).toMatchObject({ position: 1, status: 'INVITED' }),
        },
        { op: 'deleteAgentStaff', as: 'master', url: '/agent/staff/{staff}' },
        {
          op: 'postAgentStaffInvite',
          as: 'master',
          url: '/agent/staff/{staff}/invite',
          status: 404,
        },
      ],
    },
    // Deleting a sub-user is the master's (x-roles: master).
    { op: 'deleteAgentContact', as: 'sub', url: '/agent/contacts/2', status: 403 },
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
    {
      op: 'postSetRole2',
      as: 'chain',
      url: '/agent/set-role2',
      body: { roleType: 1 },
      status: 419,
    },
    // sub@ is 소속 (1) already: choosing it again is allowed and changes nothing.
    { op: 'postSetRole2', as: 'sub', url: '/agent/set-role2', body: { roleType: 1 } },
    {
      name: 'postSetRole2 refuses a role given as text',
      op: 'postSetRole2',
      as: 'chain',
      url: '/agent/set-role2',
      body: { roleType: '0' },
      status: 400,
    },
    {
      name: "chain's first role and contact methods reach the session record",
      given: [
        {
          op: 'getAgentInfo',
          as: 'chain',
          url: '/agent/info',
          check: (r) => expect(r.user.userRoleType).toBeNull(),
        },
      ],
      op: 'postSetRole2',
      as: 'chain',
      url: '/agent/set-role2',
      body: { roleType: 0 },
      then: [
        {
          op: 'postContactMethodEdit2',
          as: 'chain',
          url: '/user/contact-method/edit2',
          body: {
            contactMethodTypes: ['CHAT_TALK', 'CALL', 'SMS'],
            chatContactMessage: '언제든 문의주세요',
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
      ],
    },
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
  ]);

  requiresSession(file, 'agent');
  requiresAppPlatform(file, 'agent');
});
