import { screen, waitFor, within } from '@testing-library/react';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { catalogueConfig } from '../model/config';
import { toYmd, addDaysYmd } from '../model/dates';
import { priceLine } from '../model/price';
import ProductPurchaseScreen from './purchase-screen';

const scrolls: (number | null)[] = [];
vi.mock('../components/smooth-scroll', () => ({
  scrollToItem: (index: number | null, duration: number) => {
    expect(duration).toBe(400);
    scrolls.push(index);
  },
}));

const sections = () => Array.from(document.querySelectorAll('section[id^="item_"]'));
const ids = () => sections().map((s) => `${s.id}:${s.getAttribute('data-product-type')}`);
const addButton = (type: number) =>
  document.querySelector<HTMLButtonElement>(`button[data-product-type="${type}"]`)!;

beforeEach(() => {
  scrolls.length = 0;
  server.use(
    apiOk('get', '/product/options/{kind}', [
      { id: 1, name: '신림동' },
      { id: 2, name: '봉천동' },
    ]),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('purchase screen', () => {
  it('lists one add button per product with its label and 추가, grouped', async () => {
    renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    expect(screen.getByRole('button', { name: /일반 올인원.*추가/ })).toHaveAttribute(
      'data-product-type',
      '0',
    );
    expect(screen.getByRole('group', { name: '패키지 상품' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '패키지 상품' })).getAllByRole('button'),
    ).toHaveLength(9);
  });

  it('adds items as contiguous item_{i} sections and scrolls to each new one', async () => {
    const { user } = renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    await user.click(addButton(0));
    await user.click(addButton(20));
    await user.click(addButton(2));
    expect(ids()).toEqual(['item_0:0', 'item_1:20', 'item_2:2']);
    await waitFor(() => expect(scrolls).toEqual([0, 1, 2]));
    const first = document.getElementById('item_0')!;
    expect(within(first).getByLabelText('기간')).toHaveValue('30');
    expect(within(first).getByLabelText('수량')).toHaveValue('10');
    expect(
      within(first).getByText(
        `이용 기간 ${toYmd(new Date())} ~ ${addDaysYmd(toYmd(new Date()), 29)}`,
      ),
    ).toBeInTheDocument();
  });

  it('removes with the previous item or the top as scroll target, and linked removal 7 → 5', async () => {
    const { user } = renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    for (const t of [0, 5, 7, 5]) await user.click(addButton(t));
    scrolls.length = 0;
    await user.click(
      within(document.getElementById('item_2')!).getByRole('button', { name: /삭제/ }),
    );
    expect(ids()).toEqual(['item_0:0']);
    await waitFor(() => expect(scrolls).toEqual([0]));
    await user.click(
      within(document.getElementById('item_0')!).getByRole('button', { name: /삭제/ }),
    );
    expect(ids()).toEqual([]);
    await waitFor(() => expect(scrolls).toEqual([0, null]));
  });

  it('disables every add button at nine items and says why; nothing else is shown', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    for (let i = 0; i < 8; i++) await user.click(addButton(9));
    expect(addButton(9)).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(addButton(9));
    expect(sections()).toHaveLength(9);
    const reason = '장바구니에는 상품을 9개까지 담을 수 있습니다. 상품을 삭제한 뒤 추가해주세요.';
    for (const b of screen.getAllByRole('button', { name: /추가/ })) {
      expect(b).toBeDisabled();
      expect(b).toHaveAccessibleDescription(reason);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Deleting one enables the buttons again.
    await user.click(
      within(document.getElementById('item_8')!).getByRole('button', { name: /삭제/ }),
    );
    expect(addButton(9)).toBeEnabled();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('adds a product already in the cart again without asking (two regions, say)', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    await user.click(addButton(0));
    await user.click(addButton(0));
    expect(ids()).toEqual(['item_0:0', 'item_1:0']);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses quantity 999 with the range message and keeps the last valid quantity', async () => {
    const { user } = renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    await user.click(addButton(0));
    const quantity = within(document.getElementById('item_0')!).getByLabelText('수량');
    await user.clear(quantity);
    await user.type(quantity, '999');
    expect(quantity).toHaveValue('999');
    expect(quantity).toHaveAccessibleDescription('수량은 1~100개 사이로 입력해주세요.');
    const total = priceLine(catalogueConfig(), 0, 30, 99)!.total; // 99 was the last valid entry
    expect(screen.getByTestId('cart-total')).toHaveTextContent(
      `${total.toLocaleString('ko-KR')}원`,
    );
    await user.clear(quantity);
    await user.type(quantity, '20');
    expect(quantity).not.toHaveAccessibleDescription();
    expect(screen.getByTestId('cart-total')).toHaveTextContent(
      `${priceLine(catalogueConfig(), 0, 30, 20)!.total.toLocaleString('ko-KR')}원`,
    );
  });

  it('keeps the cart across a reload in the same tab (sessionStorage)', async () => {
    const { user, unmount } = renderWithApp(<ProductPurchaseScreen />, {
      url: '/product/purchase',
    });
    await user.click(addButton(0));
    await user.click(addButton(20));
    unmount();
    renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    expect(ids()).toEqual(['item_0:0', 'item_1:20']);
  });

  it('switches the first package and shows tier options and the cart total', async () => {
    const { user } = renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase' });
    await user.click(addButton(26));
    await user.click(addButton(20));
    await user.selectOptions(screen.getByLabelText('패키지 변경'), '27');
    expect(ids()).toEqual(['item_0:27', 'item_1:20']);
    const period = within(document.getElementById('item_0')!).getByLabelText('기간');
    await user.selectOptions(period, 'regular_90');
    expect(period).toHaveValue('regular_90');
    expect(within(document.getElementById('item_0')!).getByText('정기결제')).toBeInTheDocument();
    // prices are product-staff data: the expected total comes from the tested price function
    const expected =
      priceLine(catalogueConfig(), 27, 'regular_90', 1)!.total +
      priceLine(catalogueConfig(), 20, 90, 1)!.total;
    expect(screen.getByTestId('cart-total')).toHaveTextContent(
      `${expected.toLocaleString('ko-KR')}원`,
    );
  });

  it('checks out through the review step: agreement required, posted once, then the receipt', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', '/product/order', async (req) => {
        bodies.push(await req.json());
        return {
          orderId: 77,
          total: 123000,
          status: 'PAID',
          payment: { method: 'CARD', status: 'APPROVED', message: null, virtualAccount: null },
        };
      }),
    );
    const { user, router } = renderWithApp(<ProductPurchaseScreen />, {
      url: '/product/purchase',
    });
    await user.click(addButton(2));
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    expect(screen.queryByRole('dialog')).toBeNull(); // region not chosen yet
    await user.selectOptions(await screen.findByLabelText('동네 선택'), '2');
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    // The review dialog loads when checkout opens it: seconds on a loaded machine.
    const review = await screen.findByRole(
      'dialog',
      { name: '결제 내용 확인' },
      { timeout: 20_000 },
    );
    const lines = within(review).getByRole('table', { name: '결제할 상품' });
    expect(within(lines).getAllByRole('row')).toHaveLength(2);
    expect(lines).toHaveTextContent('동네 프리미엄');
    const pay = within(review).getByRole('button', { name: /결제하기$/ });
    await user.click(pay);
    expect(within(review).getByRole('alert')).toHaveTextContent(
      '유료 서비스 이용약관에 동의해주세요.',
    );
    expect(bodies).toHaveLength(0);
    await user.click(within(review).getByRole('checkbox', { name: /유료 서비스 이용약관/ }));
    await user.dblClick(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/order/77'));
    expect(bodies).toEqual([
      {
        items: [
          {
            type: 2,
            day: 90,
            quantity: 1,
            periodFrom: toYmd(new Date()),
            // The line total the broker saw (the server refuses the order if it changed).
            expectedTotal: 90000,
            optionId: 2,
          },
        ],
        agreePaidTerms: true,
        paymentMethod: 'CARD',
        configVersion: 0,
      },
    ]);
  }, 60_000);

  it('?renewId= preloads a renewal item starting the day after the old end', async () => {
    const end = addDaysYmd(toYmd(new Date()), 10);
    server.use(
      apiOk('get', '/product/using', [
        {
          id: 5,
          type: 0,
          name: '일반 올인원',
          quantity: 10,
          periodFrom: addDaysYmd(end, -29),
          periodTo: end,
          option: null,
          state: 'ACTIVE',
          isExpired: false,
          renewed: false,
        },
      ]),
    );
    renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase?renewId=5' });
    await waitFor(() => expect(ids()).toEqual(['item_0:0']));
    const block = document.getElementById('item_0')!;
    expect(within(block).getByText('연장')).toBeInTheDocument();
    expect(
      within(block).getByText(`이용 기간 ${addDaysYmd(end, 1)} ~ ${addDaysYmd(end, 30)}`),
    ).toBeInTheDocument();
  });

  it('holds one renewal per product line: opening ?renewId= again (reload, Back/Forward) adds nothing', async () => {
    const end = addDaysYmd(toYmd(new Date()), 10);
    const line = {
      id: 5,
      type: 0,
      name: '일반 올인원',
      quantity: 10,
      periodFrom: addDaysYmd(end, -29),
      periodTo: end,
      option: null,
      state: 'ACTIVE',
      isExpired: false,
      renewed: false,
    } as const;
    server.use(apiOk('get', '/product/using', [line]));
    const view = renderWithApp(<ProductPurchaseScreen />, {
      url: '/product/purchase?renewId=5',
    });
    await waitFor(() => expect(ids()).toEqual(['item_0:0']));
    // The entry no longer names the renewal: a reload of it opens the plain cart.
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    view.unmount();

    // The same address again (the cart lives in the tab): still one renewal of line 5.
    renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase?renewId=5' });
    expect(
      await screen.findByText('이 상품의 연장은 이미 장바구니에 담겨 있습니다.'),
    ).toBeInTheDocument();
    expect(ids()).toEqual(['item_0:0']);
  });

  it('a line renewed already is not renewed again', async () => {
    const end = addDaysYmd(toYmd(new Date()), 10);
    server.use(
      apiOk('get', '/product/using', [
        {
          id: 6,
          type: 0,
          name: '일반 올인원',
          quantity: 10,
          periodFrom: addDaysYmd(end, -29),
          periodTo: end,
          option: null,
          state: 'ACTIVE',
          isExpired: false,
          renewed: true,
        },
      ]),
    );
    renderWithApp(<ProductPurchaseScreen />, { url: '/product/purchase?renewId=6' });
    expect(await screen.findByText(/이미 연장한 상품입니다/)).toBeInTheDocument();
    expect(ids()).toEqual([]);
  });
});
