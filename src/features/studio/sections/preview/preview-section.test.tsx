import { act, screen } from '@testing-library/react';
import { PREVIEW_DRAFT, PREVIEW_READY } from '@/lib/config/preview-messages';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { builtInFiles } from '@config/files';
import { applyOverlay } from '@config/overlay';
import { studioFiles } from '../../testing/studio-files';
import { draftConditionTrees } from './model/draft-conditions';
import PreviewSection from './preview-section';

const account = {
  userId: 7,
  email: 'chain@demo.kr',
  name: '윤체인',
  agentName: '체인공인중개사',
  isMaster: true,
};
const info = {
  agent: { agentEmail: 'chain@demo.kr' },
  user: { userEmail: 'chain@demo.kr', userRoleType: null },
  item: { useItem: false },
};

function files() {
  const f = studioFiles();
  f.products.products[0]!.label = '일반 올인원 플러스';
  f['popup-chain'].chains[0]!.steps[2]!.when = 'isMaster && !useItem';
  return f;
}

function fromFrame(source: Window | null, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

describe('draft preview', () => {
  it("shows the preview frame and posts it the draft and the account's record, to this origin only", async () => {
    server.use(
      apiOk('get', '/studio/accounts', { items: [account], total: 1 }),
      apiOk('get', '/studio/accounts/{id}/session', { account, info }),
    );
    const f = files();
    const { user } = renderWithApp(
      <PreviewSection files={f} activeFiles={studioFiles()} problems={[]} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('미리 볼 계정을 고르세요.');
    const frame = screen.getByTitle('초안 미리보기 화면') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/studio/preview-frame');
    const toFrame = vi.spyOn(frame.contentWindow!, 'postMessage');

    await screen.findByRole('option', { name: /chain@demo.kr/ }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: '계정 선택' }), '7');
    expect(await screen.findByText('chain@demo.kr 계정으로 본 화면')).toBeInTheDocument();
    // Nothing is posted before the frame says it listens, nor on a "ready" from anyone else.
    fromFrame(window, { type: PREVIEW_READY });
    fromFrame(frame.contentWindow, { type: PREVIEW_READY }, 'https://evil.example');
    expect(toFrame).not.toHaveBeenCalled();

    fromFrame(frame.contentWindow, { type: PREVIEW_READY });
    expect(toFrame).toHaveBeenCalledTimes(1);
    const [message, origin] = toFrame.mock.calls[0]!;
    expect(origin).toBe(window.location.origin);
    expect(message).toMatchObject({ type: PREVIEW_DRAFT, info, email: 'chain@demo.kr' });
    // What the draft changes over the built-in files, and nothing else: applied to them, the
    // overlay gives the draft's files back.
    const { overlay } = message as { overlay: Record<string, never[]> };
    expect(Object.keys(overlay).sort()).toEqual(['popup-chain', 'products']);
    expect(overlay.products).toEqual([
      { op: 'set', path: '/products/[key=general_allinone]/label', value: '일반 올인원 플러스' },
    ]);
    for (const name of ['products', 'popup-chain'] as const)
      expect(applyOverlay(builtInFiles()[name], overlay[name]!).value).toEqual(f[name]);
    expect((message as any).conditions['isMaster && !useItem']).toEqual([
      '&&',
      ['id', 'isMaster'],
      ['!', ['id', 'useItem']],
    ]);
  });
});

describe("the draft's condition trees", () => {
  it('builds every condition like GET /config does; one the checker refuses never holds', () => {
    const f = files();
    f.menus.management.when = 'isMaster &&';
    f.menus.management.items[0]!.when = 'isRich';
    const trees = draftConditionTrees(f);
    expect(trees['isMaster && !useItem']).toEqual([
      '&&',
      ['id', 'isMaster'],
      ['!', ['id', 'useItem']],
    ]);
    expect(trees['isMaster &&']).toEqual(['v', false]);
    expect(trees.isRich).toEqual(['v', false]);
  });
});
