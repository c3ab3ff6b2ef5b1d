import { expect, test } from './fixtures.ts';

// Every response carries a Permissions-Policy (apps/api/src/http/response-headers.ts); a feature the
// browser does not know costs a console warning on every page ("Error with Permissions-Policy
// header: Unrecognized feature: …"), which hides the warnings that matter.

for (const path of ['/en', '/ar/products', '/en/cms-login']) {
  test(`${path} loads without a Permissions-Policy warning in the console`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Unrecognized feature/i.test(message.text())) warnings.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    await page.waitForLoadState('load');
    expect(warnings).toEqual([]);
  });
}
