import { expect, type Page } from '@playwright/test';

/** Picks a listing's address by search (issue 26 #2): types the words, chooses the district. */
export async function pickAddress(page: Page, words: string, fullName: string): Promise<void> {
  // The search loads on first use of its box.
  await page.getByRole('textbox', { name: /주소 검색/ }).click();
  const box = page.getByRole('combobox', { name: /주소 검색/ });
  await box.fill(words);
  await page.getByRole('option', { name: new RegExp(`^${fullName}`) }).click();
  await expect(box).toHaveValue(fullName);
}
