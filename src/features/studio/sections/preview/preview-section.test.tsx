import { act, screen } from '@testing-library/react';
import { menusConfig } from '@/generated/config/menus';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { productsConfig } from '@/generated/config/products';
import { sessionFieldsConfig } from '@/generated/config/session-fields';
import { PREVIEW_DRAFT, PREVIEW_READY } from '@/lib/runtime-config/preview-messages';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
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
  const products = structuredClone(productsConfig) as any;
  products.products[0].label = '일반 올인원 플러스';
  const chain = structuredClone(popupChainConfig) as any;
  chain.chains[0].steps[2].when = 'isMaster && !useItem';
  return {
    products,
    menus: menusConfig,
    'popup-chain': chain,
    'session-fields': sessionFieldsConfig,
  };
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
      <PreviewSection files={f} activeFiles={{}} problems={[]} onChange={vi.fn()} />,
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
    expect(message).toMatchObject({ type: PREVIEW_DRAFT, files: f, info, email: 'chain@demo.kr' });
    expect((message as any).conditions['isMaster && !useItem']).toEqual([
      '&&',
      ['id', 'isMaster'],
      ['!', ['id', 'useItem']],
    ]);
  });
});

describe("the draft's condition trees", () => {
  it('builds every condition like GET /config does; one the checker refuses never holds', () => {
    const f = files() as any;
    f.menus = structuredClone(menusConfig);
    f.menus.management.when = 'isMaster &&';
    f.menus.management.items[0].when = 'isRich';
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
