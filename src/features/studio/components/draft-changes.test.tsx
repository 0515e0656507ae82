import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/render';
import { changeList } from '@config/change-list';
import { studioFiles } from '../testing/studio-files';
import { DraftChanges } from './draft-changes';

describe('<DraftChanges>', () => {
  it('lists what the draft changes in words, the first few until asked for all; each opens its field', async () => {
    const active = studioFiles();
    const draft = studioFiles();
    draft.products.products.slice(0, 8).forEach((p) => (p.defaultQuantity += 1));
    const changes = changeList('products', active.products, draft.products);
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<DraftChanges changes={changes} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { name: '이 초안이 바꾸는 항목 8건' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '이 초안이 바꾸는 항목' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.click(
      within(list).getByRole('button', { name: '일반 올인원 · 기본 수량: 10개 → 11개' }),
    );
    expect(onOpen).toHaveBeenCalledWith(changes[0]);
    await user.click(screen.getByRole('button', { name: '모두 보기 (8건)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });

  it('says when the draft is the active version', () => {
    renderWithApp(<DraftChanges changes={[]} onOpen={vi.fn()} />);
    expect(
      screen.getByRole('heading', {
        name: '활성 버전과 같습니다. 이 초안이 바꾸는 항목이 없습니다.',
      }),
    ).toBeInTheDocument();
  });
});
