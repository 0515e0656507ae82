import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Picks a broker account in the account picker of the open studio section. */
export async function pickAccount(page: Page, email: string): Promise<void> {
  await page.getByRole('searchbox', { name: '계정 검색' }).fill(email);
  const option = page.getByRole('option', {
    name: new RegExp(`^${email.replace(/\./g, '\\.')} ·`),
  });
  await expect(option).toBeAttached();
  await page
    .getByRole('combobox', { name: '계정 선택' })
    .selectOption((await option.getAttribute('value'))!);
}
