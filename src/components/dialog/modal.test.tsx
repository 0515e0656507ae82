import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('<Modal>', () => {
  it('is a dialog named by its title with a 닫기 button and min width 400', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="연락 방법 설정" onClose={onClose}>
        본문
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: '연락 방법 설정' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(getComputedStyle(dialog).minWidth).toBe('400px');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledWith('close');
  });

  it('closes on Escape unless escapeClose is off', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open title="이벤트" onClose={onClose} escapeClose={false}>
        본문
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Modal open title="이벤트" onClose={onClose}>
        본문
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('stacks by opening order: the one underneath at 1001+i, the active one at 2001+i', async () => {
    function Two() {
      const [second, setSecond] = useState(false);
      return (
        <Modal open title="아래">
          <button type="button" onClick={() => setSecond(true)}>
            더 보기
          </button>
          <Modal open={second} title="위" onClose={() => setSecond(false)}>
            b
          </Modal>
        </Modal>
      );
    }
    render(<Two />);
    const root = (name: string) =>
      screen.getByRole('dialog', { name, hidden: true }).closest('.MuiDialog-root') as HTMLElement;
    expect(getComputedStyle(root('아래')).zIndex).toBe('2001');
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(getComputedStyle(root('아래')).zIndex).toBe('1001');
    expect(getComputedStyle(root('위')).zIndex).toBe('2002');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getAllByRole('button', { name: '닫기' }).at(-1) as HTMLElement);
    await waitFor(() => expect(getComputedStyle(root('아래')).zIndex).toBe('2001'));
    // Focus is back on the button inside the first dialog that opened the second.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '더 보기', hidden: true })).toHaveFocus(),
    );
  });

  it('gives focus back to the opener, or to the visible control beside a hidden one', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      const [hidden, setHidden] = useState(false);
      return (
        <div>
          <button type="button">메뉴</button>
          <div style={{ display: hidden ? 'none' : 'block' }}>
            <button
              type="button"
              onClick={() => {
                setOpen(true);
                setHidden(true);
              }}
            >
              처리내역
            </button>
          </div>
          <Modal open={open} title="신고 처리내역" onClose={() => setOpen(false)}>
            본문
          </Modal>
        </div>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: '처리내역' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '메뉴' })).toHaveFocus());
  });
});
