import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { StudioDraftContext } from '../../model/studio-draft-context';
import type { StudioDraftApi } from '../../model/use-studio-draft';
import { studioFiles } from '../../testing/studio-files';
import { ApprovalView } from './approval-view';

type Item = Schema<'StudioApprovalItem'>;
const PRICE = '/products/[key=general_allinone]/unitPrices/30';

const item = (over: Partial<Item> = {}): Item => ({
  id: 7,
  note: '일반 올인원 30일 3,600원',
  state: 'pending',
  revision: 1,
  author: 'editor@demo.kr',
  reviewer: null,
  baseVersion: 2,
  version: null,
  needsReview: true,
  createdAt: '2026-11-30T01:00:00.000Z',
  updatedAt: '2026-11-30T01:05:00.000Z',
  schedule: null,
  ...over,
});

/** The request's answers, and the bodies of the writes the screen sends. */
function serve(request: Item) {
  const base = studioFiles();
  const files = studioFiles();
  files.products.products[0]!.unitPrices!['30'] = 3600;
  files.products.products[0]!.label = '새 올인원';
  const sent: { url: string; body: unknown }[] = [];
  const record = async (req: Request) => {
    sent.push({ url: new URL(req.url).pathname, body: await req.json().catch(() => null) });
  };
  server.use(
    apiOk('get', '/studio/approvals/{id}', {
      request,
      files: files as unknown as Schema<'ConfigFiles'>,
      changes: [
        {
          file: 'products',
          path: '/products/[key=general_allinone]/label',
          op: 'set',
          before: '일반 올인원',
          after: '새 올인원',
          names: { '/products/[key=general_allinone]': '새 올인원' },
          rule: null,
        },
        {
          file: 'products',
          path: PRICE,
          op: 'set',
          before: 3300,
          after: 3600,
          names: { '/products/[key=general_allinone]': '새 올인원' },
          rule: '상품 가격',
        },
      ],
      events: [
        { kind: 'submit', author: 'editor@demo.kr', body: request.note, at: request.createdAt },
        { kind: 'comment', author: 'approver@demo.kr', body: '60일은요?', at: request.updatedAt },
      ],
    }),
    apiOk('get', '/studio/config/versions/{version}', {
      version: 2,
      files: base as unknown as Schema<'ConfigFiles'>,
      dropped: [],
    }),
    apiOk('post', '/studio/approvals/{id}/approve', async (req) => {
      await record(req);
      return { ...request, state: 'approved' };
    }),
    apiOk('post', '/studio/approvals/{id}/send-back', async (req) => {
      await record(req);
      return { ...request, state: 'returned' };
    }),
    apiOk('post', '/studio/approvals/{id}/withdraw', async (req) => {
      await record(req);
      return { ...request, state: 'withdrawn', schedule: null };
    }),
    apiOk('post', '/studio/schedules', async (req) => {
      await record(req);
      return {
        id: 3,
        requestId: request.id,
        note: request.note,
        author: request.author,
        at: '2026-12-01T00:30:00.000Z',
        state: 'scheduled',
        scheduledBy: 'publisher@demo.kr',
        cancelledBy: null,
        version: null,
        failure: '',
        createdAt: '2026-11-30T02:00:00.000Z',
      };
    }),
  );
  return sent;
}

function renderView(me: { email: string; roles: Schema<'StaffRole'>[] }) {
  const draft = { reload: vi.fn(async () => {}) } as unknown as StudioDraftApi;
  return renderWithApp(
    <StudioDraftContext.Provider value={draft}>
      <ApprovalView id={7} me={{ userId: 1, ...me }} onBack={vi.fn()} />
    </StudioDraftContext.Provider>,
  );
}

