import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAppTheme } from '@/theme/use-app-theme';
import { Pagination } from './pagination';
import { pageAfterEnd, paginationWindow } from './pagination-window';

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={useAppTheme()}>{children}</ThemeProvider>;
}

function setup(props: { total: number; page: number; limit?: number }) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <Themed>
      <Pagination limit={24} {...props} onChange={onChange} />
    </Themed>,
  );
  return { ...utils, onChange, user };
}

const numbers = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((s) => /^\d+$/.test(s))
    .map(Number);

describe('paginationWindow', () => {
  it.each([
    // total, page, limit → pageCount, current, pages
    [0, 1, 24, 0, 0, []],
    [-3, 1, 24, 0, 0, []],
    [1, 1, 24, 1, 1, [1]],
    [24, 1, 24, 1, 1, [1]],
    [25, 1, 24, 2, 1, [1, 2]],
    [144, 1, 24, 6, 1, [1, 2, 3, 4, 5]],
    [144, 5, 24, 6, 5, [1, 2, 3, 4, 5]],
    [144, 6, 24, 6, 6, [6]],
    [500, 10, 24, 21, 10, [6, 7, 8, 9, 10]],
    [500, 11, 24, 21, 11, [11, 12, 13, 14, 15]],
    [500, 99, 24, 21, 21, [21]],
    [500, 0, 24, 21, 1, [1, 2, 3, 4, 5]],
    [12, 3, 5, 3, 3, [1, 2, 3]],
  ])('total %i page %i limit %i', (total, page, limit, pageCount, current, pages) => {
    expect(paginationWindow(total, page, limit)).toEqual({ pageCount, current, pages });
  });
});

describe('<Pagination>', () => {
  it('renders nothing when total is 0 or less', () => {
    const { container } = setup({ total: 0, page: 1 });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is a nav named pagination with Korean first/prev/next/last and bare numbers', () => {
    setup({ total: 144, page: 2 });
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    expect(nav).toBeInTheDocument();
    for (const name of ['처음', '이전', '다음', '마지막'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
  });

  it('disables first and prev on page 1, next and last on the last page', () => {
    const { unmount } = setup({ total: 144, page: 1 });
    expect(screen.getByRole('button', { name: '처음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '마지막' })).toBeEnabled();
    unmount();
    setup({ total: 144, page: 6 });
    expect(numbers()).toEqual([6]);
    expect(screen.getByRole('button', { name: '처음' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '이전' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '마지막' })).toBeDisabled();
  });

  it('disables all four arrows when there is a single page', () => {
    setup({ total: 3, page: 1 });
    expect(numbers()).toEqual([1]);
    for (const name of ['처음', '이전', '다음', '마지막'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('moves by one page with prev/next and to the ends with first/last', async () => {
    const { user, onChange } = setup({ total: 500, page: 7 });
    expect(numbers()).toEqual([6, 7, 8, 9, 10]);
    await user.click(screen.getByRole('button', { name: '이전' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '처음' }));
    await user.click(screen.getByRole('button', { name: '마지막' }));
    await user.click(screen.getByRole('button', { name: '9' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([6, 8, 1, 21, 9]);
  });

  it('does not call onChange for the current page', async () => {
    const { user, onChange } = setup({ total: 100, page: 3 });
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('crosses block boundaries with prev and next', async () => {
    const { user, onChange } = setup({ total: 500, page: 6 });
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('is keyboard accessible: Tab reaches the enabled buttons, Enter and Space activate', async () => {
    const { user, onChange } = setup({ total: 144, page: 1 });
    await user.tab();
    // first and prev are disabled, so focus lands on page 1
    expect(screen.getByRole('button', { name: '1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('uses 28px buttons', () => {
    setup({ total: 144, page: 1 });
    const style = getComputedStyle(screen.getByRole('button', { name: '1' }));
    expect(style.width).toBe('28px');
    expect(style.height).toBe('28px');
  });
});

describe('pageAfterEnd (issue 23)', () => {
  it.each([
    // total, page, limit, expected
    [36, 99, 10, 4],
    [36, 4, 10, null],
    [36, 5, 10, 4],
    [30, 4, 10, 3],
    [36, 2, 24, null],
    [36, 3, 24, 2],
    [0, 3, 24, 1],
    [0, 1, 24, null],
    [undefined, 99, 10, null],
  ])('total %s, page %s, limit %s → %s', (total, page, limit, expected) => {
    expect(pageAfterEnd(total, page, limit)).toBe(expected);
  });
});
