import { screen, within } from '@testing-library/react';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { productsConfig } from '@/generated/config/products';
import { sessionFieldsConfig } from '@/generated/config/session-fields';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import PreviewSection from './preview-section';

const account = {
  userId: 7,
  email: 'chain@demo.kr',
  name: '윤체인',
  agentName: '체인공인중개사',
  isMaster: true,
};

function files() {
  const products = structuredClone(productsConfig) as any;
  products.products[0].label = '일반 올인원 플러스';
  const menus = structuredClone(menusConfig) as any;
  menus.management.items[0].checks = [{ deny: '!useItem', message: 'contractNoItem' }];
  return {
    products,
    menus,
    'messages.ko': { guards: messages.guards },
    'session-fields': sessionFieldsConfig,
    'popup-chain': {
      chains: [
        {
          id: 'startup',
          path: '/dashboard',
          steps: [
            { id: 'role', type: 'role-select', enabled: true, when: 'userRoleType == null' },
            {
              id: 'image-notice',
              type: 'image-notice',
              enabled: false,
              cookie: { name: 'event_banner_{seq}', days: 1 },
            },
            { id: 'no-item', type: 'no-item', enabled: true, when: 'isMaster && useItem' },
          ],
        },
      ],
    },
  };
}

describe('draft preview', () => {
  it('renders the header, popups and catalogue the chosen account would get with the draft', async () => {
    server.use(
      apiOk('get', '/studio/accounts', { items: [account], total: 1 }),
      apiOk('get', '/studio/accounts/{id}/session', {
        account,
        info: {
          agent: { agentEmail: 'chain@demo.kr' },
          user: { userEmail: 'chain@demo.kr', userRoleType: null },
          item: { useItem: false, hasNaverItem: false },
        },
      }),
    );
    const f = files();
    const { user } = renderWithApp(
      <PreviewSection
        files={f}
        activeFiles={{ products: productsConfig }}
        problems={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('미리 볼 계정을 고르세요.')).toBeInTheDocument();
    const catalogue = screen.getByRole('region', { name: '광고 상품' });
    const changed = within(catalogue).getByText('일반 올인원 플러스').closest('li')!;
    expect(within(changed).getByText('바뀜')).toBeInTheDocument();
    expect(
      within(changed).getByText('30일 3,300원 · 60일 6,600원 · 90일 9,900원'),
    ).toBeInTheDocument();

    await screen.findByRole('option', { name: /chain@demo.kr/ }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: '계정 선택' }), '7');
    expect(await screen.findByText('chain@demo.kr 계정으로 본 화면')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: '헤더 메뉴' });
    const management = within(nav).getByRole('list', { name: '중개관리' });
    expect(within(management).getByText('다방 매물관리')).toBeInTheDocument();
    expect(
      within(management).getByText('누르면: 이용중인 상품이 없습니다. 상품을 먼저 구매해주세요.'),
    ).toBeInTheDocument();
    expect(within(management).queryByText('네이버 매물관리')).not.toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: '사용자 메뉴' })).toHaveTextContent('로그아웃');
    expect(within(nav).queryByRole('list', { name: '비로그인 메뉴' })).not.toBeInTheDocument();

    const popups = within(screen.getByRole('region', { name: '팝업 순서' })).getByRole('list', {
      name: '/dashboard',
    });
    expect(
      within(popups)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1번째직책 선택']);
  });
});

describe('catalogue changes', () => {
  it('compares products by content, whatever the key order the stored version came back in', async () => {
    const { previewCatalogue } = await import('./model/catalogue-model');
    const active = structuredClone(productsConfig) as any;
    active.products = active.products.map((p: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(p).reverse()),
    );
    const groups = previewCatalogue(productsConfig, active);
    expect(groups.flatMap((g) => g.products).filter((p) => p.change)).toEqual([]);
  });
});