describe('a review request', () => {
  it('shows the approver what needs review in the words of the fields, the diff and the thread; a send-back needs a reason', async () => {
    const sent = serve(item());
    renderView({ email: 'approver@demo.kr', roles: ['approver'] });
    const view = await screen.findByTestId('approval-view');
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent(
      '검토 요청 #7 · 일반 올인원 30일 3,600원',
    );
    expect(within(view).getByText('검토 대기')).toBeInTheDocument();
    const needing = within(view).getByRole('list', { name: '검토가 필요한 변경 1건' });
    expect(needing).toHaveTextContent(
      '광고 상품새 올인원 · 기간별 가격 · 30일: 3,300원 → 3,600원 — 상품 가격',
    );
    expect(within(view).getByRole('list', { name: '그 밖의 변경 1건' })).toHaveTextContent(
      '새 올인원 · 상품 이름: ‘일반 올인원’ → ‘새 올인원’',
    );
    const diff = await within(view).findByTestId('diff-products');
    expect(diff.querySelector('[data-kind="added"]')).toBeInTheDocument();
    expect(within(view).getByText('60일은요?')).toBeInTheDocument();

    await userEvent.click(within(view).getByRole('button', { name: '돌려보내기' }));
    expect(within(view).getByText('돌려보내는 이유를 적어주세요.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(view).getByLabelText('검토 의견'), '가격표를 다시 확인했습니다');
    await userEvent.click(within(view).getByRole('button', { name: '승인' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/v2/studio/approvals/7/approve',
          body: { comment: '가격표를 다시 확인했습니다' },
        },
      ]),
    );
  });

  it('tells its author someone else reviews it, with no verdict buttons', async () => {
    serve(item({ author: 'staff@demo.kr' }));
    renderView({ email: 'staff@demo.kr', roles: ['viewer', 'editor', 'publisher', 'approver'] });
    const view = await screen.findByTestId('approval-view');
    expect(
      within(view).getByText('내가 보낸 요청이라 다른 승인 담당자가 검토합니다.'),
    ).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: '승인' })).not.toBeInTheDocument();
  });

  it('lets a publisher schedule an approved request at a Korean date and time', async () => {
    const sent = serve(item({ state: 'approved', reviewer: 'approver@demo.kr' }));
    renderView({ email: 'publisher@demo.kr', roles: ['publisher'] });
    const view = await screen.findByTestId('approval-view');
    expect(within(view).getByRole('button', { name: '지금 게시' })).toBeEnabled();
    const time = within(view).getByLabelText(/^게시 시각 \(한국 시간\)/);
    await userEvent.clear(time);
    await userEvent.type(time, '9시');
    await userEvent.click(within(view).getByRole('button', { name: '예약하기' }));
    expect(within(view).getByText('시각을 09:30처럼 입력해주세요.')).toBeInTheDocument();
    await userEvent.clear(time);
    await userEvent.type(time, '09:30');
    const date = within(view).getByLabelText(/^게시 날짜/);
    await userEvent.clear(date);
    await userEvent.type(date, '20261201');
    await userEvent.tab();
    await userEvent.click(within(view).getByRole('button', { name: '예약하기' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/v2/studio/schedules',
          body: { requestId: 7, at: '2026-12-01T09:30:00+09:00' },
        },
      ]),
    );
  });

  it('shows a viewer the request with no verdict, publish or comment controls', async () => {
    serve(item({ state: 'approved' }));
    renderView({ email: 'viewer@demo.kr', roles: ['viewer'] });
    const view = await screen.findByTestId('approval-view');
    expect(within(view).getByText('승인됨')).toBeInTheDocument();
    expect(
      within(view)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['검토 요청 목록으로']);
  });

  it('lets its author withdraw it after a confirmation, with a reason', async () => {
    const sent = serve(item({ state: 'returned', reviewer: 'approver@demo.kr' }));
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderView({ email: 'editor@demo.kr', roles: ['editor'] });
    const view = await screen.findByTestId('approval-view');
    await userEvent.type(within(view).getByLabelText('철회 이유 (선택)'), '다음 달에 다시');
    const button = within(view).getByRole('button', { name: '요청 철회' });
    await userEvent.click(button);
    expect(confirm).toHaveBeenLastCalledWith('검토 요청 #7을(를) 철회할까요? 되돌릴 수 없습니다.');
    expect(sent).toEqual([]);
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/v2/studio/approvals/7/withdraw', body: { reason: '다음 달에 다시' } },
      ]),
    );
    confirm.mockRestore();
  });

  it("offers no withdrawal of a published request, nor of someone else's", async () => {
    serve(item({ state: 'published', version: 4 }));
    const { unmount } = renderView({ email: 'editor@demo.kr', roles: ['editor'] });
    await screen.findByTestId('approval-view');
    expect(screen.queryByRole('button', { name: '요청 철회' })).not.toBeInTheDocument();
    unmount();
    serve(item());
    renderView({ email: 'staff@demo.kr', roles: ['viewer', 'editor', 'publisher', 'approver'] });
    await screen.findByTestId('approval-view');
    expect(screen.queryByRole('button', { name: '요청 철회' })).not.toBeInTheDocument();
  });
});
