import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookies } from '@/lib/cookies';
import { setFloatingButtonOpen } from '@/lib/ui-state';
import { setSession } from '@/session/session-store';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { reportDetail } from '../testing/fixtures';
import { ReportFloatingButton } from './report-floating-button';

const toggle = () => screen.getByRole('button', { name: '허위매물 신고 처리' });
/** The button's chunk loads once the session has reports: wait for it to arrive. */
const arrived = () => screen.findByRole('button', { name: '허위매물 신고 처리' });

// The panel is its own chunk: fetch it once up front, so the first test does not spend its
// waiting time on the test runner transforming it.
beforeAll(() => import('./report-floating-panel'), 30_000);
// Runs before the setup's unmount (after-hooks run last registered first): the panel is still
// on screen and closes, so inside act.
afterEach(() => act(() => setFloatingButtonOpen(false)));

describe('ReportFloatingButton', () => {
  it('is hidden without reports, and appears when the session gets one', async () => {
    renderWithApp(<ReportFloatingButton />, { session: {} });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('button', { name: '허위매물 신고 처리' })).toBeNull();
    act(() => setSession({ hasReport: true, reportCountStr: '1' }));
    expect(await arrived()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    { hasReport: true },
    { hasNaverReport: true },
    { hasNaverSameAddressTradeComplete: true },
  ])('is shown for %o', async (flags) => {
    renderWithApp(<ReportFloatingButton />, { session: flags });
    expect(await arrived()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the panel bound to the global state, lists each source and sets the read cookie once', async () => {
    const { user } = renderWithApp(<ReportFloatingButton />, {
      session: {
        hasReport: true,
        reportCountStr: '2',
        hasNaverReport: true,
        naverReportCountStr: '1',
        hasNaverSameAddressTradeComplete: false,
      },
    });
    expect(cookies.get('reportNoticeRead')).toBeUndefined();
    await user.click(await arrived());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: '미처리 허위매물 신고' });
    expect(within(panel).getByTestId('report-entry-DABANG')).toHaveTextContent(
      '다방 허위매물 신고2건',
    );
    expect(within(panel).getByTestId('report-entry-NAVER')).toHaveTextContent(
      '네이버 허위매물 신고1건',
    );
    expect(within(panel).queryByTestId('report-entry-SAME_ADDRESS')).toBeNull();
    expect(cookies.get('reportNoticeRead')).toBe('Y');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: '미처리 허위매물 신고' })).toBeNull();
  });

  it('opens when the global state is set elsewhere (pending popup go button)', async () => {
    renderWithApp(<ReportFloatingButton />, { session: { hasReport: true } });
    await arrived();
    act(() => setFloatingButtonOpen(true));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    expect(cookies.get('reportNoticeRead')).toBe('Y');
  });

  it('처리하기 opens the self-handling popup of that source', async () => {
    let inflow: string | null = null;
    server.use(
      apiOk('get', '/kiso-report/agent-treat/detail', (req) => {
        inflow = new URL(req.url).searchParams.get('inflowType');
        return reportDetail({ inflowType: 'NAVER', naverRoomNum: 240123456 });
      }),
    );
    const { user } = renderWithApp(<ReportFloatingButton />, {
      session: {
        hasNaverSameAddressTradeComplete: true,
        naverSameAddressTradeCompleteCountStr: '1',
        hasNaverReport: true,
        naverReportCountStr: '1',
      },
    });
    await user.click(await arrived());
    expect(screen.getByTestId('report-entry-SAME_ADDRESS')).toHaveTextContent(
      '네이버 동일주소 거래완료1건',
    );
    await user.click(screen.getByRole('button', { name: '네이버 허위매물 신고 처리하기' }));
    expect(
      await screen.findByRole('dialog', { name: '네이버 허위매물 신고 자가처리' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('240123456')).toBeInTheDocument();
    expect(inflow).toBe('NAVER');

    // The last report handled elsewhere: the button goes, the open handling popup stays.
    act(() => setSession({ hasNaverReport: false, hasNaverSameAddressTradeComplete: false }));
    expect(screen.queryByRole('button', { name: '허위매물 신고 처리' })).toBeNull();
    expect(
      screen.getByRole('dialog', { name: '네이버 허위매물 신고 자가처리' }),
    ).toBeInTheDocument();
  });
});
