import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { popupChainConfig } from '@/generated/config/popup-chain';
import * as dialogBus from '@/lib/dialog-bus';
import { setFloatingButtonOpen } from '@/lib/ui-state';
import * as uiState from '@/lib/ui-state';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import type { ChainConfig } from '../model/types';
import { PopupChainHost } from './popup-chain-host';
import { stepRegistry } from './step-registry';

/** The /form entry gate is the second configured chain (spec/config/popup-chain.json). */
const formEntry: ChainConfig = popupChainConfig.chains.find((c) => c.id === 'form-entry')!;

function setup(session: Record<string, unknown>, chain = formEntry) {
  return renderWithApp(<PopupChainHost chain={chain} contactMethodDialog={() => null} />, {
    session,
    url: '/form',
    path: '*',
  });
}

const finished = () => document.querySelector('[data-popup-chain="finished"]');

/** The penalty tab's answer, which the restriction popup reads for the day the restriction lifts. */
function answerPenalty() {
  server.use(
    apiOk('get', '/kiso-report/penalty', {
      restrictionEnd: '2026-12-05T05:30:00.000Z',
      penaltyList: [],
    }),
  );
}

// Each popup is its own chunk: fetch them once up front, so the first test does not spend its
// waiting time on the test runner transforming them.
beforeAll(() => Promise.all(Object.values(stepRegistry).map((d) => d.popup())), 30_000);
afterEach(() => {
  vi.restoreAllMocks();
  setFloatingButtonOpen(false);
});

describe('the form-entry chain', () => {
  it('is configured on /form with its conditions in config, not code', () => {
    expect(formEntry.path).toBe('/form');
    expect(formEntry.steps.map((s) => [s.type, s.enabled, s.when])).toEqual([
      ['registration-blocked', true, 'hasPenalty || hasNaverPenalty'],
      [
        'pending-handling',
        true,
        '!hasPenalty && !hasNaverPenalty && (hasWaitReportByBusinessId || hasWaitNaverReportByBusinessId || hasWaitNaverSameAddressTradeCompleteByBusinessId)',
      ],
    ]);
  });

  it('shows nothing without penalty or pending reports', async () => {
    setup({});
    await waitFor(() => expect(finished()).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([{ hasPenalty: true }, { hasNaverPenalty: true }])(
    'shows the registration-restriction popup for %o, and then not the pending one',
    async (flags) => {
      answerPenalty();
      const open = vi.spyOn(dialogBus, 'openGlobalDialog');
      const { user } = setup({
        ...flags,
        hasWaitReportByBusinessId: true,
        waitReportUserListByBusinessId: [1],
      });
      const dialog = await screen.findByRole('dialog', { name: '매물 등록 제한 안내' });
      expect(dialog).toHaveTextContent(
        '매물 게시 규정 위반으로 현재 매물 등록이 제한되어 있습니다.',
      );
      expect(dialog).toHaveTextContent('이의신청서를 제출할 수 있습니다');
      expect(await within(dialog).findByTestId('restriction-end')).toHaveTextContent(
        '매물 등록 제한은 2026년 12월 5일(토) 14:30에 해제됩니다.',
      );
      expect(screen.queryByRole('dialog', { name: '미처리 신고 안내' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: '패널티 확인' }));
      expect(open).toHaveBeenCalledWith('report-history', { tab: 'PENALTY' });
      await waitFor(() => expect(finished()).not.toBeNull());
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('the restriction popup opens the restriction info over itself and closes with 닫기', async () => {
    answerPenalty();
    const open = vi.spyOn(dialogBus, 'openGlobalDialog');
    const { user } = setup({ hasPenalty: true });
    const dialog = await screen.findByRole('dialog', { name: '매물 등록 제한 안내' });
    await user.click(within(dialog).getByRole('button', { name: '게시 제한 안내' }));
    expect(open).toHaveBeenCalledWith('restriction-info', {});
    expect(dialog).toBeVisible();
    const buttons = within(dialog).getAllByRole('button', { name: '닫기' });
    await user.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the pending groups (numbers or objects) and the go button goes to the dashboard', async () => {
    const setOpen = vi.spyOn(uiState, 'setFloatingButtonOpen');
    const { user, router } = setup({
      hasWaitReportByBusinessId: true,
      waitReportUserListByBusinessId: [51003001, { roomsSeq: 51003002 }],
      hasWaitNaverReportByBusinessId: true,
      waitNaverReportUserListByBusinessId: [{ naverRoomNum: 240123456 }],
      hasWaitNaverSameAddressTradeCompleteByBusinessId: false,
      waitNaverSameAddressTradeCompleteUserListByBusinessId: [],
    });
    const dialog = await screen.findByRole('dialog', { name: '미처리 신고 안내' });
    expect(screen.getByTestId('pending-group-DABANG')).toHaveTextContent('51003001, 51003002');
    expect(screen.getByTestId('pending-group-NAVER')).toHaveTextContent('240123456');
    expect(screen.getByTestId('pending-group-SAME_ADDRESS')).toHaveTextContent('없음');
    await user.click(within(dialog).getByRole('button', { name: '처리하러 가기' }));
    expect(setOpen).toHaveBeenCalledWith(true);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('has no go button when every group is empty', async () => {
    setup({ hasWaitNaverSameAddressTradeCompleteByBusinessId: true });
    const dialog = await screen.findByRole('dialog', { name: '미처리 신고 안내' });
    expect(within(dialog).queryByRole('button', { name: '처리하러 가기' })).toBeNull();
  });

  it('the pending popup closes with 닫기 and stays on /form', async () => {
    const { user, router } = setup({
      hasWaitNaverSameAddressTradeCompleteByBusinessId: true,
      waitNaverSameAddressTradeCompleteUserListByBusinessId: [240124500],
    });
    const dialog = await screen.findByRole('dialog', { name: '미처리 신고 안내' });
    expect(screen.getByTestId('pending-group-SAME_ADDRESS')).toHaveTextContent('240124500');
    const buttons = within(dialog).getAllByRole('button', { name: '닫기' });
    await user.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(finished()).not.toBeNull());
    expect(router.state.location.pathname).toBe('/form');
  });

  it('follows its config: staff may disable the restriction step or change a condition', async () => {
    // Conditions must be in the active config (the evaluator only walks checked trees).
    const edited: ChainConfig = {
      ...formEntry,
      steps: [
        { ...formEntry.steps[0]!, enabled: false },
        { ...formEntry.steps[1]!, when: formEntry.steps[0]!.when },
      ],
    };
    setup({ hasPenalty: true, hasWaitReportByBusinessId: true }, edited);
    await screen.findByRole('dialog', { name: '미처리 신고 안내' });
    expect(screen.queryByRole('dialog', { name: '매물 등록 제한 안내' })).toBeNull();
  });
});
