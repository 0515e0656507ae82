// @vitest-environment node
// Contract of tag "report" (server/test/contract.ts). report@'s two pending DABANG reports are
// answered in one case, which reads the counts before and after: every count it checks moves
// with both answers.
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('report');

describe('contract: tag report', () => {
  contractCases(file, [
    {
      op: 'getObjections',
      as: 'master',
      url: '/kiso-report/objections',
      check: (r) => expect(r).toEqual([]),
    },
    {
      name: 'an objection to a handling of 10 days ago is filed once; one of 40 days ago is late',
      given: [
        {
          op: 'getAgentTreatComplete',
          as: 'report',
          url: '/kiso-report/agent-treat/complete?page=1',
          keep: (r) => {
            const open = r.reportList.find(
              (h: { objectionUntil: string | null }) => h.objectionUntil,
            );
            return { history: open.id };
          },
        },
      ],
      op: 'postObjection',
      as: 'report',
      url: '/kiso-report/objections',
      body: (ids: Record<string, number>) => ({
        historyId: ids.history,
        reason: '신고 당시 계약이 진행 중이었고 광고는 정상이었습니다.',
        photoIds: [],
      }),
      check: (r) => expect(r).toMatchObject({ status: 'RECEIVED', answer: '', photoIds: [] }),
      then: [
        {
          op: 'getObjections',
          as: 'report',
          url: '/kiso-report/objections',
          check: (r) => expect(r.map((o: { status: string }) => o.status)).toEqual(['RECEIVED']),
        },
        {
          op: 'postObjection',
          as: 'report',
          url: '/kiso-report/objections',
          body: (ids: Record<string, number>) => ({
            historyId: ids.history,
            reason: '다시 한 번 이의를 신청합니다. 확인 부탁드립니다.',
            photoIds: [],
          }),
          status: 409,
        },
        {
          op: 'getAgentTreatComplete',
          as: 'report',
          url: '/kiso-report/agent-treat/complete?page=2',
          keep: (r) => ({ old: r.reportList.at(-1).id }),
          check: (r) => expect(r.reportList.at(-1).objectionUntil).toBeNull(),
        },
        {
          op: 'postObjection',
          as: 'report',
          url: '/kiso-report/objections',
          body: (ids: Record<string, number>) => ({
            historyId: ids.old,
            reason: '오래된 처리 내역에 대한 이의신청입니다.',
            photoIds: [],
          }),
          status: 409,
        },
      ],
    },
    {
      name: "postObjection refuses another account's handling (404)",
      op: 'postObjection',
      as: 'master',
      url: '/kiso-report/objections',
      body: { historyId: 1, reason: '남의 처리 내역에 대한 이의신청입니다.', photoIds: [] },
      status: 404,
    },
    {
      op: 'getAgentTreatDetail',
      as: 'master',
      url: '/kiso-report/agent-treat/detail?inflowType=DABANG',
      check: (r) => expect(r).toBeNull(),
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
      as: 'master',
      url: '/new-room/fake-report/RPT-D-1001/agent-treat',
      body: { answer: 'NOMAL' },
      status: 404,
    },
    {
      name: 'report@ answers both pending DABANG reports',
      given: [
        {
          op: 'getAgentTreatDetail',
          as: 'report',
          url: '/kiso-report/agent-treat/detail?inflowType=DABANG',
          check: (r) => {
            expect(r.pendingCount).toBe(2);
            expect(r.reasonType).toBe('CMPL');
          },
        },
        // 거래완료 only answers a report whose reason is 거래완료.
        {
          op: 'postAgentTreat',
          as: 'report',
          url: '/new-room/fake-report/RPT-D-1002/agent-treat',
          body: { answer: 'CMPL' },
          status: 400,
        },
      ],
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
      then: [
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
      ],
    },
    {
      op: 'getKisoPenalty',
      as: 'master',
      url: '/kiso-report/penalty',
      check: (r) => expect(r.penaltyList).toEqual([]),
    },
  ]);

  requiresSession(file, 'report');
  requiresAppPlatform(file, 'report');
});
