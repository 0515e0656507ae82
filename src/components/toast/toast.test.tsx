import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ToastProvider } from './toast-provider';

function setup() {
  render(<ToastProvider>{null}</ToastProvider>);
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
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(4000));
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1500));
      await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
