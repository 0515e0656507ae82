import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ToastProvider } from './toast-provider';

function setup() {
  render(<ToastProvider>{null}</ToastProvider>);
}

/**
 * Runs the toast's exit (its collapse and fade) on the fake clock, a step at a time so React
 * commits between them, and expects it gone. Waiting for it in real time failed the clean-clone
 * CI of 231d480 at a load of 14: the exit had not run within vi.waitFor's second.
 */
async function expectDismissed() {
  for (let i = 0; i < 10 && screen.queryByRole('status'); i++)
    await act(async () => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('status')).toBeNull();
}

describe('toasts', () => {
  it('shows success as status and errors as alert, text exactly the content, newest below', async () => {
    setup();
    act(() => {
      toast.success('처리되었습니다.');
      toast.error('서버 오류가 발생했습니다.');
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/^처리되었습니다\.$/);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^서버 오류가 발생했습니다\.$/);
    const all = screen.getAllByText(/처리되었습니다|서버 오류/);
    expect(all.map((n) => n.textContent)).toEqual(['처리되었습니다.', '서버 오류가 발생했습니다.']);
  });

  it('ignores empty, null and undefined text', () => {
    setup();
    act(() => {
      toast.info('');
      toast.info(null);
      toast.info(undefined);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dismisses after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      act(() => toast.warning('상태 메시지를 입력해주세요.'));
      expect(await screen.findByRole('status')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(4000));
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1500));
      await expectDismissed();
    } finally {
      vi.useRealTimers();
    }
  });

  it('pauses while hovered and, on leaving, runs on for the time that was left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      act(() => toast.success('저장되었습니다.'));
      const item = await screen.findByRole('status');
      await act(async () => vi.advanceTimersByTime(4000));
      fireEvent.mouseEnter(item);
      await act(async () => vi.advanceTimersByTime(20_000));
      expect(screen.getByRole('status')).toBeInTheDocument();
      fireEvent.mouseLeave(item);
      // notistack alone would restart at 2500 ms here; 1000 ms were left.
      await act(async () => vi.advanceTimersByTime(800));
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(400));
      await expectDismissed();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps running while the window is blurred', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      act(() => toast.info('안내'));
      await screen.findByRole('status');
      await act(async () => vi.advanceTimersByTime(3000));
      // The broker switches to another window: the toast still leaves at 5000 ms.
      act(() => window.dispatchEvent(new Event('blur')));
      await act(async () => vi.advanceTimersByTime(2200));
      await expectDismissed();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders in a layer above the modals that drops the aria-hidden a modal sets', async () => {
    setup();
    act(() => toast.error('입력값을 확인해주세요.'));
    const alert = await screen.findByRole('alert');
    const layer = alert.closest<HTMLElement>('[data-toast-layer]');
    expect(layer?.parentElement).toBe(document.body);
    expect(Number(layer?.style.zIndex)).toBeGreaterThan(2001 + 10);
    layer?.setAttribute('aria-hidden', 'true');
    await vi.waitFor(() => expect(layer?.hasAttribute('aria-hidden')).toBe(false));
  });
});
