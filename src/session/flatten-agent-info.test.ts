import { describe, expect, it } from 'vitest';
import { computeIsMaster } from '@domain/session-record';
import { normalizeContactMethods } from './contact-methods';
import { flattenAgentInfo, pickSessionFields } from './flatten-agent-info';

describe('flattenAgentInfo (A-08)', () => {
  const info = {
    agent: {
      agentId: 7,
      agentName: '행복공인중개사',
      agentEmail: 'Boss@Demo.kr ',
      agentContacts: [
        { id: 3, name: '김소속', email: 'a@demo.kr', phone: '010', position: 1 },
        { name: '아이디 없음' },
      ],
    },
    user: {
      userName: '김대표',
      userEmail: 'boss@demo.kr',
      userRoleType: 0,
      contactMethods: ['SMS', 1, '3', 'NOPE'],
      reportCountStr: '2',
    },
    item: { useItem: true, hasNaverItem: true },
    sign: { status: 'APPROVAL', isShowSignMenu: true },
    confirm: { useCount: 4 },
    owner: {
      useCount: 2,
      maxCount: 10,
      usePickCount: 1,
      isOwnerTerms: true,
      addressSigungu: '관악구',
    },
    gongsilCenter: { isGongsilCenterTerms: true, gongsilCenterEditCount: 5 },
    chat: { responseLevel: 'HIGH' },
    receptionist: { name: '안내', phone: '02-000', message: '반갑습니다' },
  };

  it('spreads the groups and renames owner and confirm counts', () => {
    const s = flattenAgentInfo(info);
    expect(s).toMatchObject({
      agentId: 7,
      agentName: '행복공인중개사',
      userName: '김대표',
      useItem: true,
      hasNaverItem: true,
      useConfirmCount: 4,
      useOwnerCount: 2,
      maxOwnerCount: 10,
      usePickCount: 1,
      isOwnerTerms: true,
      addressSigungu: '관악구',
      isGongsilCenterTerms: true,
      gongsilCenterEditCount: 5,
      responseLevel: 'HIGH',
      reportCountStr: '2',
      agentSignStatus: 'APPROVAL',
      isShowSignMenu: true,
    });
    // nested groups are kept too
    expect(s.gongsilCenter).toEqual(info.gongsilCenter);
    expect(s.receptionist).toEqual(info.receptionist);
  });

  it('defaults counts to 0, flags to false and lists to []', () => {
    const s = flattenAgentInfo({});
    expect(s.warningCount).toBe(0);
    expect(s.hasPenalty).toBe(false);
    expect(s.agentContacts).toEqual([]);
    expect(s.userRoleType).toBeNull();
    expect(s.agentSignStatus).toBe('NONE');
  });

  it('keeps role 0 as a chosen role and computes isMaster case-insensitively (A-09)', () => {
    const s = flattenAgentInfo(info);
    expect(s.userRoleType).toBe(0);
    expect(s.isMaster).toBe(true);
    expect(computeIsMaster('', '')).toBe(false);
    expect(computeIsMaster('a@x.kr', 'b@x.kr')).toBe(false);
  });

  it('accepts contact methods as numbers or names and exposes both lists sorted by code', () => {
    const s = flattenAgentInfo(info);
    expect(s.contactMethods).toEqual([1, 2, 3]);
    expect(s.contactMethodTypes).toEqual(['CALL', 'SMS', 'CHAT_TALK']);
    expect(normalizeContactMethods(['CHAT_TALK', 2])).toEqual({
      contactMethods: [2, 3],
      contactMethodTypes: ['SMS', 'CHAT_TALK'],
    });
  });

  it('keeps only agent contacts with an id, falling back to agentSubUsers (A-64)', () => {
    expect(flattenAgentInfo(info).agentContacts.map((c) => c.id)).toEqual([3]);
    expect(
      flattenAgentInfo({
        agent: { agentSubUsers: [{ id: 9, name: 'x', email: 'x', phone: '', position: 1 }] },
      }).agentContacts.map((c) => c.id),
    ).toEqual([9]);
  });

  it('an earlier defined value wins over a later group', () => {
    expect(flattenAgentInfo({ agentName: '최상위', agent: { agentName: '그룹' } }).agentName).toBe(
      '최상위',
    );
  });
});

describe('pickSessionFields (A-52)', () => {
  it('takes only known session fields from a response', () => {
    expect(
      pickSessionFields({
        kisoNetworkStatus: 'OK',
        hasReport: false,
        warningCount: 3,
        warningCountStr: '3',
      }),
    ).toEqual({
      hasReport: false,
      warningCount: 3,
      warningCountStr: '3',
    });
  });
});
