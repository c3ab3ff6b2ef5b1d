import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 12: uploaded pictures reach the storefront as WebP at the width their box needs (srcset and
 * sizes), the picture a page opens on first of all, the others when they scroll near.
 */
const webpCopy = /\/files\/[0-9a-f-]{36}\/(\d+)\.webp$/;

function imageRequests(page: Page): { url: string; type: string }[] {
  const seen: { url: string; type: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && new URL(response.url()).pathname.startsWith('/files/'))
      seen.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '' });
  });
  return seen;
}

for (const { name, viewport, deviceScaleFactor, widths } of [
  // Two columns of about 170 px at 2x: 340 device pixels, the 640 copy.
  { name: 'a phone at 2x', viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, widths: [640] },
  // Three columns of about 300 px beside the filters at 1x: the 320 copy.
  { name: 'a desktop at 1x', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, widths: [320] },
]) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    test('product cards fetch WebP copies of their width, not the PNG thumbnails', async ({ page }) => {
      const requests = imageRequests(page);
      await page.goto('/en/products');
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      await expect.poll(() => requests.length).toBeGreaterThan(0);
      const firstImage = cards.first().locator('img');
      await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
      const chosen = await firstImage.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
      expect(chosen).toMatch(webpCopy);
      expect(widths).toContain(Number(webpCopy.exec(chosen)?.[1]));
      for (const request of requests) {
        expect(request.url).toMatch(webpCopy);
        expect(request.type).toBe('image/webp');
      }
    });
  });
}

test('the list’s first row of pictures loads first, the others lazily; the product page opens on its main picture with high priority', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/products');
  const images = page.getByTestId('product-card').locator('img');
  await expect(images.first()).toBeVisible();
  // The first row opens the page: at once and first; the rest wait until they scroll near.
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');

  await page.getByTestId('product-card').first().click();
  const main = page.getByTestId('gallery-main').locator('img');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => main.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname))
    .toMatch(webpCopy);
});
