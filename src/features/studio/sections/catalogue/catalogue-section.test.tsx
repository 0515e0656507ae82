import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@/testing/render';
import type { StudioFiles } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import CatalogueSection from './catalogue-section';

function Harness() {
  const [files, setFiles] = useState<StudioFiles>(studioFiles);
  return (
    <CatalogueSection
      files={files}
      activeFiles={studioFiles()}
      problems={[]}
      onChange={(name, next) => setFiles((f) => ({ ...f, [name]: next }))}
    />
  );
}

describe('catalogue editor: what the code owns', { timeout: 60_000 }, () => {
  it("fixes a published product's type and option, and lets a new product set them", async () => {
    const { user } = renderWithApp(<Harness />);
    // The first product is in the active version: its wire codes are the code's.
    expect(screen.getByRole('textbox', { name: '상품 번호' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '선택 옵션' })).toBeDisabled();
    expect(
      screen.getAllByText('개발자가 관리하는 값이라 스튜디오에서 바꿀 수 없습니다'),
    ).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: '상품 이름' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '상품 추가' }));
    expect(screen.getByRole('textbox', { name: '상품 이름' })).toHaveValue('새 광고 상품');
    expect(screen.getByRole('textbox', { name: '상품 번호' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: '선택 옵션' })).toBeEnabled();
  });
});

describe('catalogue editor: a new product at 0원', { timeout: 60_000 }, () => {
  it('says its price is 0원 and that the publish will ask, instead of a problem', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.click(screen.getByText('상품 추가'));
    expect(screen.getByLabelText('30일 가격')).toHaveValue('0');
    expect(screen.getByText('0원으로 판매됩니다. 게시할 때 한 번 더 묻습니다.')).toBeVisible();
  });
});
