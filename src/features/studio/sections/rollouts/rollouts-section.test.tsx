import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import type { StudioFiles } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import RolloutsSection from './rollouts-section';

type Rollout = Schema<'StudioRollout'>;

const live: Rollout = {
  id: 4,
  note: '강남구 먼저',
  condition: 'addressSigungu in ["강남구"]',
  percent: 50,
  state: 'active',
  author: 'publisher@demo.kr',
  baseVersion: 2,
  requestId: 9,
  item: null,
  version: null,
  endedBy: null,
  createdAt: '2026-11-30T01:00:00.000Z',
  endedAt: null,
};

/** The section's reads, as `roles` sees them, and the bodies of the writes it sends. */
function serve(roles: Schema<'StaffRole'>[]) {
  const sent: { url: string; body: unknown }[] = [];
  const record = async (req: Request) => {
    sent.push({ url: new URL(req.url).pathname, body: await req.json().catch(() => null) });
  };
  server.use(
    apiOk('get', '/studio/me', { userId: 1, email: 'someone@demo.kr', roles }),
    apiOk('get', '/studio/rollouts', { items: [live], total: 1 }),
    apiOk('get', '/studio/rollouts/{id}', {
      rollout: live,
      files: studioFiles() as unknown as Schema<'ConfigFiles'>,
      changes: [
        {
          file: 'products',
          path: '/products/[key=general_allinone]/unitPrices/30',
          op: 'set',
          before: 3300,
          after: 4400,
          names: { '/products/[key=general_allinone]': '일반 올인원' },
        },
      ],
    }),
    apiOk('get', '/studio/approvals', {
      items: [
        {
          id: 9,
          note: '30일 4,400원',
          state: 'approved',
          revision: 1,
          author: 'editor@demo.kr',
          reviewer: 'approver@demo.kr',
          baseVersion: 2,
          version: null,
          needsReview: true,
          createdAt: '2026-11-30T00:00:00.000Z',
          updatedAt: '2026-11-30T00:10:00.000Z',
          schedule: null,
        },
      ],
      total: 1,
    }),
    apiOk('post', '/studio/rollouts', async (req) => {
      await record(req);
      return { ...live, id: 5 };
    }),
  );
  return sent;
}

const renderSection = (draft = studioFiles()) => {
  const active = studioFiles() as unknown as StudioFiles;
  return renderWithApp(
    <RolloutsSection
      files={draft as unknown as StudioFiles}
      activeFiles={active}
      onChange={vi.fn()}
      problems={[]}
    />,
  );
};

describe('the rollout screen', () => {
  it('shows a viewer the live rollout, its target and its changes, with nothing to start or end', async () => {
    serve(['viewer']);
    renderSection();
    const row = (await screen.findByTestId('rollout-list')).querySelector('tr[data-rollout="4"]')!;
    expect(row).toHaveTextContent('addressSigungu in ["강남구"] · 사무소 50%');
    expect(row).toHaveTextContent('진행 중');
    expect(await screen.findByTestId('rollout-change-list')).toHaveTextContent(
      '일반 올인원 · 기간별 가격 · 30일: 3,300원 → 4,400원',
    );
    expect(await screen.findByText(/게시 권한이 필요합니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '단계적 공개 시작' })).toBeNull();
    expect(within(row as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('lets a publisher roll an approved request out by condition and share; a target is required', async () => {
    const sent = serve(['publisher']);
    renderSection();
    const start = await screen.findByRole('button', { name: '단계적 공개 시작' });
    // Pasted, not typed key by key: the fields' typing rules have their own tests.
    await userEvent.click(screen.getByLabelText('메모'));
    await userEvent.paste('강남구 먼저');
    await userEvent.click(start);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '대상 조건이나 사무소 비율 중 하나는 정해주세요.',
    );
    expect(sent).toEqual([]);

    await screen.findByRole('option', { name: '승인된 검토 요청 #9 · 30일 4,400원' });
    await userEvent.selectOptions(screen.getByLabelText('공개할 내용'), '9');
    await userEvent.click(screen.getByLabelText('대상 조건'));
    await userEvent.paste('addressSigungu.startsWith("강남")');
    await userEvent.tab();
    await userEvent.type(screen.getByLabelText('사무소 비율'), '30');
    await userEvent.click(start);
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/v2/studio/rollouts',
          body: {
            note: '강남구 먼저',
            condition: 'addressSigungu.startsWith("강남")',
            percent: 30,
            requestId: 9,
          },
        },
      ]),
    );
  });

  it('lets a publisher roll one changed product of the draft out on its own', async () => {
    const sent = serve(['publisher']);
    const draft = studioFiles();
    draft.products.products[0]!.label = '새 올인원';
    draft.products.products[1]!.label = '새 원투쓰리룸';
    renderSection(draft);
    const scope = await screen.findByLabelText('공개 범위');
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['초안 전체', '광고 상품 · 새 올인원만', '광고 상품 · 새 원투쓰리룸만']);
    await userEvent.selectOptions(scope, '광고 상품 · 새 원투쓰리룸만');
    await userEvent.click(screen.getByLabelText('사무소 비율'));
    await userEvent.paste('10');
    await userEvent.click(screen.getByLabelText('메모'));
    await userEvent.paste('원투쓰리룸 이름만 먼저');
    await userEvent.click(screen.getByRole('button', { name: '단계적 공개 시작' }));
    await vi.waitFor(() =>
      expect(sent.map((s) => s.body)).toEqual([
        {
          // No condition: the client leaves the null out, and the server reads none.
          note: '원투쓰리룸 이름만 먼저',
          percent: 10,
          item: { file: 'products', path: '/products/[key=general_one_two_three_room]' },
        },
      ]),
    );
  });
});
