import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker';
import {
  commitTyped,
  daysInMonth,
  monthGrid,
  parseBound,
  parseValue,
  yearPageStart,
} from './date-rules';

const TODAY = { y: 2026, m: 10, d: 21 }; // 2026-11-21

function Harness(props: Partial<DatePickerProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [v, setV] = useState(initial);
  return (
    <>
      <DatePicker label="입주일" value={v} onChange={setV} today={TODAY} {...rest} />
      <output data-testid="value">{v}</output>
      <button type="button">밖</button>
    </>
  );
}

const input = () => screen.getByLabelText('입주일') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;
const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '입주일 달력 열기' }));
  return screen.getByRole('dialog', { name: '달력' });
};
const header = () => screen.getByTestId('calendar-header');

afterEach(() => vi.restoreAllMocks());

describe('DatePicker typed entry (seed 001 §5, A-65)', () => {
  async function typeAndBlur(
    text: string,
    initial = '2024-01-15',
    extra: Partial<DatePickerProps> = {},
  ) {
    const user = userEvent.setup();
    render(<Harness initial={initial} {...extra} />);
    await user.click(input());
    await user.clear(input());
    if (text) await user.type(input(), text);
    await user.click(screen.getByRole('button', { name: '밖' }));
    return user;
  }

  it('shows the value with the default divider', () => {
    render(<Harness initial="2024-01-15" />);
    expect(input().value).toBe('2024.01.15');
  });

  it('while focused holds digits only', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-01-15" />);
    await user.click(input());
    expect(input().value).toBe('20240115');
    await user.clear(input());
    await user.type(input(), '2024-02.29');
    expect(input().value).toBe('20240229');
  });

  it('accepts at most 8 characters (a 9th is impossible)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.type(input(), '202402291');
    expect(input().value).toBe('20240229');
    expect(input().value).toHaveLength(8);
  });

  it('2024-02-29 is accepted and shown with the divider', async () => {
    await typeAndBlur('20240229');
    expect(value()).toBe('2024-02-29');
    expect(input().value).toBe('2024.02.29');
  });

  it('20240230 (impossible date) reverts to the previous value', async () => {
    await typeAndBlur('20240230');
    expect(value()).toBe('2024-01-15');
    expect(input().value).toBe('2024.01.15');
  });

  it('a non-matching entry reverts', async () => {
    await typeAndBlur('2024');
    expect(value()).toBe('2024-01-15');
  });

  it('1899-12-31 (before the default minimum) clears', async () => {
    await typeAndBlur('18991231');
    expect(value()).toBe('');
    expect(input().value).toBe('');
  });

  it('3001-01-01 (after the default maximum) clears', async () => {
    await typeAndBlur('30010101');
    expect(value()).toBe('');
  });

  it('an empty entry clears', async () => {
    await typeAndBlur('');
    expect(value()).toBe('');
  });

  it('out of a custom min/max clears', async () => {
    await typeAndBlur('20240101', '2024-06-01', { min: '2024-05-01', max: '2024-12-31' });
    expect(value()).toBe('');
  });

  it('an entry that is not taken says why in the helper line, in the error state', async () => {
    const user = await typeAndBlur('20240230', '2024-01-15', {
      helperText: '입주 가능한 날',
      min: '2024-01-01',
      max: '2024-12-31',
    });
    expect(value()).toBe('2024-01-15');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('없는 날짜입니다. 입력 전 날짜로 되돌렸습니다.');
    expect(screen.getByRole('alert')).toHaveTextContent('없는 날짜입니다.');

    await user.click(input());
    await user.clear(input());
    await user.type(input(), '20230101');
    await user.click(screen.getByRole('button', { name: '밖' }));
    expect(value()).toBe('');
    expect(input()).toHaveAccessibleDescription(
      '2024.01.01부터 2024.12.31까지의 날짜만 입력할 수 있습니다.',
    );
  });

  it('a later entry that is taken clears the reason and restores the helper text', async () => {
    const user = await typeAndBlur('2024', '2024-01-15', { helperText: '입주 가능한 날' });
    expect(input()).toHaveAccessibleDescription(/^날짜는 연월일 8자리 숫자로 입력해 주세요/);
    await user.click(input());
    await user.clear(input());
    await user.type(input(), '20240229');
    await user.click(screen.getByRole('button', { name: '밖' }));
    expect(value()).toBe('2024-02-29');
    expect(input()).toHaveAccessibleDescription('입주 가능한 날');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses a custom divider', async () => {
    await typeAndBlur('20240229', '', { divider: '-' });
    expect(input().value).toBe('2024-02-29');
  });

  it('commitTyped accepts optional separators', () => {
    const min = parseValue('1900-01-01')!;
    const max = parseValue('3000-12-31')!;
    expect(commitTyped('2024.02.29', 'x', min, max)).toBe('2024-02-29');
    expect(commitTyped('2024-02-29', 'x', min, max)).toBe('2024-02-29');
    expect(commitTyped('2024/2/29', 'x', min, max)).toBe('x');
  });
});

