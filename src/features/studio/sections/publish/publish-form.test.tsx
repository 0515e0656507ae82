import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ConflictResolver } from '../../components/conflict-resolver';
import { StudioDraftContext } from '../../model/studio-draft-context';
import { useStudioDraft } from '../../model/use-studio-draft';
import { twoStaffServer } from '../../testing/two-staff-server';
import { PublishForm } from './publish-form';
import { runSmokeCheck, type SmokeFailure } from './smoke/run-smoke-check';

// The smoke check renders the draft in hidden frames of the real app, which jsdom cannot run: the
// form is tested against its boundary (run-smoke-check.ts), the frame's answers in
// src/app/preview-frame and the whole path in tests/e2e/studio-smoke.spec.ts. By default every
// account renders.
vi.mock('./smoke/run-smoke-check', () => ({ runSmokeCheck: vi.fn(async () => []) }));
const smoke = vi.mocked(runSmokeCheck);
beforeEach(() => smoke.mockClear());

/** The studio screen's draft parts: an edit of banDays, the per-field choice, the publish form. */
function Studio() {
  const draft = useStudioDraft();
  if (!draft.files) return null;
  const files = draft.files;
  return (
    <StudioDraftContext.Provider value={draft}>
      <span data-testid="status">{draft.status}</span>
      <button
        type="button"
        onClick={() =>
          draft.onChange('ui', { ...files.ui, reports: { ...files.ui.reports, banDays: 9 } })
        }
      >
        edit
      </button>
      {draft.conflicts && (
        <ConflictResolver conflicts={draft.conflicts} files={files} onResolve={draft.resolve} />
      )}
      <PublishForm changed />
    </StudioDraftContext.Provider>
  );
}

async function publishWith(user: ReturnType<typeof renderWithApp>['user'], note: string) {
  const field = screen.getByRole('textbox', { name: /게시 메모/ });
  await user.clear(field);
  await user.type(field, note);
  await user.click(screen.getByRole('button', { name: '게시하기' }));
}

