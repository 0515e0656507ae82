// The ad disclosures of the listing form (issue 26 #1), filled as a broker does: the specs that
// register listings share it so each fills the form the one way.
import type { Page } from '@playwright/test';

export interface DisclosureInput {
  /** 공급 면적 (㎡); apartments and officetels need it. */
  supplyArea?: string;
  /** 건축물 용도 for a one- to three-room listing (an apartment or officetel has its own). */
  buildingType?: string;
  rooms?: string;
  bathrooms?: string;
  /** 관리비 in 원; from 100000 the lines too. */
  fee?: string;
  /** The chips of what the fee includes, by their labels. */
  includes?: string[];
  /** Breakdown amounts by line label (일반관리비, 수도료, …). */
  lines?: Record<string, string>;
  /** 주차 가능 대수, or no parking when left out. */
  parking?: string;
}

export async function fillDisclosures(page: Page, d: DisclosureInput = {}): Promise<void> {
  if (d.buildingType) await page.getByLabel(/건축물 용도/).selectOption(d.buildingType);
  if (d.supplyArea) await page.getByLabel(/공급 면적/).fill(d.supplyArea);
  await page.getByLabel(/^방 수/).fill(d.rooms ?? '1');
  await page.getByLabel(/^욕실 수/).fill(d.bathrooms ?? '1');
  await page.getByLabel(/^방향(?! 기준)/).selectOption('SOUTH');
  await page.getByLabel(/방향 기준/).selectOption('MAIN_ROOM');
  const approval = page.getByRole('textbox', { name: '사용승인일', exact: true });
  await approval.fill('20150630');
  await approval.press('Tab');
  if (d.parking) {
    await page.getByRole('radio', { name: '주차 가능' }).check();
    await page.getByLabel(/주차 가능 대수/).fill(d.parking);
  } else await page.getByRole('radio', { name: '주차 불가' }).check();
  await page.getByLabel(/월 관리비/).fill(d.fee ?? '70000');
  for (const item of d.includes ?? ['수도료'])
    await page.getByRole('button', { name: item, exact: true }).click();
  const lines = page.getByRole('group', { name: '관리비 세부 내역' });
  for (const [label, amount] of Object.entries(d.lines ?? {}))
    await lines.getByLabel(label).fill(amount);
}
