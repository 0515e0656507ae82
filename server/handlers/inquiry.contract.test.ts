// @vitest-environment node
// Contract of tag "inquiry" (server/test/contract.ts). The broker journeys' own office
// (inquiry@) is asked for inquiries it does not have; the journeys are tested in
// server/journeys-inquiry-verify.test.ts.
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requestExample,
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
    {
      name: 'postInquiry about a listing that is not advertised is 404',
      op: 'postInquiry',
      url: '/inquiry',
      body: {
        roomId: 1,
        channel: 'talk',
        customerName: '이지은',
        customerPhone: '010-2345-6789',
        message: '방 볼 수 있을까요?',
      },
      status: 404,
    },
    {
      name: 'postInquiry without a message is 400',
      op: 'postInquiry',
      url: '/inquiry',
      body: { roomId: 1, channel: 'talk', customerName: '이지은', customerPhone: '010-2345-6789' },
      status: 400,
    },
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
    {
      name: "getInquiryList names each inquiry's listing and filters the unanswered",
      op: 'getInquiryList',
      as: 'answers',
      url: '/inquiry/talk?state=unanswered',
      check: (r) => {
        expect(r.total).toBe(2);
        for (const i of r.items) {
          expect(i.answeredTime).toBeNull();
          expect(i.room.title).toBe('대치동 학원가 투룸');
        }
      },
    },
    {
      name: 'getInquiryList finds an inquiry by a word of its message',
      op: 'getInquiryList',
      as: 'answers',
      url: `/inquiry/talk?keyword=${encodeURIComponent('반려묘')}`,
      check: (r) => {
        expect(r.items.map((i: any) => i.customerName)).toEqual(['홍가은']);
        expect(r.items[0].answeredTime).not.toBeNull();
      },
    },
    {
      name: 'getInquiryStats counts the due inquiries and those answered within 48 hours',
      op: 'getInquiryStats',
      as: 'answers',
      url: '/inquiry-stats',
      check: (r) =>
        expect(r).toEqual({
          days: 30,
          hours: 48,
          received: 4,
          due: 3,
          answeredInTime: 1,
          rate: 1 / 3,
          waiting: 2,
        }),
    },
    {
      name: 'postInquiryTemplate stores a template the office lists, changes and deletes',
      op: 'postInquiryTemplate',
      as: 'answers',
      url: '/inquiry-templates',
      body: requestExample('postInquiryTemplate'),
      check: (r) => expect(r).toMatchObject(requestExample('postInquiryTemplate') as object),
      keep: (r) => ({ template: r.templateId }),
      then: [
        {
          op: 'getInquiryTemplates',
          as: 'answers',
          url: '/inquiry-templates',
          check: (r, ids) => expect(r.items.map((t: any) => t.templateId)).toContain(ids.template),
        },
        {
          op: 'putInquiryTemplate',
          as: 'master',
          url: '/inquiry-templates/{template}',
          body: requestExample('putInquiryTemplate'),
          status: 404,
        },
        {
          op: 'putInquiryTemplate',
          as: 'answers',
          url: '/inquiry-templates/{template}',
          body: requestExample('putInquiryTemplate'),
          check: (r) => expect(r).toMatchObject(requestExample('putInquiryTemplate') as object),
        },
        {
          op: 'deleteInquiryTemplate',
          as: 'master',
          url: '/inquiry-templates/{template}',
          status: 404,
        },
        { op: 'deleteInquiryTemplate', as: 'answers', url: '/inquiry-templates/{template}' },
        {
          op: 'deleteInquiryTemplate',
          as: 'answers',
          url: '/inquiry-templates/{template}',
          status: 404,
        },
      ],
    },
    {
      name: 'postInquiryTemplate with a title of spaces is 400',
      op: 'postInquiryTemplate',
      as: 'answers',
      url: '/inquiry-templates',
      body: { title: '   ', body: '안녕하세요' },
      status: 400,
    },
  ]);

  requiresSession(file, 'inquiry');
  requiresAppPlatform(file, 'inquiry');
});
