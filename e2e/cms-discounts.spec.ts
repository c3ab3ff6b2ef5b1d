import { expect, test } from './fixtures.ts';
import { discountsAr } from '../apps/web/src/locales/discounts.ar.ts';
import { signInAsCompany, uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { checkoutWithNewCard, createBuyableProduct } from './commerce-support.ts';
import { shortCooldownServer } from './servers.ts';

// senzfy sells (SPEC §6: cart and orders on) on a database of its own.
const shop = shortCooldownServer.url;

/**
 * An administrator creates a single-use code (SPEC §2 /cms/discounts/add), a
 * customer uses it at checkout, and the list shows it 'used' (SPEC §4), in English and in Arabic.
 */
test('a single-use code created in the back office is used at checkout and then shows used', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const code = `ONCE${uniqueSuffix()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-8)
    .toUpperCase()}`;
  const product = await createBuyableProduct(request, shop, {
    name: `Discounted tracker ${code}`,
    price: 80,
    stock: 5,
  });

  await signInToCms(page, shop);
  await page.goto(`${shop}/en/cms/discounts`);
  await page.getByRole('link', { name: 'Add discount' }).click();
  await page.getByTestId('discount-code').fill(code);
  await page.getByTestId('discount-percentage').fill('25');
  await page.getByTestId('discount-singleUse').check();
  await page.getByRole('button', { name: 'Create discount' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Discount Added Successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/cms\/discounts$/);
  await expect(page.getByTestId(`discount-row-${code}`).getByTestId('discount-status')).toHaveText('Active');

  // The customer shops in a browser of their own (a storefront sign-in ends the CMS session, SPEC §4).
  const shopper = await browser.newContext();
  const customer = await shopper.newPage();
  await customer.goto(`${shop}/en`);
  await signInAsCompany(customer);
  await customer.goto(`${shop}/en/products/${product.id}`);
  await customer.getByTestId('add-to-cart').first().click();
  await checkoutWithNewCard(customer, shop, code);
  await shopper.close();

  await page.goto(`${shop}/en/cms/discounts?search=${code}`);
  const row = page.getByTestId(`discount-row-${code}`);
  await expect(row.getByTestId('discount-status')).toHaveText('Used');
  await expect(row).toContainText('1');
  await page.goto(`${shop}/ar/cms/discounts?search=${code}&status=used`);
  await expect(page.getByTestId(`discount-row-${code}`).getByTestId('discount-status')).toHaveText(
    discountsAr.statuses.used,
  );
});
