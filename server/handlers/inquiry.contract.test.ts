// @vitest-environment node
// Contract of tag "inquiry" (server/test/contract.ts). The broker journeys' own office
// (inquiry@) is asked for inquiries it does not have; the journeys are tested in
// server/journeys-inquiry-verify.test.ts.
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('inquiry');

describe('contract: tag inquiry', () => {
  contractCases(file, [
    {
      op: 'getInquiryList',
      as: 'master',
      url: '/inquiry/talk?page=1',
      check: (r) => expect(r.total).toBeGreaterThan(0),
    },
    { op: 'getInquiryList', as: 'master', url: '/inquiry/sms' },
    { op: 'getInquiryList', as: 'master', url: '/inquiry/mail', status: 400 },
    { op: 'getInquiryDetail', as: 'inquiry', url: '/inquiry/talk/1', status: 404 },
    { op: 'getInquiryDetail', as: 'inquiry', url: '/inquiry/talk/0', status: 400 },
    { op: 'postInquiryRead', as: 'inquiry', url: '/inquiry/talk/1/read', status: 404 },
    { op: 'postInquiryRead', as: 'inquiry', url: '/inquiry/talk/0/read', status: 400 },
    {
      name: 'postInquiryAnswer to an inquiry of another office is 404',
      op: 'postInquiryAnswer',
      as: 'inquiry',
      url: '/inquiry/talk/1/answer',
      body: { message: '확인 후 연락드리겠습니다.' },
      status: 404,
    },
    {
      name: 'postInquiryAnswer without a message is 400',
      op: 'postInquiryAnswer',
      as: 'inquiry',
      url: '/inquiry/talk/1/answer',
      body: {},
      status: 400,
    },
  ]);

  requiresSession(file, 'inquiry');
  requiresAppPlatform(file, 'inquiry');
});
