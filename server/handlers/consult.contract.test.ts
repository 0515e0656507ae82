// @vitest-environment node
// Contract of tag "consult" (server/test/contract.ts): requests of visitors without a session;
// each accepted one adds a row of its own.
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('consult');

describe('contract: tag consult', () => {
  contractCases(file, [
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
      name: 'postConsultRequest refuses an unknown consult type',
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
      name: 'postConsultRequest refuses a request without the privacy answer',
      op: 'postConsultRequest',
      url: '/consult/request',
      body: { name: '이상담', phone: '01012345678', consultType: 'PRODUCT', message: '동의 없이' },
      status: 400,
    },
    {
      name: 'postConsultRequest refuses a request that declines privacy',
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
  ]);

  requiresSession(file, 'consult');
  requiresAppPlatform(file, 'consult');
});
