import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { StudioDraftContext } from '../../model/studio-draft-context';
import { useStudioDraft } from '../../model/use-studio-draft';
import { twoStaffServer } from '../../testing/two-staff-server';
import { PublishForm } from './publish-form';
import { ReviewRequestForm } from './review-request-form';

// The smoke check renders the draft in frames jsdom cannot run (see publish-form.test.tsx).
vi.mock('./smoke/run-smoke-check', () => ({ runSmokeCheck: vi.fn(async () => []) }));

/** The draft with the first product free for 30 days (an edit button), and the form under test. */
function Studio({ review = false }: { review?: boolean }) {
  const draft = useStudioDraft();
  if (!draft.files) return null;
  const products = draft.files.products;
  return (
    <StudioDraftContext.Provider value={draft}>
      <button
        type="button"
        onClick={() =>
          draft.onChange('products', {
            ...products,
            products: products.products.map((p, i) =>
              i === 0 ? { ...p, unitPrices: { ...p.unitPrices, '30': 0 } } : p,
            ),
          })
        }
      >
        free
      </button>
      {review ? <ReviewRequestForm changes={[]} changed /> : <PublishForm changed />}
    </StudioDraftContext.Provider>
  );
}

describe('publishing a product at 0원', { timeout: 60_000 }, () => {
  it('asks staff to confirm by name, sends nothing on cancel, and names it when confirmed', async () => {
    twoStaffServer();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/studio/config/publish', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ result: { version: 2 } });
      }),
    );
    const { user } = renderWithApp(<Studio />);
    await user.click(await screen.findByText('free'));
    await user.type(screen.getByLabelText(/게시 메모/), '무료 체험');
    await user.click(screen.getByText('게시하기'));

    const dialog = await screen.findByTestId('studio-free-confirm');
    expect(within(dialog).getByText('0원 상품 확인')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['일반 올인원 · 30일 0원']);
    await user.click(within(dialog).getByText('취소'));
    expect(screen.queryByTestId('studio-free-confirm')).toBeNull();
    expect(bodies).toEqual([]);

    await user.click(screen.getByText('게시하기'));
    await user.click(
      within(await screen.findByTestId('studio-free-confirm')).getByText('0원으로 게시'),
    );
    expect(await screen.findByText(/버전 v2을\(를\) 게시했습니다/)).toBeInTheDocument();
    expect(bodies).toEqual([{ note: '무료 체험', confirmFreeProducts: ['general_allinone'] }]);
  });

  it('asks the same before a review request, which then names it', async () => {
    twoStaffServer();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/studio/approvals', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ result: { id: 5 } });
      }),
    );
    const { user } = renderWithApp(<Studio review />);
    await user.click(await screen.findByText('free'));
    await user.type(screen.getByLabelText(/요청 메모/), '무료 체험');
    await user.click(screen.getByText('검토 요청 보내기'));
    const dialog = await screen.findByTestId('studio-free-confirm');
    expect(within(dialog).getByText('일반 올인원 · 30일 0원')).toBeVisible();
    await user.click(within(dialog).getByText('0원으로 게시'));
    await expect
      .poll(() => bodies)
      .toEqual([{ note: '무료 체험', confirmFreeProducts: ['general_allinone'] }]);
  });
});
