import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('stacks at 1001+i, the active one at 2001+i, and locks body scroll', () => {
    render(
      <>
        <Modal open title="아래" stackIndex={0} active={false}>
          a
        </Modal>
        <Modal open title="위" stackIndex={1}>
          b
        </Modal>
      </>,
    );
    const root = (name: string) =>
      screen.getByRole('dialog', { name, hidden: true }).closest('.MuiDialog-root') as HTMLElement;
    expect(getComputedStyle(root('아래')).zIndex).toBe('1001');
    expect(getComputedStyle(root('위')).zIndex).toBe('2002');
    expect(document.body.style.overflow).toBe('hidden');
  });
});
