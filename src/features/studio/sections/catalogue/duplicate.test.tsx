import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@/testing/render';
import type { StudioFiles } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import CatalogueSection from './catalogue-section';

/** The files as the editor last changed them (set from its change handler). */
const state: { files: StudioFiles } = { files: studioFiles() };
function Harness() {
  const [files, setFiles] = useState<StudioFiles>(() => (state.files = studioFiles()));
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

const premium = () =>
  state.files.products.products.filter((p) => p.group === 'premium').map((p) => p.key);

describe('catalogue editor: duplicating a product', { timeout: 60_000 }, () => {
  it('copies it right after the original with a new type, key and "(복사본)" name', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.click(document.querySelector<HTMLElement>('[data-product-key="subway"]')!);
    await user.click(screen.getByText('이 상품 복제'));

    expect(premium()).toEqual(['subway', 'subway_copy', 'region', 'univ', 'region_recommend']);
    const [original, copy] = state.files.products.products.filter((p) =>
      p.key.startsWith('subway'),
    );
    expect(copy).toEqual({
      ...original,
      type: 92,
      key: 'subway_copy',
      label: '역세권 프리미엄 (복사본)',
    });
    // The copy is a new product: it opens, with the type its own to set until published.
    expect(screen.getByLabelText('상품 이름')).toHaveValue('역세권 프리미엄 (복사본)');
    expect(screen.getByLabelText('상품 번호')).toBeEnabled();

    // Copying the original again gives another key, next to the original.
    await user.click(document.querySelector<HTMLElement>('[data-product-key="subway"]')!);
    await user.click(screen.getByText('이 상품 복제'));
    expect(premium().slice(0, 3)).toEqual(['subway', 'subway_copy_2', 'subway_copy']);
    expect(state.files.products.products.find((p) => p.key === 'subway_copy_2')?.type).toBe(93);
  });
});
