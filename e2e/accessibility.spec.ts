import { expect, test } from './fixtures.ts';
import { expectNoSeriousFindings } from './accessibility-support.ts';
import { demo } from './auth-support.ts';
import { productIdByCode, signInToCms } from './catalog-support.ts';

// WCAG 2.1 AA on the main storefront and back-office screens in both languages: axe-core runs in
// the page (from the test dependencies, nothing fetched) and any critical or serious finding fails.

// Up to seven full-page scans per test: more than the default timeout on a busy machine. The scans
// only read, so the tests run side by side on both workers.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  test(`storefront screens have no critical or serious accessibility findings (${language})`, async ({ page }) => {
    const productId = await productIdByCode(page, 'TRK-4G-100');
    for (const path of ['', '/products', `/products/${productId}`, '/contact', '/requestAQuote', '/no/such/page']) {
      await page.goto(`/${language}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('copyright')).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await expectNoSeriousFindings(page, `/${language}${path}`);
    }
  });

  // The back office in three parts, so that each part's scans fit the timeout on a slow machine.
  const backOffice = [
    {
      part: 'catalog and inventory',
      paths: (productId: string) => [
        '/cms/products',
        `/cms/products/${productId}/edit`,
        '/cms/metadata/tags',
        '/cms/inventory',
        `/cms/inventory/${productId}`,
        '/cms/orders',
        '/cms/discounts',
      ],
    },
    {
      part: 'sales and customers',
      paths: () => [
        '/cms/discounts/add',
        '/cms/marketing/home-page-sliders',
        '/cms/marketing/ads/add',
        '/cms/customers',
        '/cms/customers/groups',
        '/cms/licenses',
        '/cms/licenses/new',
      ],
    },
    {
      part: 'tenants and settings',
      paths: () => [
        '/cms/tenants',
        '/cms/tenants/add',
        `/cms/tenants/${demo.tenantId}`,
        `/cms/tenants/${demo.tenantId}/edit`,
        '/cms/settings',
        '/cms/dashboard',
        '/cms/profile',
      ],
    },
  ];

  test(`the back office's sign-in has no critical or serious accessibility findings (${language})`, async ({
    page,
  }) => {
    await page.goto(`/${language}/cms-login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousFindings(page, `/${language}/cms-login`);

    // The tenant's add-user dialog, with its password checklist and country picker.
    await signInToCms(page);
    await page.goto(`/${language}/cms/tenants/${demo.tenantId}`);
    await page.getByTestId('tenant-user-row').first().waitFor();
    await page.getByRole('button', { name: language === 'en' ? 'Add user' : 'إضافة مستخدم' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousFindings(page, `/${language}/cms/tenants/{id} add user`);
  });

  for (const { part, paths } of backOffice) {
    test(`back-office screens (${part}) have no critical or serious accessibility findings (${language})`, async ({
      page,
    }) => {
      await signInToCms(page);
      const productId = await productIdByCode(page, 'TRK-4G-100');
      for (const path of paths(productId)) {
        await page.goto(`/${language}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expectNoSeriousFindings(page, `/${language}${path}`);
      }
    });
  }
}
