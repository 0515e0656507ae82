import { screen, within } from '@testing-library/react';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { studioFiles } from '../../testing/studio-files';
import { VersionChanges } from './version-changes';

describe("a version's changes", () => {
  it('shows its changes in words and as a diff from the version it was published on, and the changes this build drops', async () => {
    const before = studioFiles();
    const after = studioFiles();
    after.ui.reports.banDays = 30;
    server.use(
      apiOk('get', '/studio/config/versions/{version}', (req) => {
        const version = Number(new URL(req.url).pathname.split('/').pop());
        return version === 3
          ? {
              version,
              files: after,
              dropped: [{ path: '/pages/retired/title', op: 'set', reason: 'missing-place' }],
            }
          : { version, files: before, dropped: [] };
      }),
    );
    renderWithApp(<VersionChanges version={3} parent={2} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'v3 변경 내용 (v2와 비교)' });
    const dropped = await within(dialog).findByTestId('dropped-changes');
    expect(dropped).toHaveTextContent('이 빌드에서 없어진 항목 1건');
    expect(dropped).toHaveTextContent('이 빌드에서 없어진 항목이라 적용되지 않습니다');
    expect(dropped).toHaveTextContent('/pages/retired/title');
    expect(within(dialog).getByRole('list', { name: '바뀐 항목' })).toHaveTextContent(
      '허위매물 신고 · 등록 제한 기간(일): 7 → 30',
    );
    const ui = within(dialog).getByTestId('diff-ui');
    expect(ui.querySelector('[data-kind="removed"]')).toHaveTextContent('"banDays": 7');
    expect(ui.querySelector('[data-kind="added"]')).toHaveTextContent('"banDays": 30');
    // Each changed line is named for screen readers by a 1px hidden text, never a box as large
    // as the viewport (which widened the page past 1280 px).
    for (const marker of [within(ui).getByText('추가:'), within(ui).getByText('삭제:')])
      expect(marker).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });
});
