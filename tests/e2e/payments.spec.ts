import type { Page } from '@playwright/test';
import { test, expect, loginAs, shot, expectNoSeriousA11yViolations } from './support/fixtures';

// Own demo office (server/test/seed/payments.ts): pay@ pays, cancels and is refunded here.
const addButton = (page: Page, type: number) => page.locator(`button[data-product-type="${type}"]`);

test('pay by card, print the receipt, cancel and see the refund in the payment history', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await loginAs(page, 'pay@demo.kr', '/product/purchase');
  // 일반 올인원 from today: started, so refunded pro rata by the days left.
  await addButton(page, 0).click();
  const total = (await page.getByTestId('cart-total').textContent())!.trim();
  await page.getByRole('button', { name: '결제하기' }).click();
  const review = page.getByRole('dialog', { name: '결제 내용 확인' });
  await expect(review.getByRole('radio', { name: '신용카드' })).toBeChecked();
  await review.getByRole('checkbox', { name: /유료 서비스 이용약관/ }).check();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await shot(page, testInfo, 'checkout-method');
  await review.getByRole('button', { name: `${total} 결제하기` }).click();

  await expect(page).toHaveURL(/\/product\/order\/\d+$/);
  const orderId = /\/product\/order\/(\d+)$/.exec(page.url())![1]!;
  const receipt = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(receipt.getByTestId('order-status')).toHaveText('결제 완료');
  await expect(receipt).toContainText('결제 수단 신용카드');
  await expect(page.getByRole('region', { name: /공급받는 자/ })).toContainText(
    '마포합정공인중개사사무소',
  );
  await expectNoSeriousA11yViolations(page, 'main');
  await shot(page, testInfo, 'receipt');

  // The print view: the receipt alone, without the portal's header, menus and buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '영수증 인쇄' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId('receipt-seller')).toBeVisible();
  await shot(page, testInfo, 'receipt-print');
  await page.emulateMedia({ media: 'screen' });

  // 현금영수증 to the office's business number, issued by the gateway.
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByTestId('receipt-status')).toContainText(
    '현금영수증 (지출증빙) · 발급 완료',
  );

  // Cancel and refund: one day used of 30.
  await page.getByRole('button', { name: '취소 · 환불' }).click();
  const dialog = page.getByRole('dialog', { name: '상품 취소 및 환불' });
  const line = dialog.getByRole('checkbox', { name: '일반 올인원' });
  await expect(dialog).toContainText('일할 환불');
  await expect(dialog).toContainText('이용 1/30일');
  await line.check();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await shot(page, testInfo, 'refund-dialog');
  await dialog.getByRole('button', { name: /환불하기$/ }).click();
  await expect(page.getByText(/원을 환불했습니다/)).toBeVisible();
  await expect(receipt.getByTestId('refund-row')).toHaveCount(1);
  await expect(receipt).toContainText('환불됨');
  await expect(page.getByRole('button', { name: '취소 · 환불' })).toHaveCount(0);

  // The payment history shows the refund with the order.
  await page.getByRole('link', { name: '결제 내역 보기' }).click();
  const inList = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(inList.getByTestId('refund-row')).toContainText('일반 올인원 · 일할 환불');
  await expect(inList).toContainText('환불 합계');
  await expectNoSeriousA11yViolations(page, 'main');
  await shot(page, testInfo, 'payment-history-refund');
});
