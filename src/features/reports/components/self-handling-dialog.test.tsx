import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/session';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { reportDetail, reportFieldsResult } from '../testing/fixtures';
import { SelfHandlingDialog } from './self-handling-dialog';

const DETAIL = '/kiso-report/agent-treat/detail';
const TREAT = '/new-room/fake-report/{reportId}/agent-treat';

function setup(
  props: Partial<React.ComponentProps<typeof SelfHandlingDialog>> = {},
  session: Record<string, unknown> = {},
) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const utils = renderWithApp(
    <SelfHandlingDialog open inflowType="DABANG" onClose={onClose} onDone={onDone} {...props} />,
    { session: { reportCountStr: '2', naverReportCountStr: '1', hasReport: true, ...session } },
  );
  return { ...utils, onClose, onDone };
}

const select = () => screen.findByLabelText(/^처리 결과/);
const sendButton = () => screen.getByRole('button', { name: '보내기' });
const optionValues = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

let confirmSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

describe('SelfHandlingDialog', () => {
  it('shows the header count and the report table for DABANG', async () => {
    let inflow: string | null = null;
    server.use(
      apiOk('get', DETAIL, (req) => {
        inflow = new URL(req.url).searchParams.get('inflowType');
        return reportDetail({
          buildingUseType: 'INPUT',
          buildingUseStr: '근린생활시설(다가구 일부)',
        });
      }),
    );
    setup();
    const dialog = await screen.findByRole('dialog', { name: '다방 허위매물 신고 자가처리' });
    expect(dialog).toHaveTextContent('미처리 신고 2건');
    await screen.findByText('51003001');
    expect(inflow).toBe('DABANG');
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('신고처')).toHaveTextContent('다방');
    expect(row('신고일시')).toHaveTextContent('2026.05.04 10:30');
    expect(row('신고항목')).toHaveTextContent('가격');
    expect(row('건물용도')).toHaveTextContent('근린생활시설(다가구 일부)');
    expect(row('거래유형/금액')).toHaveTextContent('전세 500만원');
    expect(row('주소')).toHaveTextContent('서울특별시 동작구 상도동 326-1');
    expect(row('연락처')).toHaveTextContent('010-2040-3040');
    expect(await screen.findByTestId('handling-deadline')).toHaveTextContent('처리 기한');
  });

  it('shows the NAVER number, count and the deal amounts by lease type', async () => {
    server.use(
      apiOk(
        'get',
        DETAIL,
        reportDetail({
          inflowType: 'NAVER',
          roomsSeq: null,
          naverRoomNum: 240123456,
          leaseType: 'MONTHLY',
          deposit: 300,
          price: 45,
        }),
      ),
    );
    setup({ inflowType: 'NAVER' });
    const dialog = await screen.findByRole('dialog', { name: '네이버 허위매물 신고 자가처리' });
    expect(dialog).toHaveTextContent('미처리 신고 1건');
    await screen.findByText('240123456');
    expect(dialog).toHaveTextContent('월세 300/45만원');
  });

  it('shows amounts as given with separators and 만원, never as 억 (A-49)', async () => {
    server.use(
      apiOk('get', DETAIL, reportDetail({ leaseType: 'LEASE', deposit: 12000, price: 0 })),
    );
    setup();
    const dialog = await screen.findByRole('dialog', { name: '다방 허위매물 신고 자가처리' });
    await waitFor(() => expect(dialog).toHaveTextContent('전세 12,000만원'));
    expect(dialog).not.toHaveTextContent('억');
  });

  it('marks the required answer with a star', async () => {
    server.use(apiOk('get', DETAIL, reportDetail()));
    setup();
    const select = await screen.findByRole('combobox');
    const label = document.querySelector(`label[for="${select.id}"]`);
    expect(label?.querySelector('[data-required-star]')).toHaveTextContent('*');
  });

  it('shows SALE as the price', async () => {
    server.use(apiOk('get', DETAIL, reportDetail({ leaseType: 'SALE', deposit: 0, price: 850 })));
    setup();
    expect(await screen.findByText('매매 850만원')).toBeInTheDocument();
  });

  it('alerts the reason description, or the fallback when it is empty', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(apiOk('get', DETAIL, reportDetail()));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '상세보기' }));
    expect(alert).toHaveBeenCalledWith('광고 가격과 실제 가격이 다릅니다.');
    server.use(apiOk('get', DETAIL, reportDetail({ reasonDescription: '' })));
  });

  it('alerts 상세 내용이 없습니다. for an empty description', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(apiOk('get', DETAIL, reportDetail({ reasonDescription: '' })));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '상세보기' }));
    expect(alert).toHaveBeenCalledWith('상세 내용이 없습니다.');
  });

  it.each([
    ['PRICE', ['', 'NOMAL', 'FALSE']],
    ['AUCT', ['', 'NOMAL', 'FALSE']],
    ['ETC', ['', 'NOMAL', 'FALSE']],
    ['IMPO', ['', 'NOMAL', 'FALSE']],
    ['CMPL', ['', 'NOMAL', 'FALSE', 'CMPL']],
  ] as const)('offers answers for reason %s', async (reasonType, values) => {
    server.use(apiOk('get', DETAIL, reportDetail({ reasonType })));
    setup();
    const el = await select();
    expect(el.tagName).toBe('SELECT');
    expect(optionValues(el)).toEqual(values);
    expect((el as HTMLSelectElement).value).toBe('');
  });

  it('shows the blue note without a choice and the guidance of each answer', async () => {
    server.use(apiOk('get', DETAIL, reportDetail({ reasonType: 'CMPL' })));
    const { user } = setup();
    const el = await select();
    expect(screen.getByTestId('blue-note')).toHaveTextContent(
      '연락처를 잘못 등록한 경우 불이익이 발생할 수 있습니다.',
    );
    expect(sendButton()).toBeDisabled();
    await user.selectOptions(el, 'NOMAL');
    expect(screen.queryByTestId('blue-note')).toBeNull();
    expect(screen.getByTestId('answer-guidance')).toHaveTextContent('정상매물로 처리하면');
    await user.selectOptions(el, 'FALSE');
    expect(screen.getByTestId('answer-guidance')).toHaveTextContent('경고 1회가 부과됩니다');
    await user.selectOptions(el, 'CMPL');
    expect(screen.getByTestId('answer-guidance')).toHaveTextContent('경고는 부과되지 않습니다');
    expect(sendButton()).toBeEnabled();
    await user.selectOptions(el, '');
    expect(screen.getByTestId('blue-note')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('sends nothing when the confirmation is declined', async () => {
    confirmSpy.mockReturnValue(false);
    const posted = vi.fn();
    server.use(
      apiOk('get', DETAIL, reportDetail()),
      apiOk('post', TREAT, () => {
        posted();
        return { ...reportFieldsResult, kisoNetworkStatus: 'OK' };
      }),
    );
    const { user } = setup();
    await user.selectOptions(await select(), 'NOMAL');
    await user.click(sendButton());
    expect(confirmSpy).toHaveBeenCalledWith('선택한 처리 결과로 보내시겠습니까?');
    expect(posted).not.toHaveBeenCalled();
  });

  it('confirms, sends once on a double click, updates the session and closes when none remain', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      apiOk('get', DETAIL, reportDetail({ reportId: 'RPT-D-1001' })),
      apiOk('post', TREAT, async (req) => {
        bodies.push({ url: new URL(req.url).pathname, body: await req.json() });
        await gate;
        return { ...reportFieldsResult, kisoNetworkStatus: 'OK' };
      }),
    );
    const { user, onClose, onDone } = setup();
    await user.selectOptions(await select(), 'FALSE');
    await user.dblClick(sendButton());
    await waitFor(() => expect(sendButton()).toBeDisabled());
    fireEvent.click(sendButton());
    release();
    expect(await screen.findByText('처리되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
    expect(bodies).toEqual([
      { url: '/api/v2/new-room/fake-report/RPT-D-1001/agent-treat', body: { answer: 'FALSE' } },
    ]);
    expect(confirmSpy).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ hasReport: false, warningCount: 3, reportCountStr: '0' });
  });

  it('reloads the detail and clears the answer when reports of the same source remain', async () => {
    let n = 0;
    server.use(
      apiOk('get', DETAIL, () =>
        ++n === 1
          ? reportDetail()
          : reportDetail({ reportId: 'RPT-D-1002', roomsSeq: 51003002, reasonType: 'ETC' }),
      ),
      apiOk('post', TREAT, {
        ...reportFieldsResult,
        hasReport: true,
        reportCountStr: '1',
        kisoNetworkStatus: 'OK',
      }),
    );
    const { user, onClose } = setup();
    await user.selectOptions(await select(), 'NOMAL');
    await user.click(sendButton());
    expect(await screen.findByText('51003002')).toBeInTheDocument();
    expect(((await select()) as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('dialog')).toHaveTextContent('미처리 신고 1건');
    expect(onClose).not.toHaveBeenCalled();
    expect(n).toBe(2);
  });

  // 001 §4 "Self-handling of a fake report" and §8, as issue 23 #9 quotes them.
  describe('after a send (issue 23 #9)', () => {
    /** Answers the detail with `first` and counts the loads. */
    function countedDetail(first = reportDetail(), next = first) {
      const loads = { n: 0 };
      server.use(apiOk('get', DETAIL, () => (++loads.n === 1 ? first : next)));
      return loads;
    }

    it('OK, none of the source left: success message, handler and callback run, the popup closes, the detail is not reloaded', async () => {
      const loads = countedDetail();
      server.use(apiOk('post', TREAT, { ...reportFieldsResult, kisoNetworkStatus: 'OK' }));
      const { user, onClose, onDone } = setup();
      await user.selectOptions(await select(), 'FALSE');
      await user.click(sendButton());
      expect(await screen.findByText('처리되었습니다.')).toBeInTheDocument();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(onDone).toHaveBeenCalledTimes(1);
      expect(getSession()).toMatchObject({ hasReport: false, reportCountStr: '0' });
      expect(loads.n).toBe(1);
    });

    it('OK, more of the source left: success message, the detail reloaded once and the answer cleared', async () => {
      const loads = countedDetail(
        reportDetail({ reasonType: 'CMPL' }),
        reportDetail({ reportId: 'RPT-D-1002', roomsSeq: 51003002, reasonType: 'CMPL' }),
      );
      server.use(
        apiOk('post', TREAT, {
          ...reportFieldsResult,
          hasReport: true,
          reportCountStr: '1',
          kisoNetworkStatus: 'OK',
        }),
      );
      const { user, onClose } = setup();
      await user.selectOptions(await select(), 'CMPL');
      await user.click(sendButton());
      expect(await screen.findByText('처리되었습니다.')).toBeInTheDocument();
      expect(await screen.findByText('51003002')).toBeInTheDocument();
      expect(((await select()) as HTMLSelectElement).value).toBe('');
      expect(sendButton()).toBeDisabled();
      expect(loads.n).toBe(2);
      expect(onClose).not.toHaveBeenCalled();
    });

    it.each(['SERVER_ERROR', 'CLIENT_ERROR'] as const)(
      '%s: the popup stays with its toast and the answer, and is not reloaded',
      async (status) => {
        const loads = countedDetail();
        server.use(apiOk('post', TREAT, { ...reportFieldsResult, kisoNetworkStatus: status }));
        const { user, onClose } = setup();
        await user.selectOptions(await select(), 'FALSE');
        await user.click(sendButton());
        expect(await screen.findByText(/KISO 서버/)).toBeInTheDocument();
        expect(((await select()) as HTMLSelectElement).value).toBe('FALSE');
        expect(sendButton()).toBeEnabled();
        expect(onClose).not.toHaveBeenCalled();
        expect(loads.n).toBe(1);
      },
    );
  });

  it('closes for NAVER when only DABANG reports remain', async () => {
    server.use(
      apiOk('get', DETAIL, reportDetail({ inflowType: 'NAVER', naverRoomNum: 240123456 })),
      apiOk('post', TREAT, { ...reportFieldsResult, hasReport: true, kisoNetworkStatus: 'OK' }),
    );
    const { user, onClose } = setup({ inflowType: 'NAVER' });
    await user.selectOptions(await select(), 'NOMAL');
    await user.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it.each([
    ['SERVER_ERROR', 'KISO 서버와 통신 중 오류가 발생했습니다.'],
    ['CLIENT_ERROR', 'KISO 서버로의 요청 중 클라이언트 오류가 발생했습니다.'],
  ] as const)('toasts %s and keeps the popup open', async (status, text) => {
    server.use(
      apiOk('get', DETAIL, reportDetail()),
      apiOk('post', TREAT, { ...reportFieldsResult, kisoNetworkStatus: status }),
    );
    const { user, onClose } = setup();
    await user.selectOptions(await select(), 'FALSE');
    await user.click(sendButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(sendButton()).toBeEnabled();
    expect(getSession().hasReport).toBe(true);
  });

  it('toasts the server msg of a failed send', async () => {
    server.use(
      apiOk('get', DETAIL, reportDetail()),
      apiError('post', TREAT, 404, { msg: '처리할 신고 내역을 찾을 수 없습니다.' }),
    );
    const { user } = setup();
    await user.selectOptions(await select(), 'NOMAL');
    await user.click(sendButton());
    expect(await screen.findByText('처리할 신고 내역을 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('toasts a failed detail load and shows the empty text', async () => {
    server.use(apiError('get', DETAIL, 400, { msg: '신고 내역을 불러오지 못했습니다.' }));
    setup();
    expect(await screen.findByText('신고 내역을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('처리할 신고 내역이 없습니다.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('closes with the close button', async () => {
    server.use(apiOk('get', DETAIL, null));
    const { user, onClose } = setup();
    await screen.findByText('처리할 신고 내역이 없습니다.');
    const buttons = screen.getAllByRole('button', { name: '닫기' });
    await user.click(buttons[buttons.length - 1]!);
    expect(onClose).toHaveBeenCalled();
  });
});
