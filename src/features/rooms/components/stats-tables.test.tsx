import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/api/types';
import { renderWithApp } from '@/testing/render';
import { ListingStatsTable } from './listing-stats-table';
import { MonthStatsTable } from './month-stats-table';

const month = (over: Partial<Schema<'OfficeMonthStat'>>): Schema<'OfficeMonthStat'> => ({
  month: '2026-10',
  registered: 0,
  ended: 0,
  completed: 0,
  claimsConverted: 0,
  slotsUsed: 0,
  slotsHeld: 0,
  spent: 0,
  spentByProduct: [],
  ...over,
});

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('MonthStatsTable', () => {
  it('lists the newest month first with slots used of held and the money per product', () => {
    renderWithApp(
      <MonthStatsTable
        months={[
          month({ month: '2026-10', registered: 4, ended: 3, completed: 1 }),
          month({
            month: '2026-11',
            registered: 12,
            ended: 2,
            completed: 1,
            claimsConverted: 1,
            slotsUsed: 3,
            slotsHeld: 10,
            spent: 1_265_000,
            spentByProduct: [
              { type: 0, name: '일반 상품', amount: 1_100_000 },
              { type: 2, name: '지역 추천', amount: 165_000 },
            ],
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '월별 현황 (최근 12개월)' });
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['2026-11', '2026-10']);
    expect(cells(rowOf('2026-11'))).toEqual([
      '12',
      '2',
      '1',
      '1',
      '3 / 10',
      '1,265,000원일반 상품 1,100,000원지역 추천 165,000원',
    ]);
    // A month without orders shows a dash, not 0원.
    expect(cells(rowOf('2026-10')).at(-1)).toBe('-');
  });
});

describe('ListingStatsTable', () => {
  it('shows days advertised, inquiries by channel and a converted gongsil claim', () => {
    renderWithApp(
      <ListingStatsTable
        listings={[
          {
            roomId: 'a'.repeat(32),
            roomsSeq: 51001000,
            title: '신림역 원룸',
            status: 'complete',
            daysAdvertised: 12,
            inquiries: 3,
            talkInquiries: 2,
            smsInquiries: 1,
            fromGongsilClaim: true,
          },
        ]}
      />,
    );
    expect(cells(rowOf('신림역 원룸'))).toEqual([
      '51001000',
      '거래완료',
      '12일',
      '3건 (2/1)',
      '전환',
    ]);
  });

  it('says so when the office has no listing', () => {
    renderWithApp(<ListingStatsTable listings={[]} />);
    expect(screen.getByRole('cell', { name: '등록된 매물이 없습니다.' })).toBeInTheDocument();
  });
});
