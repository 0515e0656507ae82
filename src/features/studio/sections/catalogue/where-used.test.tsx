import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@/testing/render';
import type { StudioFiles } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import CatalogueSection from './catalogue-section';

/** The files as the editor last changed them (set from its change handler, not while rendering). */
const state: { files: StudioFiles } = { files: studioFiles() };
function Harness({ edit }: { edit?: (f: StudioFiles) => void }) {
  const [files, setFiles] = useState<StudioFiles>(() => {
    const f = studioFiles();
    edit?.(f);
    state.files = f;
    return f;
  });
  return (
    <CatalogueSection
      files={files}
      activeFiles={studioFiles()}
      problems={[]}
      onChange={(name, next) => {
        state.files = { ...state.files, [name]: next };
        setFiles(state.files);
      }}
    />
  );
}

const keys = () => state.files.products.products.map((p) => p.key);
const pickProduct = (key: string) =>
  document.querySelector<HTMLElement>(`[data-product-key="${key}"]`)!;

describe('catalogue editor: removing a product something refers to', { timeout: 60_000 }, () => {
  it('says where it is used, cancels, or removes it with its references', async () => {
    const rule = {
      label: '오피스텔 단지 가격',
      file: 'products' as const,
      path: '/products/[key=officetel]/unitPrices',
    };
    const { user } = renderWithApp(
      <Harness edit={(f) => void f.ui.studio.reviewRequired.push(rule)} />,
    );
    await user.click(pickProduct('subway'));
    await user.click(screen.getByText('이 상품 삭제'));
    const dialog = screen.getByTestId('studio-where-used');
    expect(within(dialog).getByText('‘역세권 프리미엄’ 상품을 쓰는 곳')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['광고 상품 탭 · 소개 페이지 ‘프리미엄 상품’의 상품표']);
    await user.click(within(dialog).getByText('취소'));
    expect(screen.queryByTestId('studio-where-used')).toBeNull();
    expect(keys()).toContain('subway');

    await user.click(screen.getByText('이 상품 삭제'));
    await user.click(screen.getByText('참조도 함께 삭제'));
    expect(keys()).not.toContain('subway');
    expect(state.files.products.introCatalogue.find((e) => e.page === 'product/premium')).toEqual({
      page: 'product/premium',
      products: ['region', 'univ'],
    });

    // A linked cart removal names the other product; a review rule is in the ui constants tab.
    await user.click(pickProduct('officetel'));
    await user.click(screen.getByText('이 상품 삭제'));
    const linked = screen.getByTestId('studio-where-used');
    expect(
      within(linked)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '광고 상품 탭 · 함께 빠지는 상품: 일반 오피스텔을(를) 빼면 이 상품도 빠지는 규칙',
      '화면 상수 탭 · 검토가 필요한 변경: ‘오피스텔 단지 가격’ 규칙',
    ]);
    await user.click(within(linked).getByText('참조도 함께 삭제'));
    expect(state.files.products.linkedRemovals).toEqual([{ remove: 8, alsoRemove: [4] }]);
    expect(state.files.ui.studio.reviewRequired).not.toContainEqual(rule);
    expect(state.files.ui.studio.reviewRequired).toHaveLength(4);
  });

  it('cannot remove a product the code finds; one nothing names only needs a yes', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.click(pickProduct('region_recommend'));
    await user.click(screen.getByText('이 상품 삭제'));
    const dialog = screen.getByTestId('studio-where-used');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '광고 상품 탭 · 소개 페이지 ‘지역 추천 상품’의 상품표',
      '광고 상품 탭 · 포털 코드가 상품 키 region_recommend(으)로 이 상품을 찾습니다 (지역 추천 이용 여부)',
    ]);
    expect(within(dialog).getByText('참조도 함께 삭제').closest('button')).toBeDisabled();
    expect(
      within(dialog).getByText(/포털 코드가 찾는 상품은 스튜디오에서 지울 수 없습니다/),
    ).toBeVisible();
    await user.click(within(dialog).getByText('취소'));

    // A product nothing refers to only needs a yes.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(pickProduct('icon_focus'));
    await user.click(screen.getByText('이 상품 삭제'));
    expect(confirm).toHaveBeenCalledWith(
      expect.stringContaining("'아이콘 포커스' 상품을 초안에서 삭제할까요?"),
    );
    expect(screen.queryByTestId('studio-where-used')).toBeNull();
    expect(keys()).not.toContain('icon_focus');
    confirm.mockRestore();
  });
});
