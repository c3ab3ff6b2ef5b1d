import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';
import { demo } from './auth-support.ts';

/**
 * Signs in to the back office through the sign-in page (the app solves the captcha for real), on
 * the default server or on the one at `origin`.
 */
export async function signInToCms(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/en/cms-login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.adminEmail);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.adminPassword);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/en\/cms\/products$/);
}

/** A demo product's id, found by its code through the storefront's search. */
export async function productIdByCode(page: Page, code: string): Promise<string> {
  const response = await page.request.get('/marketplace-customer/products', { params: { search: code } });
  const { data } = (await response.json()) as { data: { _id: string; code: string }[] };
  return data.find((item) => item.code === code)?._id ?? '';
}

/** The latest alert shows for 6 s (SPEC §9), replacing any earlier one; a test reads it and dismisses it. */
export async function expectAlert(page: Page, text: string, type: 'success' | 'error' = 'success'): Promise<void> {
  const alert = page.locator(`[data-alert-type="${type}"]`).filter({ hasText: text });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
}

/** A real PNG of the given colour; `bytes` pads it with an ancillary chunk to a chosen size. */
export async function pngFile(
  name: string,
  colour: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Picks an option of an MUI select by its label. */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}
