import { expect, test, type Page } from '@playwright/test';

/**
 * The storefront lays text out in its own fonts (docs/decisions.md), whatever the machine has
 * installed: the Latin file on an English page, and the Arabic one only where Arabic letters show.
 */
async function loadedStoreFonts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces: FontFace[] = [];
    document.fonts.forEach((font) => faces.push(font));
    return faces
      .filter((font) => font.family.replaceAll('"', '') === 'Store Sans' && font.status === 'loaded')
      .map((font) => font.unicodeRange);
  });
}

test('an English page is set in the shipped Latin font and never fetches the Arabic one', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(request.url());
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.startsWith('"Store Sans"') || family.startsWith('Store Sans')).toBe(true);
  const ranges = await loadedStoreFonts(page);
  expect(ranges.some((range) => range.includes('U+0-FF'))).toBe(true);
  expect(ranges.some((range) => range.includes('U+600-6FF'))).toBe(false);
  expect(fetched.some((url) => url.includes('arabic'))).toBe(false);
});

test('an Arabic page loads the shipped Arabic font', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const ranges = await loadedStoreFonts(page);
  expect(ranges.some((range) => range.includes('U+600-6FF'))).toBe(true);
});
