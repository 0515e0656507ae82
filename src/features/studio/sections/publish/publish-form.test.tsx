import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ConflictNotice } from '../../components/conflict-notice';
import { StudioDraftContext } from '../../model/studio-draft-context';
import { useStudioDraft } from '../../model/use-studio-draft';
import { twoStaffServer } from '../../testing/two-staff-server';
import { PublishForm } from './publish-form';

/** The studio screen's draft parts: the conflict notice above the publish form. */
function Studio() {
  const draft = useStudioDraft();
  if (!draft.files) return null;
  return (
    <StudioDraftContext.Provider value={draft}>
      <span data-testid="status">{draft.status}</span>
      {draft.conflict && (
        <ConflictNotice conflict={draft.conflict} files={draft.files} onRebase={draft.rebase} />
      )}
      <PublishForm changed />
    </StudioDraftContext.Provider>
  );
}

describe('publishing after another staff published first (409)', { timeout: 30_000 }, () => {
  it('turns the draft stale and offers the diff against the version now active', async () => {
    const { saved, publishOtherOnPublish } = twoStaffServer();
    const { user } = renderWithApp(<Studio />);
    await user.type(await screen.findByRole('textbox', { name: /게시 메모/ }), '보고 제한 일수');
    publishOtherOnPublish();
    await user.click(screen.getByRole('button', { name: '게시하기' }));

    // The save before the publish passed (same base); the publish itself was refused.
    expect(saved.map((s) => s.baseVersion)).toEqual([1]);
    const notice = await screen.findByTestId('draft-conflict');
    expect(notice).toHaveTextContent('다른 사용자가 먼저 설정을 게시해');
    expect(screen.getByTestId('status')).toHaveTextContent('stale');
    // A 409 is not a failure to show as an error: the notice explains it.
    expect(screen.queryByText('게시하지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeNull();

    await user.click(within(notice).getByRole('button', { name: '최신 버전과 비교' }));
    const diff = await screen.findByRole('dialog', { name: '활성 버전 v2과 내 초안 비교' });
    const ui = within(diff).getByTestId('diff-ui');
    expect(ui.querySelector('[data-kind="removed"]')).toHaveTextContent('"banDays": 30');
    expect(ui.querySelector('[data-kind="added"]')).toHaveTextContent('"banDays": 7');
  });

  it('keeping the draft saves it on the new base and clears the notice', async () => {
    const { saved, publishOtherOnPublish } = twoStaffServer();
    const { user } = renderWithApp(<Studio />);
    await user.type(await screen.findByRole('textbox', { name: /게시 메모/ }), '보고 제한 일수');
    publishOtherOnPublish();
    await user.click(screen.getByRole('button', { name: '게시하기' }));
    const notice = await screen.findByTestId('draft-conflict');
    const keep = within(notice).getByRole('button', {
      name: '내 초안을 최신 버전 기준으로 이어가기',
    });
    await expect.poll(() => keep.hasAttribute('disabled')).toBe(false);
    await user.click(keep);

    await expect.poll(() => screen.queryByTestId('draft-conflict')).toBeNull();
    expect(saved.at(-1)).toMatchObject({
      baseVersion: 2,
      files: { ui: { reports: { banDays: 7 } } },
    });
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });
});
