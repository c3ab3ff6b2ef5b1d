import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsCompany } from './auth-support.ts';

/**
 * Issue 26: every storefront visitor gets a page rendered by the server, a signed-in shopper with a
 * cart included, and React hydrates it with no error or warning: what is theirs (account menu, cart
 * badge, hearts) renders after hydration in a slot of fixed size, so hydration finds the server's
 * markup exactly as it would render it. React reports a mismatch as a console error (a recoverable
 * error), so any error or warning the page logs fails the test.
 */

// Chromium reports the Permissions-Policy features it does not know; they are about the header, not the page.
const aboutTheHeader = (text: string) => text.startsWith('Error with Permissions-Policy header');

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !aboutTheHeader(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function firstProductPath(page: Page): Promise<string> {
  const listed = await page.request.get('/marketplace-customer/products', { params: { limit: 1, sort: 'nameAsc' } });
  const product = ((await listed.json()) as { data: { _id: string }[] }).data[0];
  if (!product) throw new Error('the demo catalog has no product');
  return `/products/${product._id}`;
}

async function expectCleanHydration(page: Page, productPath: string): Promise<void> {
  const problems = watchConsole(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const language of ['en', 'ar']) {
      for (const path of ['', '/products', productPath]) {
        const response = await page.goto(`/${language}${path}`);
        // Rendered by the server: the page's state script and its heading are in the HTML itself.
        const html = (await response?.text()) ?? '';
        expect(html, `${language}${path}`).toContain('id="rendered-page-state"');
        await page.waitForLoadState('networkidle');
        expect(problems, `/${language}${path} (${scheme})`).toEqual([]);
      }
    }
  }
}

test('an anonymous visitor: home, list and product page hydrate with no error or warning', async ({ page }) => {
  await expectCleanHydration(page, await firstProductPath(page));
});

test('a signed-in shopper with a cart gets server-rendered pages that hydrate with no error or warning', async ({
  page,
}) => {
  const productPath = await firstProductPath(page);
  await page.goto(`/en${productPath}`);
  await signInAsCompany(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toContainText('1');

  // The server renders the product list for this visitor too.
  const list = await page.request.get('/en/products');
  const html = await list.text();
  expect(html).toContain('id="rendered-page-state"');
  expect(html).toContain('data-testid="product-card"');

  await expectCleanHydration(page, productPath);
  // What is theirs appears once the page has hydrated.
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toContainText(/1|١/);
});

// Taking a page over stays light: the build writes no preload lists, which had Vite's helper
// insert a `<link rel="modulepreload">` for each chunk a lazy route reaches (113 on the list page)
// while the page was being taken over (apps/web/vite.config.ts).
test('the list page is taken over with no module preload inserted', async ({ page }) => {
  for (const language of ['en', 'ar']) {
    await page.goto(`/${language}/products`);
    await expect(page.locator('html[data-live]')).toBeAttached();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="modulepreload"]'), language).toHaveCount(0);
  }
});
