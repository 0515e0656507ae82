import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { ActionDialog } from './action-dialog';

const close = messages.common.close;

describe('<ActionDialog>', () => {
  it('without an action has 닫기 alone in its footer, and 닫기 runs onClose', async () => {
    const onClose = vi.fn();
    render(
      <ActionDialog open title="안내" onClose={onClose} testId="notice">
        본문
      </ActionDialog>,
    );
    const dialog = screen.getByTestId('notice');
    expect(within(dialog).getByRole('dialog', { name: '안내' })).toHaveTextContent('본문');
    // The × in the title bar is named 닫기 as well; the footer's is the last.
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['', close]);
    await userEvent.click(buttons[1]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts its action after 닫기 and runs it; a disabled action cannot be clicked', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ActionDialog open title="신고" onClose={() => {}} action={{ label: '보내기', onClick }}>
        본문
      </ActionDialog>,
    );
    const footer = screen.getAllByRole('button').map((b) => b.textContent);
    expect(footer.slice(-2)).toEqual([close, '보내기']);
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <ActionDialog
        open
        title="신고"
        onClose={() => {}}
        action={{ label: '보내기', onClick, disabled: true }}
      >
        본문
      </ActionDialog>,
    );
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();
  });

  it('closes on Escape through onClose', async () => {
    const onClose = vi.fn();
    render(
      <ActionDialog open title="안내" onClose={onClose}>
        본문
      </ActionDialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
