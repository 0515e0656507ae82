import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { RestrictionInfoDialog } from './restriction-info-dialog';

const PENALTY = '/kiso-report/penalty';

describe('RestrictionInfoDialog', () => {
  it('says when the restriction in force lifts, above the rules', async () => {
    server.use(
      apiOk('get', PENALTY, { restrictionEnd: '2026-12-05T05:30:00.000Z', penaltyList: [] }),
    );
    renderWithApp(<RestrictionInfoDialog open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '게시 제한 안내' });
    expect(await within(dialog).findByTestId('restriction-end')).toHaveTextContent(
      '매물 등록 제한은 2026년 12월 5일(토) 14:30에 해제됩니다.',
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('names no date when no restriction is in force', async () => {
    let answered = false;
    server.use(
      apiOk('get', PENALTY, () => {
        answered = true;
        return { restrictionEnd: null, penaltyList: [] };
      }),
    );
    renderWithApp(<RestrictionInfoDialog open onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: '게시 제한 안내' });
    await vi.waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByTestId('restriction-end')).toBeNull();
  });
});
