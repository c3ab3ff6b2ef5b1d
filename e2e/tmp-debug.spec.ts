import { test } from '@playwright/test';
test('debug', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => { await released; await route.continue(); });
  await page.goto('/ar/products', { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
  const rules = () => page.evaluate(() => Array.from(document.querySelectorAll('style[data-emotion]')).flatMap((s) => Array.from((s as HTMLStyleElement).sheet?.cssRules ?? [], (r) => (s as HTMLElement).dataset.emotion!.slice(0, 12) + ' ' + r.cssText.slice(0, 200))));
  const before = new Set(await rules());
  release();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  console.log('NEW', (await rules()).filter((r) => !before.has(r)).join('\n'));
});
