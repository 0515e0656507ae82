import { arrowCursor, headerText, pageCursor } from './calendar-navigation';

describe('calendar navigation', () => {
  it('pages a month in the day view, keeping the day where the month has it', () => {
    expect(pageCursor('day', { y: 2024, m: 0, d: 31 }, 1)).toEqual({ y: 2024, m: 1, d: 29 });
    expect(pageCursor('day', { y: 2024, m: 0, d: 15 }, -1)).toEqual({ y: 2023, m: 11, d: 15 });
  });

  it('pages a year in the month view and a page of years in the year view', () => {
    expect(pageCursor('month', { y: 2024, m: 1, d: 29 }, 1)).toEqual({ y: 2025, m: 1, d: 28 });
    expect(pageCursor('year', { y: 2024, m: 5, d: 9 }, -1)).toEqual({ y: 2012, m: 5, d: 1 });
  });

  it('moves by a day or a week in the day view, across month ends', () => {
    expect(arrowCursor('day', { y: 2024, m: 0, d: 31 }, 'ArrowRight')).toEqual({
      y: 2024,
      m: 1,
      d: 1,
    });
    expect(arrowCursor('day', { y: 2024, m: 0, d: 3 }, 'ArrowUp')).toEqual({
      y: 2023,
      m: 11,
      d: 27,
    });
  });

  it('moves by one or by a row of three in the month and year views', () => {
    expect(arrowCursor('month', { y: 2024, m: 11, d: 5 }, 'ArrowRight')).toEqual({
      y: 2025,
      m: 0,
      d: 1,
    });
    expect(arrowCursor('year', { y: 2024, m: 3, d: 5 }, 'ArrowDown')).toEqual({
      y: 2027,
      m: 3,
      d: 1,
    });
  });

  it('ignores keys that are not arrows', () => {
    expect(arrowCursor('day', { y: 2024, m: 0, d: 1 }, 'Enter')).toBeNull();
  });

  it('titles the year view with its page of twelve years', () => {
    expect(headerText('year', { y: 2025, m: 0, d: 1 })).toContain('2016');
    expect(headerText('year', { y: 2025, m: 0, d: 1 })).toContain('2027');
  });
});
