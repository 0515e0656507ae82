import { screen, within } from '@testing-library/react';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import ProductPaymentListScreen from './payment-list-screen';
import ProductUsingScreen from './using-screen';

describe('products in use', () => {
  it('shows periods, the expired state and renewal links to the cart', async () => {
    server.use(
      apiOk('get', '/product/regular', [
        {
          lineId: 9,
          orderId: 4,
          name: '올인원 패키지 (10개)',
          day: 'regular_30',
          periodFrom: '2026-05-01',
          periodTo: '2026-05-30',
          amount: 110000,
          autoRenew: 'ON',
          nextChargeOn: '2026-05-31',
        },
      ]),
      apiOk('get', '/product/using', [
        {
          id: 3,
          type: 0,
          name: '일반 올인원',
          quantity: 10,
          periodFrom: '2026-05-01',
          periodTo: '2026-05-30',
          option: null,
          state: 'ACTIVE',
          isExpired: false,
          renewed: false,
        },
        {
          id: 4,
          type: 1,
          name: '역세권 프리미엄',
          quantity: 1,
          periodFrom: '2026-01-01',
          periodTo: '2026-01-30',
          option: { kind: 'subway', id: 1, name: '신림역' },
          state: 'EXPIRED',
          isExpired: true,
          renewed: false,
        },
      ]),
    );
    renderWithApp(<ProductUsingScreen />, { url: '/product/list/using' });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('2026-05-01 ~ 2026-05-30')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('이용중')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('기간 만료')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('신림역')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /연장하기/ })).toHaveAttribute(
      'href',
      '/product/purchase?renewId=3',
    );
    // The regular payment with its auto-renewal and next charge date.
    const regular = await screen.findByRole('region', { name: '정기결제' });
    expect(regular).toHaveTextContent('다음 결제일 2026-05-31');
    expect(within(regular).getByText('자동 연장 중')).toBeInTheDocument();
    expect(within(regular).getByRole('button', { name: '일시 정지' })).toBeInTheDocument();
  });

  it('a product that starts later is 예정 with its start date, and a renewed line is not renewed again', async () => {
    server.use(
      apiOk('get', '/product/regular', []),
      apiOk('get', '/product/using', [
        {
          id: 9,
          type: 0,
          name: '일반 올인원',
          quantity: 10,
          periodFrom: '2026-12-01',
          periodTo: '2026-12-30',
          option: null,
          state: 'SCHEDULED',
          isExpired: false,
          renewed: false,
        },
        {
          id: 3,
          type: 0,
          name: '일반 올인원',
          quantity: 10,
          periodFrom: '2026-11-01',
          periodTo: '2026-11-30',
          option: null,
          state: 'ACTIVE',
          isExpired: false,
          renewed: true,
        },
      ]),
    );
    renderWithApp(<ProductUsingScreen />, { url: '/product/list/using' });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('예정')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2026.12.01 시작')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('이용중')).toBeNull();
    expect(within(rows[2]!).getByText('이용중')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('연장됨')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: /연장하기/ })).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: /연장하기/ })).toHaveAttribute(
      'href',
      '/product/purchase?renewId=9',
    );
  });
});

describe('payment list', () => {
  it('shows orders with lines and totals, and pages with ?page=', async () => {
    const pages: string[] = [];
    server.use(
      apiOk('get', '/product/payment-list', (req) => {
        const page = new URL(req.url).searchParams.get('page') ?? '1';
        pages.push(page);
        return {
          orders: [
            {
              orderId: Number(page) * 100,
              orderedAt: '2026-05-10T03:00:00.000Z',
              total: 282150,
              discountTotal: 14850,
              lines: [
                {
                  type: 20,
                  name: '패키지 원룸·투룸·쓰리룸 10개',
                  day: 'regular_90',
                  quantity: 1,
                  periodFrom: '2026-05-10',
                  periodTo: '2026-08-07',
                  price: 297000,
                  discountPrice: 14850,
                  total: 282150,
                  isRenew: true,
                  renewId: 3,
                },
              ],
            },
          ],
          total: 25,
          page: Number(page),
          limit: 10,
        };
      }),
    );
    const { user } = renderWithApp(<ProductPaymentListScreen />, { url: '/product/payment-list' });
    const order = await screen.findByRole('article', { name: '주문번호 100' });
    expect(within(order).getByText('결제 금액 282,150원')).toBeInTheDocument();
    expect(within(order).getByText('주문일시 2026.05.10 12:00')).toBeInTheDocument();
    expect(within(order).getByText('할인 14,850원')).toBeInTheDocument();
    expect(within(order).getByText('정기결제 90일')).toBeInTheDocument();
    expect(within(order).getByText('연장')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['처음', '이전', '1', '2', '3', '다음', '마지막']);
    await user.click(within(nav).getByRole('button', { name: '3' }));
    expect(await screen.findByRole('article', { name: '주문번호 300' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '마지막' })).toBeDisabled();
    expect(pages).toEqual(['1', '3']);
  });
});
