import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { zipStored } from '../model/zip-store';
import { studioFiles } from '../testing/studio-files';
import { ImportVersion } from './import-version';

const exported = () =>
  new File([zipStored([{ name: 'products.json', text: '{}' }]) as BlobPart], 'config-v2.zip', {
    type: 'application/zip',
  });

function setup() {
  const onApply = vi.fn();
  renderWithApp(<ImportVersion onApply={onApply} />);
  return { onApply, user: userEvent.setup({ applyAccept: false }) };
}

describe('<ImportVersion>', () => {
  it("shows an export's changes in words and its problems, then takes it as the draft", async () => {
    const files = studioFiles();
    let sent: unknown;
    server.use(
      apiOk('post', '/studio/config/import', async (req) => {
        sent = await req.json();
        return {
          files,
          activeVersion: 4,
          problems: [
            {
              file: 'products',
              pointer: '/maxCartItems',
              code: 'schema.minimum',
              params: { limit: 1 },
            },
          ],
          changes: [
            {
              file: 'products',
              op: 'set',
              path: '/products/[key=general_allinone]/defaultDay',
              before: 30,
              after: 60,
              names: { '/products/[key=general_allinone]': '일반 올인원' },
            },
          ],
        };
      }),
    );
    const { onApply, user } = setup();
    await user.upload(screen.getByTestId('import-input'), exported());
    const dialog = await screen.findByRole('dialog', { name: '버전 가져오기' });
    expect(sent).toEqual({ files: { 'products.json': '{}' } });
    expect(dialog).toHaveTextContent('파일: config-v2.zip');
    expect(within(dialog).getByTestId('import-problems')).toHaveTextContent(
      '게시 전에 고칠 문제 1건',
    );
    expect(within(dialog).getByTestId('import-problems')).toHaveTextContent('1 이상이어야 합니다');
    expect(dialog).toHaveTextContent('활성 버전 v4에서 바뀌는 항목 1건');
    expect(within(dialog).getByTestId('import-changes')).toHaveTextContent(
      '일반 올인원 · 기본 기간: 30일 → 60일',
    );
    await user.click(within(dialog).getByRole('button', { name: '초안으로 가져오기' }));
    expect(onApply).toHaveBeenCalledWith(files);
    expect(screen.queryByRole('dialog', { name: '버전 가져오기' })).not.toBeInTheDocument();
  });

  it('names what is wrong with a file the server cannot read, and keeps the draft', async () => {
    const msg = '가져온 파일을 읽을 수 없습니다. menus.json 파일이 없습니다.';
    server.use(apiError('post', '/studio/config/import', 400, { code: 400, msg }));
    const { onApply, user } = setup();
    await user.upload(screen.getByTestId('import-input'), exported());
    const error = await screen.findByTestId('import-error');
    expect(error).toHaveTextContent(msg);
    expect(error).toHaveTextContent('지금 초안은 바뀌지 않았습니다.');
    expect(screen.queryByRole('button', { name: '초안으로 가져오기' })).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says which file is not a ZIP it can open, without asking the server', async () => {
    const { onApply, user } = setup();
    await user.upload(screen.getByTestId('import-input'), new File(['x'], 'old.zip'));
    expect(await screen.findByTestId('import-error')).toHaveTextContent(
      'old.zip: ZIP 파일을 열 수 없습니다.',
    );
    expect(onApply).not.toHaveBeenCalled();
  });
});
