import type { Page } from '@playwright/test';
import { test, expect, loginAs, shot, expectNoSeriousA11yViolations } from './support/fixtures';

// Own demo office (server/test/seed/journeys.ts): buyer@ has no products and no orders.
const addButton = (page: Page, type: number) => page.locator(`button[data-product-type="${type}"]`);

test('review, agree, pay, see the receipt, and find it again from the payment list', async ({
  page,
}, testInfo) => {
  // The whole journey (catalogue, review, receipt, payment list) in one test: allow for it.
  test.setTimeout(120_000);
  await loginAs(page, 'buyer@demo.kr', '/product/purchase');
  await addButton(page, 2).click();
  await page.locator('#item_0').getByLabel('동네 선택').selectOption({ label: '봉천동' });
  await addButton(page, 0).click();
  // No discount reads 0원, never -0원.
  await expect(page.getByRole('main')).not.toContainText('-0원');
  const total = (await page.getByTestId('cart-total').textContent())!.trim();

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v2/product/order')) posts += 1;
  });
  await page.getByRole('button', { name: '결제하기' }).click();
  const review = page.getByRole('dialog', { name: '결제 내용 확인' });
  const lines = review.getByRole('table', { name: '결제할 상품' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText('동네 프리미엄 · 봉천동');
  await expect(review.getByTestId('review-total')).toHaveText(total);

  // Paying without the agreement is refused in Korean and sends nothing.
  await review.getByRole('button', { name: `${total} 결제하기` }).click();
  await expect(review.getByRole('alert')).toHaveText('유료 서비스 이용약관에 동의해주세요.');
  expect(posts).toBe(0);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await shot(page, testInfo, 'checkout-review');

  await review.getByRole('checkbox', { name: /유료 서비스 이용약관/ }).check();
  await review.getByRole('button', { name: `${total} 결제하기` }).dblclick();
  await expect(page).toHaveURL(/\/product\/order\/\d+$/);
  const done = page.getByRole('status').filter({ hasText: '결제가 완료되었습니다' });
  await expect(done).toContainText(total);
  await expect(done).toBeInViewport();
  expect(posts).toBe(1);
  const orderId = /\/product\/order\/(\d+)$/.exec(page.url())![1]!;
  const receipt = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(receipt).toContainText('동네 프리미엄 · 봉천동');
  await expect(receipt).toContainText(`결제 금액 ${total}`);
  await expectNoSeriousA11yViolations(page, 'main');
  await shot(page, testInfo, 'checkout-receipt');

  await page.getByRole('link', { name: '결제 내역 보기' }).click();
  await page.getByRole('link', { name: `주문번호 ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/order/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '주문 내역' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(receipt).toContainText(`결제 금액 ${total}`);
});
