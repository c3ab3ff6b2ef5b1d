import { expect, test } from './fixtures.ts';
import { chooseOption, expectAlert, pngFile, signInToCms } from './catalog-support.ts';
import { stockFreeServer } from './servers.ts';

/**
 * SPEC §6: watad has no back-office stock, so it keeps none: no screen takes or shows a level, the
 * inventory paths are unknown (SPEC §2 sends those to the products page), and a shopper may ask for
 * any quantity.
 */
test('a brand without back-office stock neither takes, shows nor limits stock anywhere', async ({ page }) => {
  const origin = stockFreeServer.url;
  const code = `WTD-${Date.now()}`;
  await signInToCms(page, origin);

  await page.goto(`${origin}/en/cms/products/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Price' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Initial stock' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Watad Door Sensor');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'Price' }).fill('49');
  await chooseOption(page, 'Device type', /^(?!None$)/);
  await page.getByTestId('image-input').setInputFiles(await pngFile('front.png', '#0f766e'));
  await expect(page.getByTestId('image-count')).toHaveText('1/10');
  await page.getByTestId('product-save').click();
  await expectAlert(page, 'Product Added Successfully');
  await expect(page).toHaveURL(/\/en\/cms\/products\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Watad Door Sensor' })).toBeVisible();
  await expect(page.getByText('Stock', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Watad Door Sensor');
  await expect(page.getByTestId('product-stock')).toHaveCount(0);
  await expect(page.getByTestId('manage-stock')).toHaveCount(0);

  // The inventory paths do not exist here: the back office lands on its products page.
  await page.goto(`${origin}/en/cms/inventory/${id}`);
  await expect(page).toHaveURL(`${origin}/en/cms/products`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Stock' })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Inventory' })).toHaveCount(0);

  await page.goto(`${origin}/en/cms/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('orders-by-status')).toBeVisible();
  await expect(page.getByTestId('low-stock')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all' })).toHaveCount(0);

  // The shop: no stock state, and a large quantity is not refused (a quote can ask for it).
  await page.goto(`${origin}/en/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Watad Door Sensor' })).toBeVisible();
  await expect(page.getByTestId('stock-state')).toHaveCount(0);
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('500');
  await quantity.blur();
  await page.waitForTimeout(800);
  await expect(page.getByTestId('quantity-message')).toHaveCount(0);
  await expect(page.locator('#main').getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
    'href',
    /quantity=500/,
  );
});