describe('Calendar popup', () => {
  it('opens only from the icon button, as dialog 달력 274 px wide', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dlg = await openCalendar(user);
    expect(dlg).toBeInTheDocument();
    expect(within(dlg).getByTestId('calendar')).toHaveStyle({ width: '274px' });
    expect(
      within(dlg)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(header()).toHaveTextContent('2026년 11월');
  });

  it('closes on choosing a date and stores yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dlg = await openCalendar(user);
    await user.click(within(dlg).getByRole('button', { name: '5' }));
    expect(value()).toBe('2026-11-05');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', '{Escape}'],
    ['Tab', '{Tab}'],
  ])('closes on %s', async (_, key) => {
    const user = userEvent.setup();
    render(<Harness />);
    await openCalendar(user);
    await user.keyboard(key);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: '밖' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('year header → year view → month view → day view', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dlg = await openCalendar(user);
    await user.click(header());
    expect(within(dlg).getByTestId('calendar')).toHaveAttribute('data-view', 'year');
    expect(dlg).toHaveTextContent('2016년 - 2027년');
    await user.click(within(dlg).getByRole('button', { name: '2020' }));
    expect(within(dlg).getByTestId('calendar')).toHaveAttribute('data-view', 'month');
    expect(header()).toHaveTextContent('2020년');
    expect(
      within(dlg)
        .getAllByRole('button', { name: /^\d+월$/ })
        .map((b) => b.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}월`));
    await user.click(within(dlg).getByRole('button', { name: '3월' }));
    expect(within(dlg).getByTestId('calendar')).toHaveAttribute('data-view', 'day');
    expect(header()).toHaveTextContent('2020년 3월');
  });

  it('month header also opens the year view', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dlg = await openCalendar(user);
    await user.click(header());
    await user.click(within(dlg).getByRole('button', { name: '2026' }));
    await user.click(header());
    expect(within(dlg).getByTestId('calendar')).toHaveAttribute('data-view', 'year');
  });

  it('today button → current year and month, day view', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2020-03-10" />);
    const dlg = await openCalendar(user);
    expect(header()).toHaveTextContent('2020년 3월');
    await user.click(header());
    await user.click(within(dlg).getByRole('button', { name: '오늘' }));
    expect(within(dlg).getByTestId('calendar')).toHaveAttribute('data-view', 'day');
    expect(header()).toHaveTextContent('2026년 11월');
  });

  it('pages by 1 month in the day view', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-01-15" />);
    const dlg = await openCalendar(user);
    await user.click(within(dlg).getByRole('button', { name: '이전 달' }));
    expect(header()).toHaveTextContent('2023년 12월');
    await user.click(within(dlg).getByRole('button', { name: '다음 달' }));
    await user.click(within(dlg).getByRole('button', { name: '다음 달' }));
    expect(header()).toHaveTextContent('2024년 2월');
  });

  it('pages by 1 year in the month view and 12 years in the year view', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-01-15" />);
    const dlg = await openCalendar(user);
    await user.click(header());
    expect(dlg).toHaveTextContent('2016년 - 2027년');
    await user.click(within(dlg).getByRole('button', { name: '다음 12년' }));
    expect(dlg).toHaveTextContent('2028년 - 2039년');
    await user.click(within(dlg).getByRole('button', { name: '이전 12년' }));
    await user.click(within(dlg).getByRole('button', { name: '이전 12년' }));
    expect(dlg).toHaveTextContent('2004년 - 2015년');
    await user.click(within(dlg).getByRole('button', { name: '2010' }));
    await user.click(within(dlg).getByRole('button', { name: '이전 해' }));
    expect(header()).toHaveTextContent('2009년');
    await user.click(within(dlg).getByRole('button', { name: '다음 해' }));
    await user.click(within(dlg).getByRole('button', { name: '다음 해' }));
    expect(header()).toHaveTextContent('2011년');
  });

  it('disables out-of-range days, months and years', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-03-15" min="2024-03-10" max="2025-02-20" />);
    const dlg = await openCalendar(user);
    expect(within(dlg).getByRole('button', { name: '9' })).toBeDisabled();
    expect(within(dlg).getByRole('button', { name: '10' })).toBeEnabled();
    await user.click(header());
    expect(within(dlg).getByRole('button', { name: '2023' })).toBeDisabled();
    expect(within(dlg).getByRole('button', { name: '2024' })).toBeEnabled();
    expect(within(dlg).getByRole('button', { name: '2025' })).toBeEnabled();
    expect(within(dlg).getByRole('button', { name: '2026' })).toBeDisabled();
    await user.click(within(dlg).getByRole('button', { name: '2024' }));
    expect(within(dlg).getByRole('button', { name: '2월' })).toBeDisabled();
    expect(within(dlg).getByRole('button', { name: '3월' })).toBeEnabled();
    await user.click(within(dlg).getByRole('button', { name: '다음 해' }));
    expect(within(dlg).getByRole('button', { name: '2월' })).toBeEnabled();
    expect(within(dlg).getByRole('button', { name: '3월' })).toBeDisabled();
    await user.click(within(dlg).getByRole('button', { name: '2월' }));
    expect(within(dlg).getByRole('button', { name: '20' })).toBeEnabled();
    expect(within(dlg).getByRole('button', { name: '21' })).toBeDisabled();
  });

  it('default range disables 1899 and 3001', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1900-01-05" />);
    const dlg = await openCalendar(user);
    await user.click(header());
    expect(within(dlg).getByRole('button', { name: '1899' })).toBeDisabled();
    expect(within(dlg).getByRole('button', { name: '1900' })).toBeEnabled();
  });

  it('is keyboard usable: arrows move, PageDown pages, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-01-15" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '입주일 달력 열기' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dlg = screen.getByRole('dialog', { name: '달력' });
    expect(within(dlg).getByRole('button', { name: '15' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dlg).getByRole('button', { name: '23' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(header()).toHaveTextContent('2024년 2월');
    await user.keyboard('{Enter}');
    expect(value()).toBe('2024-02-23');
    expect(screen.getByRole('button', { name: '입주일 달력 열기' })).toHaveFocus();
  });
});

describe('date rules', () => {
  it('logs invalid min/max formats and falls back to the defaults', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseBound('2024/01/01', '1900-01-01', 'min')).toEqual({ y: 1900, m: 0, d: 1 });
    expect(err).toHaveBeenCalledTimes(1);
    render(<Harness max="30001231" />);
    expect(err).toHaveBeenCalledTimes(2);
  });

  it('throws for a month outside 0..11', () => {
    expect(() => monthGrid(2024, 12)).toThrow(RangeError);
    expect(() => daysInMonth(2024, -1)).toThrow(RangeError);
    expect(daysInMonth(2024, 1)).toBe(29);
  });

  it('year pages start at year - year % 12', () => {
    expect(yearPageStart(2026)).toBe(2016);
    expect(yearPageStart(2016)).toBe(2016);
    expect(yearPageStart(2015)).toBe(2004);
  });
});
