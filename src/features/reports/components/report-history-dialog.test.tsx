import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import type { HandledReport } from '../api/get-agent-treat-complete';
import { ReportHistoryDialog } from './report-history-dialog';

const COMPLETE = '/kiso-report/agent-treat/complete';
const PENALTY = '/kiso-report/penalty';

const row = (i: number): HandledReport => ({
  roomsSeq: 51002000 + i,
  inflowType: i % 2 ? 'NAVER' : 'DABANG',
  reportStep: i % 3 === 0 ? 'FAKE_ROOM' : 'NORMAL_ROOM',
  warning: i % 3 === 0 ? '경고 1회' : '-',
  penalty: '-',
});

/** Pages of `total` rows, recording each requested query. */
function historyServer(total: number, queries: URLSearchParams[] = []) {
  return apiOk('get', COMPLETE, (req) => {
    const q = new URL(req.url).searchParams;
    queries.push(q);
    const page = Number(q.get('page'));
    const limit = Number(q.get('limit'));
    const rows = Array.from({ length: total }, (_, i) => row(i + 1)).slice(
      (page - 1) * limit,
      page * limit,
    );
    return { reportList: rows, total, totalStr: String(total), page, limit };
  });
}

function setup(initialTab: 'PROCESSING_DETAILS' | 'PENALTY' = 'PROCESSING_DETAILS') {
  const onClose = vi.fn();
  // A test that reads objections installs its own answer first (MSW takes the newest handler).
  server.use(apiOk('get', '/kiso-report/objections', []));
  return {
    ...renderWithApp(<ReportHistoryDialog open initialTab={initialTab} onClose={onClose} />),
    onClose,
  };
}