describe('publishing while another staff publishes', { timeout: 30_000 }, () => {
  it('a different field: both changes are published, nobody is asked', async () => {
    const { saved, published, publishOtherOnPublish } = twoStaffServer();
    const { user } = renderWithApp(<Studio />);
    await user.click(await screen.findByRole('button', { name: 'edit' }));
    publishOtherOnPublish((f) => (f.ui.reports.warningLimit = 5));
    await publishWith(user, '등록 제한 기간');

    expect(await screen.findByText(/버전 v3을\(를\) 게시했습니다/)).toBeInTheDocument();
    // Every save was on v1 (the merge happened at publish). One or two: the autosave, 800 ms after
    // the edit, may come before the publish's own save while the note is typed on a busy machine.
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.every((s) => s.baseVersion === 1)).toBe(true);
    expect(published.at(-1)!.ui.reports).toMatchObject({ banDays: 9, warningLimit: 5 });
    expect(screen.queryByTestId('draft-conflict')).toBeNull();
  });

  it('the same field: each conflict side by side in Korean, chosen per field, then published', async () => {
    const { saved, published, publishOtherOnPublish } = twoStaffServer();
    const { user } = renderWithApp(<Studio />);
    await user.click(await screen.findByRole('button', { name: 'edit' }));
    publishOtherOnPublish((f) => (f.ui.reports.banDays = 30));
    await publishWith(user, '등록 제한 기간');

    const notice = await screen.findByTestId('draft-conflict');
    expect(notice).toHaveTextContent('다른 사용자가 v2에서 같은 항목을 바꿨습니다');
    expect(screen.getByTestId('status')).toHaveTextContent('conflict');
    // A 409 with conflicts is not a failure to show as an error: the choice explains it.
    expect(screen.queryByText('게시하지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeNull();
    const field = within(notice).getByRole('group', { name: '허위매물 신고 · 등록 제한 기간(일)' });
    expect(within(field).getByText('처음 값 (v1)').nextSibling).toHaveTextContent('7');
    const mine = within(field).getByRole('radio', { name: /내 값\s*9/ });
    within(field).getByRole('radio', { name: /다른 사용자 값 \(v2\)\s*30/ });
    const save = within(notice).getByRole('button', { name: '고른 값으로 저장' });
    expect(save).toBeDisabled();

    await user.click(mine);
    await user.click(save);
    await expect.poll(() => screen.queryByTestId('draft-conflict')).toBeNull();
    expect(saved.at(-1)).toMatchObject({ resolutions: { 'ui#/reports/banDays': 'mine' } });
    expect(screen.getByTestId('status')).toHaveTextContent('saved');

    await publishWith(user, '등록 제한 기간 다시');
    expect(await screen.findByText(/버전 v3을\(를\) 게시했습니다/)).toBeInTheDocument();
    expect(published.at(-1)!.ui.reports.banDays).toBe(9);
  });
});

describe('the smoke check before publishing', { timeout: 30_000 }, () => {
  it('every account renders: the saved draft is checked, then published once', async () => {
    const { published } = twoStaffServer();
    let finish: (failures: SmokeFailure[]) => void = () => undefined;
    smoke.mockImplementationOnce((_input, { onProgress }) => {
      onProgress?.(2, 4);
      return new Promise((resolve) => (finish = resolve));
    });
    const { user } = renderWithApp(<Studio />);
    await user.click(await screen.findByRole('button', { name: 'edit' }));
    await publishWith(user, '등록 제한 기간');

    expect(await screen.findByText('게시 전 점검 중: 2/4 계정')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '게시 중…' })).toBeDisabled();
    // What the frames get: the saved draft's change over the built-in files.
    const [input] = smoke.mock.lastCall!;
    expect(input.overlay.ui).toContainEqual({ op: 'set', path: '/reports/banDays', value: 9 });
    expect(published).toHaveLength(0);

    finish([]);
    expect(await screen.findByText(/버전 v2을\(를\) 게시했습니다/)).toBeInTheDocument();
    expect(published).toHaveLength(1);
    expect(smoke).toHaveBeenCalledTimes(1);
    expect(published[0]!.ui.reports.banDays).toBe(9);
    expect(screen.queryByText(/게시 전 점검 중/)).toBeNull();
  });

  it('an account fails: nothing is published; the account, part and error show in Korean', async () => {
    const { published, saved } = twoStaffServer();
    smoke.mockResolvedValueOnce([
      {
        email: 'sub@demo.kr',
        ok: false,
        part: 'popup',
        step: 'role-select',
        error: 'template.replace is not a function',
      },
      { email: 'chain@demo.kr', ok: false, part: 'timeout', error: '' },
    ]);
    const { user } = renderWithApp(<Studio />);
    await user.click(await screen.findByRole('button', { name: 'edit' }));
    await publishWith(user, '등록 제한 기간');

    const refused = await screen.findByTestId('smoke-failures');
    expect(refused).toHaveTextContent(
      '게시 전 점검에서 화면이 깨져 게시하지 않았습니다. 초안은 그대로 남아 있습니다.',
    );
    const [sub, chain] = within(refused).getAllByRole('listitem');
    expect(sub).toHaveTextContent(
      'sub@demo.kr · 팝업 ‘직책 선택’ — template.replace is not a function',
    );
    expect(chain).toHaveTextContent(
      'chain@demo.kr · 화면 전체 — 15초 안에 화면을 다 그리지 못했습니다.',
    );
    expect(smoke).toHaveBeenCalledTimes(1);
    expect(published).toHaveLength(0);
    // The draft stays: saved on the server with the edit, the button ready for another try.
    expect(saved.at(-1)!.files.ui.reports.banDays).toBe(9);
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
    expect(screen.getByRole('button', { name: '게시하기' })).toBeEnabled();
  });
});
