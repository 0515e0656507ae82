import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList, FactRows } from './fact-list';

const pairs = () =>
  screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('FactRows and FactList', () => {
  it('lists each label with its value as dt/dd pairs, in order', () => {
    render(
      <FactRows
        rows={[
          ['대표번호', '1899-6840'],
          ['운영시간', '10:00~18:30'],
        ]}
        columns="180px 1fr"
        rowGap={2}
        valueSx={{ fontWeight: 700 }}
      />,
    );
    expect(pairs()).toEqual([
      ['대표번호', '1899-6840'],
      ['운영시간', '10:00~18:30'],
    ]);
    expect(getComputedStyle(screen.getByText('1899-6840')).fontWeight).toBe('700');
  });

  it('FactList shows the empty text for an empty value and keeps a filled one', () => {
    render(
      <FactList
        rows={[
          ['이메일', ''],
          ['이름', '김대표'],
        ]}
        emptyText="미등록"
      />,
    );
    expect(pairs()).toEqual([
      ['이메일', '미등록'],
      ['이름', '김대표'],
    ]);
  });
});
