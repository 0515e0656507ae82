import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@/testing/render';
import { CatalogueHarness } from '../../testing/catalogue-harness';
import { studioFiles } from '../../testing/studio-files';
import { twoStaffServer } from '../../testing/two-staff-server';
import { asProductsFile } from './catalogue-model';
import { ProductList } from './product-list';

// Label and attribute queries, not role queries: the editor lists 33 products and role queries
// over it cost seconds of CPU each.

/** The keys of a group's products in the editor's list, in order. */
const groupKeys = (group: string) =>
  [...document.querySelectorAll(`[aria-labelledby="studio-cat-group-${group}"] [data-product-key]`)]
    .map((el) => el.getAttribute('data-product-key'))
    .slice(0, 3);
const FIRST = ['general_allinone', 'general_one_two_three_room', 'general_officetel'];

function ListAlone() {
  const [file, setFile] = useState(() => asProductsFile(studioFiles().products));
  return (
    <ProductList file={file} selected={null} problems={[]} onSelect={() => {}} onChange={setFile} />
  );
}

describe('catalogue editor: reordering products', { timeout: 60_000 }, () => {
  it('moves a product among its group from the keyboard, the focus staying on it', async () => {
    const { user, container } = renderWithApp(<ListAlone />);
    expect(groupKeys('general')).toEqual(FIRST);
    // The first product cannot go up; the last of the group cannot go down.
    expect(screen.getByLabelText('일반 올인원 위로 옮기기')).toBeDisabled();
    expect(screen.getByLabelText('일반 원룸 아래로 옮기기')).toBeDisabled();

    await user.click(screen.getByLabelText('일반 오피스텔 위로 옮기기'));
    expect(screen.getByLabelText('일반 오피스텔 위로 옮기기')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(groupKeys('general')).toEqual([FIRST[2], FIRST[0], FIRST[1]]);
    // Within the list: component tests share one document per worker (vitest.config.ts).
    expect(within(container).getByRole('status')).toHaveTextContent(
      '일반 오피스텔을(를) 일반 상품의 1번째로 옮겼습니다.',
    );
    // At the top its up button is off, so the down button takes the focus.
    expect(screen.getByLabelText('일반 오피스텔 아래로 옮기기')).toHaveFocus();
    // Other groups keep their order.
    expect(groupKeys('premium')).toEqual(['subway', 'region', 'univ']);
  });

  it('goes through the draft: undo puts a moved product back, redo moves it again', async () => {
    twoStaffServer();
    const { user } = renderWithApp(<CatalogueHarness />);
    const up = await screen.findByLabelText('일반 오피스텔 위로 옮기기');
    await user.click(up);
    expect(groupKeys('general')).toEqual([FIRST[0], FIRST[2], FIRST[1]]);
    await user.click(screen.getByText('실행 취소'));
    expect(groupKeys('general')).toEqual(FIRST);
    await user.click(screen.getByText('다시 실행'));
    expect(groupKeys('general')).toEqual([FIRST[0], FIRST[2], FIRST[1]]);
  });
});
