import { expect, test } from './fixtures.ts';
import { expectAlert, signInToCms } from './catalog-support.ts';
import { auditServer } from './servers.ts';

/**
 * DESIGN §Operations: every back-office write is recorded. An administrator changes a product's
 * price; the audit log lists the change, and its entry shows the price before and after, in
 * English and in Arabic (right to left, Arabic-Indic digits).
 */
test('a price change shows in the audit log with its before and after, in English and Arabic', async ({ page }) => {
  const origin = auditServer.url;
  await signInToCms(page, origin);
  const response = await page.request.get(`${origin}/marketplace-customer/products?limit=1`);
  const [product] = ((await response.json()) as { data: { _id: string; name: string }[] }).data;
  if (!product) throw new Error('the demo catalog has no product');

  await page.goto(`${origin}/en/cms/products/${product._id}/edit`);
  const price = page.getByRole('textbox', { name: 'Price' });
  await expect(price).not.toHaveValue('');
  const before = Number((await price.inputValue()).replace(/,/g, ''));
  const after = before + 7;
  await price.fill(String(after));
  await page.getByTestId('product-save').click();
  await expectAlert(page, 'Updated Successfully.');

  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(`${origin}/en/cms/audit-log`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const newest = page.getByTestId('audit-row').first();
  await expect(newest).toContainText('Updated');
  await expect(newest).toContainText('Products');
  await expect(newest).toContainText('Demo Admin');

  // The resource filter keeps its choice in the URL.
  await page.getByTestId('audit-resource-filter').locator('..').click();
  await page.getByRole('option', { name: 'Products' }).click();
  await expect(page).toHaveURL(/[?&]resource=products/);
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/cms\/audit-log\/[0-9a-f-]{36}$/);
  const entryId = page.url().split('/').pop() ?? '';

  await expect(page.getByRole('heading', { level: 1, name: 'Updated: Products' })).toBeVisible();
  const change = page.getByTestId('audit-change').filter({ hasText: 'price' });
  await expect(change.getByTestId('audit-before')).toHaveText(String(before));
  await expect(change.getByTestId('audit-after')).toHaveText(String(after));

  await page.goto(`${origin}/ar/cms/audit-log/${entryId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تحديث: المنتجات' })).toBeVisible();
  const arabic = page.getByTestId('audit-change').filter({ hasText: 'price' });
  const arabicDigits = (value: number) => String(value).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
  await expect(arabic.getByTestId('audit-before')).toContainText(arabicDigits(Math.trunc(before)));
  await expect(arabic.getByTestId('audit-after')).toContainText(arabicDigits(Math.trunc(after)));
  await expect(arabic.getByTestId('audit-after')).not.toContainText(/[0-9]/);
  await expect(page.getByRole('columnheader', { name: 'قبل' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'بعد' })).toBeVisible();
});
