import { zipSync, strToU8 } from 'fflate';
import { readExportFiles, UnreadableFile } from './import-files';
import { zipStored } from './zip-store';

describe('reading an exported version in the browser', () => {
  it("reads the studio's own ZIP, a compressed ZIP with folders, and JSON files", async () => {
    const own = new File(
      [zipStored([{ name: 'ui.json', text: '{"a": 1}' }]) as BlobPart],
      'config-v3.zip',
    );
    expect(await readExportFiles([own])).toEqual({ 'ui.json': '{"a": 1}' });
    const packed = zipSync({
      'config/': new Uint8Array(),
      'config/menus.json': strToU8('{"메뉴": 1}'),
    });
    const loose = new File(['{}'], 'products.json', { type: 'application/json' });
    expect(await readExportFiles([new File([packed as BlobPart], 'x.zip'), loose])).toEqual({
      'config/menus.json': '{"메뉴": 1}',
      'products.json': '{}',
    });
  });

  it('says in Korean which file is not a ZIP it can open', async () => {
    const bad = new File(['not a zip'], 'broken.zip');
    const read = readExportFiles([bad]);
    await expect(read).rejects.toBeInstanceOf(UnreadableFile);
    await expect(read).rejects.toThrow(
      'broken.zip: ZIP 파일을 열 수 없습니다. 스튜디오에서 내보낸 ZIP인지 확인해주세요.',
    );
  });
});
