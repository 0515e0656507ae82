import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/render';
import { studioFiles } from '../testing/studio-files';
import { DraftTools } from './draft-tools';

function setup(changeCount = 2) {
  const draft = {
    undo: vi.fn(() => true),
    redo: vi.fn(() => true),
    canUndo: true,
    canRedo: false,
    replaceAll: vi.fn(),
    activeVersion: 4,
  };
  const active = studioFiles();
  renderWithApp(
    <>
      <DraftTools draft={draft} activeFiles={active} changeCount={changeCount} />
      <input aria-label="typing" />
    </>,
  );
  return { draft, active, user: userEvent.setup() };
}

describe('<DraftTools>', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y, and with its buttons', async () => {
    const { draft, user } = setup();
    await user.keyboard('{Control>}z{/Control}');
    expect(draft.undo).toHaveBeenCalledTimes(1);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await user.keyboard('{Meta>}y{/Meta}');
    expect(draft.redo).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '실행 취소 (Ctrl+Z)' }));
    expect(draft.undo).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '다시 실행 (Ctrl+Shift+Z)' })).toBeDisabled();
  });

  it('leaves Ctrl+Z to the browser while text is being typed', async () => {
    const { draft, user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'typing' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(draft.undo).not.toHaveBeenCalled();
  });

  it('discards the draft back to the active version only after staff confirm', async () => {
    const { draft, active, user } = setup(3);
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: '초안 버리기' }));
    expect(confirm).toHaveBeenLastCalledWith(
      expect.stringContaining('바꾼 항목 3건을 모두 버리고 활성 버전 v4의 설정으로 되돌릴까요?'),
    );
    expect(draft.replaceAll).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '초안 버리기' }));
    expect(draft.replaceAll).toHaveBeenCalledWith(active);
    confirm.mockRestore();
  });

  it('has nothing to discard when the draft changes nothing', () => {
    setup(0);
    expect(screen.getByRole('button', { name: '초안 버리기' })).toBeDisabled();
  });
});