const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('ReportHistoryDialog', () => {
  it('is 840 wide with tabs, notes and the first page of 5', async () => {
    const queries: URLSearchParams[] = [];
    server.use(historyServer(8, queries));
    setup();
    const dialog = await screen.findByRole('dialog', { name: '허위매물 처리내역' });
    expect(dialog.closest('.MuiDialog-paper') ?? dialog).toHaveStyle({ width: '840px' });
    const tablist = within(dialog).getByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['처리내역', '패널티 현황']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByText('51002001')).toBeInTheDocument();
    expect(screen.getByTestId('history-total')).toHaveTextContent('총 8건');
    expect(bodyRows('처리내역')).toHaveLength(5);
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('limit')).toBe('5');
  });

  it('shows source labels and the coloured result', async () => {
    server.use(historyServer(3));
    setup();
    await screen.findByText('51002001');
    const [r1, r2, r3] = bodyRows('처리내역');
    expect(r1).toHaveTextContent('네이버');
    expect(r2).toHaveTextContent('다방');
    const normal = within(r1!).getByText('정상매물');
    const fake = within(r3!).getByText('허위매물');
    expect(fake).toHaveStyle({ color: '#b3211d' });
    expect(normal).toHaveStyle({ color: '#1a56c4' });
    expect(r3).toHaveTextContent('경고 1회');
  });

  it('a 거래완료 answer reads 거래완료, not 정상매물', async () => {
    server.use(
      apiOk('get', COMPLETE, {
        reportList: [{ ...row(1), inflowType: 'DABANG', reportStep: 'DEAL_COMPLETE' }],
        total: 1,
        totalStr: '1',
        page: 1,
        limit: 5,
      }),
    );
    setup();
    await screen.findByText('51002001');
    const [r1] = bodyRows('처리내역');
    expect(within(r1!).getByText('거래완료')).toBeInTheDocument();
    expect(within(r1!).queryByText('정상매물')).toBeNull();
  });

  it('pages through the shared pagination bar', async () => {
    const queries: URLSearchParams[] = [];
    server.use(historyServer(8, queries));
    const { user } = setup();
    await screen.findByText('51002001');
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    await user.click(within(nav).getByRole('button', { name: '2' }));
    expect(await screen.findByText('51002006')).toBeInTheDocument();
    expect(bodyRows('처리내역')).toHaveLength(3);
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('switching tab loads penalties (scroll area, 65 px rows, total = length, no paging) and back resets to page 1', async () => {
    const queries: URLSearchParams[] = [];
    let penaltyCalls = 0;
    server.use(
      historyServer(8, queries),
      apiOk('get', PENALTY, () => {
        penaltyCalls++;
        return {
          penaltyList: [
            {
              cpArticleNo: '51004001',
              cpName: '다방',
              warningDate: '2026-05-01',
              penalty: '경고 1회',
            },
            {
              cpArticleNo: '240110003',
              cpName: '네이버부동산',
              warningDate: '2026-05-10',
              penalty: '7일 등록 제한',
            },
          ],
        };
      }),
    );
    const { user } = setup();
    await screen.findByText('51002001');
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('51002006');
    await user.click(screen.getByRole('tab', { name: '패널티 현황' }));
    expect(screen.getByRole('tab', { name: '패널티 현황' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('240110003')).toBeInTheDocument();
    const scroll = screen.getByTestId('penalty-scroll');
    expect(scroll).toHaveStyle({ maxHeight: '384px', overflowY: 'auto' });
    const rows = bodyRows('패널티 현황');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveStyle({ height: '65px' });
    expect(rows[1]).toHaveTextContent('네이버부동산');
    expect(rows[1]).toHaveTextContent('2026-05-10');
    expect(rows[1]).toHaveTextContent('7일 등록 제한');
    expect(screen.getByTestId('history-total')).toHaveTextContent('총 2건');
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
    expect(penaltyCalls).toBe(1);

    await user.click(screen.getByRole('tab', { name: '처리내역' }));
    expect(await screen.findByText('51002001')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('says when each restriction lifts and when the one in force ends, in Korean dates', async () => {
    server.use(
      apiOk('get', PENALTY, {
        restrictionEnd: '2026-11-27T15:00:00.000Z',
        penaltyList: [
          {
            cpArticleNo: '240110003',
            cpName: '네이버부동산',
            warningDate: '2026-11-21',
            penalty: '7일 등록 제한',
            restrictionEnd: '2026-11-27T15:00:00.000Z',
          },
          {
            cpArticleNo: '51004001',
            cpName: '다방',
            warningDate: '2026-11-03',
            penalty: '경고 1회',
            restrictionEnd: null,
          },
        ],
      }),
    );
    setup('PENALTY');
    expect(await screen.findByRole('columnheader', { name: '제한 해제' })).toBeInTheDocument();
    expect(await screen.findByText('240110003')).toBeInTheDocument();
    const rows = bodyRows('패널티 현황');
    expect(rows[0]).toHaveTextContent('2026년 11월 28일(토) 00:00');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)).toHaveTextContent('-');
    expect(screen.getByTestId('restriction-end')).toHaveTextContent(
      '매물 등록 제한은 2026년 11월 28일(토) 00:00에 해제됩니다.',
    );
  });

  it('opens on the PENALTY tab when asked', async () => {
    server.use(apiOk('get', PENALTY, { penaltyList: [], restrictionEnd: null }));
    setup('PENALTY');
    expect(await screen.findByText('내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('restriction-end')).toBeNull();
    expect(screen.getByRole('tab', { name: '패널티 현황' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('history-total')).toHaveTextContent('총 0건');
  });

  it('shows the empty state and no pagination without records', async () => {
    server.use(historyServer(0));
    setup();
    expect(await screen.findByText('내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
  });

  it('a failed load empties the list, stops loading and toasts msg', async () => {
    let fail = false;
    server.use(
      apiOk('get', COMPLETE, () => {
        if (fail) throw new Error('unreachable');
        return { reportList: [row(1), row(2)], total: 8, totalStr: '8', page: 1, limit: 5 };
      }),
    );
    const { user } = setup();
    await screen.findByText('51002001');
    server.use(apiError('get', COMPLETE, 400, { msg: '내역을 불러오지 못했습니다.' }));
    fail = true;
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('내역을 불러오지 못했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('51002001')).toBeNull());
    expect(screen.getByText('내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중입니다.')).toBeNull();
    expect(screen.getByTestId('history-total')).toHaveTextContent('총 0건');
  });

  it('a failed penalty load toasts the default text', async () => {
    server.use(apiError('get', PENALTY, 500, {}));
    setup('PENALTY');
    expect(await screen.findByText('서버 오류가 발생했습니다.')).toBeInTheDocument();
    expect(screen.getByText('내역이 없습니다.')).toBeInTheDocument();
  });

  it('opens the restriction info popup and closes', async () => {
    // No restriction in force: the popup shows the rules and no end date.
    server.use(historyServer(0), apiOk('get', PENALTY, { restrictionEnd: null, penaltyList: [] }));
    const { user, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: '게시 제한 안내' }));
    const info = await screen.findByRole('dialog', { name: '게시 제한 안내' });
    expect(info).toHaveTextContent('경고 3회 누적 시 7일간 매물 등록 제한');
    expect(info).toHaveTextContent('전화 확인 결과 허위매물 확정 시 7일간 매물 등록 제한');
    expect(info).toHaveTextContent('현장 확인 결과 허위매물 확정 시 14일간 매물 등록 제한');
    expect(within(info).queryByTestId('restriction-end')).toBeNull();
    await user.click(within(info).getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '게시 제한 안내' })).toBeNull(),
    );
    const history = screen.getByRole('dialog', { name: '허위매물 처리내역' });
    await user.click(within(history).getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('follows a new initialTab while open (header menu used again)', async () => {
    let penaltyCalls = 0;
    server.use(
      historyServer(3),
      apiOk('get', '/kiso-report/objections', []),
      apiOk('get', PENALTY, () => {
        penaltyCalls++;
        return { penaltyList: [] };
      }),
    );
    function Harness() {
      const [tab, setTab] = useState<'PROCESSING_DETAILS' | 'PENALTY'>('PROCESSING_DETAILS');
      return (
        <>
          <button type="button" onClick={() => setTab('PENALTY')}>
            menu
          </button>
          <ReportHistoryDialog open initialTab={tab} onClose={() => undefined} />
        </>
      );
    }
    renderWithApp(<Harness />);
    await screen.findByText('51002001');
    // The dialog is modal; the menu click stands for the header's openGlobalDialog call.
    fireEvent.click(screen.getByRole('button', { name: 'menu', hidden: true }));
    expect(await screen.findByText('내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '패널티 현황' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(penaltyCalls).toBe(1);
  });

  it("offers an objection while the policy allows, shows a filed one and staff's answer", async () => {
    server.use(
      apiOk('get', COMPLETE, {
        reportList: [
          { ...row(1), id: 11, objectionUntil: '2026-12-01T00:00:00.000Z', objection: null },
          { ...row(2), id: 12, objectionUntil: null, objection: { id: 5, status: 'ACCEPTED' } },
          { ...row(3), id: 13, objectionUntil: null, objection: null },
        ],
        total: 3,
        totalStr: '3',
        page: 1,
        limit: 5,
      }),
    );
    const answered = {
      id: 5,
      historyId: 12,
      roomsSeq: 51002002,
      inflowType: 'DABANG' as const,
      reason: '정상 매물입니다. 확인 부탁드립니다.',
      photoIds: [],
      status: 'ACCEPTED' as const,
      answer: '정상 매물임을 확인했습니다.',
      answeredAt: '2026-11-20T00:00:00.000Z',
      createdAt: '2026-11-18T00:00:00.000Z',
    };
    const view = setup();
    server.use(apiOk('get', '/kiso-report/objections', [answered]));
    const rows = () => bodyRows('처리내역');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[1]!).getByText('인용')).toBeInTheDocument();
    expect(within(rows()[2]!).queryByRole('button')).toBeNull();
    const list = await screen.findByRole('table', { name: '내 이의신청 목록' });
    expect(list).toHaveTextContent('정상 매물임을 확인했습니다.');

    await view.user.click(
      within(rows()[0]!).getByRole('button', { name: '매물 51002001 이의신청' }),
    );
    expect(
      await screen.findByRole('dialog', { name: '이의신청 (매물 51002001)' }),
    ).toBeInTheDocument();
  });
});
