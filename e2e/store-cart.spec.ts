import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { ar } from '../apps/web/src/locales/ar.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { adminAccessToken, demo, uniqueSuffix } from './auth-support.ts';
import { brandServers } from './servers.ts';

/**
 * SPEC §2 /cart, §4 cart, §6 cart flag, on alef (cart on, stock numbers hidden): a shopper adds
 * from a product card and from the product page, the header badge counts the items, the cart
 * survives a reload and reaches another tab, the cart page shows the server's prices and the SPEC §5
 * above-stock message, a quantity change and a removal say so, and an anonymous checkout asks to
 * sign in and keeps the cart. In English and in Arabic (right-to-left, Arabic-Indic digits), and at
 * phone width. watad has no cart at all.
 */
type Texts = typeof en;
const languages = [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar as Texts },
] as const;

const origin = brandServers.alef.url;
const arabicIndicDigits = /[٠-٩]/;
const westernDigits = /[0-9]/;
const digits = (value: number, language: 'en' | 'ar') =>
  language === 'ar' ? String(value).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit) : String(value);

type CreatedProduct = { id: string; name: string };

/** A product of its own for each test, with a known stock, created through the back office's API. */
async function createProduct(request: APIRequestContext, stock: number, price = 40): Promise<CreatedProduct> {
  const token = await adminAccessToken(request, origin);
  const list = await request.get(`${origin}/marketplace-customer/products`, { params: { limit: 1 } });
  expect(list.ok()).toBe(true);
  const image = ((await list.json()) as { data: { image: string | null }[] }).data[0]?.image;
  const suffix = uniqueSuffix();
  const name = `Cart probe ${suffix}`;
  const response = await request.post(`${origin}/marketplace/products`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      code: `CART-${suffix}`.toUpperCase(),
      price,
      type: 'integration',
      platformType: 'cloud',
      images: image ? [image] : [],
      stock,
      visible: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { _id: string } };
  return { id: data._id, name };
}

function cartLink(page: Page) {
  return page.getByRole('banner').getByTestId('cart-link');
}

async function expectAlert(page: Page, text: string) {
  const alert = page.locator('[data-alert-type="success"]').filter({ hasText: text });
  await expect(alert).toBeVisible();
  // SPEC §9: alerts hide themselves; closing it keeps the next one from being confused with it.
  await alert.getByRole('button').click();
  await expect(alert).toBeHidden();
}

// The link's name is a plural text (i18next): its form is the language's plural category of the count.
function linkName(texts: Texts, count: number, language: 'en' | 'ar') {
  const form = count === 0 ? 'zero' : new Intl.PluralRules(language).select(count);
  const text = (texts.cart as Record<string, unknown>)[`link_${form}`];
  if (typeof text !== 'string') throw new Error(`cart.link_${form} is missing in ${language}`);
  return text.replace('{{count, number}}', digits(count, language));
}

for (const { language, texts } of languages) {
  test(`a shopper fills the cart from a card and the product page, across a reload and tabs (${language})`, async ({
    page,
    context,
    request,
  }) => {
    const product = await createProduct(request, 3);

    // A card: the compact button adds one and says so; the badge counts it.
    await page.goto(`/${language}/products?search=${encodeURIComponent(product.name)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 0, language));
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    await card.getByRole('button', { name: texts.cart.addNamed.replace('{{name}}', product.name) }).click();
    await expectAlert(page, texts.cart.added);
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 1, language));
    await expect(cartLink(page)).toHaveText(digits(1, language));

    // The product page: the chosen quantity is added to the line (SPEC §4 adding increases).
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('textbox', { name: texts.store.quantity.label }).fill(digits(2, language));
    await page.getByRole('button', { name: texts.cart.add, exact: true }).click();
    await expectAlert(page, texts.cart.added);
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 3, language));

    // The cart now holds the whole stock: one more is refused with the SPEC §5 message.
    await page.getByRole('textbox', { name: texts.store.quantity.label }).fill(digits(1, language));
    await expect(page.getByTestId('quantity-message')).toContainText(
      localizeMessage(serverMessages.quantityAboveStock, language),
    );
    await expect(page.getByRole('button', { name: texts.cart.add, exact: true })).toBeDisabled();

    // A reload keeps the cart; another tab sees a change at once, without reloading.
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 3, language));
    const other = await context.newPage();
    await other.goto(`/${language}/products`);
    await expect(cartLink(other)).toHaveAccessibleName(linkName(texts, 3, language));
    await page.evaluate(() => localStorage.removeItem('cart'));
    await expect(cartLink(other)).toHaveAccessibleName(linkName(texts, 0, language));
    await other
      .getByTestId('product-card')
      .filter({ hasNotText: product.name })
      .first()
      .getByTestId('add-to-cart')
      .click();
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 1, language));
    await other.close();
  });

  test(`the cart page prices lines on the server, flags stock, removes and empties (${language})`, async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, 2, 25);
    const second = await createProduct(request, 50, 10);
    await page.goto(`/${language}/products/${product.id}`);
    await page.getByRole('button', { name: texts.cart.add, exact: true }).click();
    await expectAlert(page, texts.cart.added);
    await page.goto(`/${language}/products/${second.id}`);
    await page.getByRole('textbox', { name: texts.store.quantity.label }).fill(digits(3, language));
    await page.getByRole('button', { name: texts.cart.add, exact: true }).click();
    await expectAlert(page, texts.cart.added);

    await cartLink(page).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/cart$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.cart.title })).toBeVisible();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const first = lines.filter({ hasText: product.name });
    await expect(first.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/${language}/products/${product.id}`,
    );
    // The server's receipt: 1 × 25 + 3 × 10, written in the page's digits.
    const summary = page.getByTestId('cart-summary');
    await expect(summary.getByTestId('cart-summary-items')).toHaveText(digits(4, language));
    await expect(summary.getByTestId('cart-summary-subtotal')).toContainText(digits(55, language));
    const total = (await summary.getByTestId('cart-summary-total').textContent()) ?? '';
    if (language === 'ar') {
      expect(total).toMatch(arabicIndicDigits);
      expect(total).not.toMatch(westernDigits);
    }
    const checkout = page.getByRole('button', { name: texts.cart.checkout });
    await expect(checkout).toBeEnabled();

    // Above the stock of 2: the line says so (SPEC §5) and checkout waits.
    const increase = first.getByRole('button', { name: texts.store.quantity.increase });
    await increase.click();
    await increase.click();
    await expect(first.getByRole('textbox', { name: texts.cart.quantityOf })).toHaveValue(digits(3, language));
    await expect(first.getByTestId('cart-line-problem')).toHaveText(
      localizeMessage(serverMessages.quantityAboveStock, language),
    );
    await expect(checkout).toBeDisabled();
    await expect(page.getByText(texts.cart.problemsHint)).toBeVisible();
    await first.getByRole('button', { name: texts.store.quantity.decrease }).click();
    await expect(first.getByTestId('cart-line-problem')).toHaveCount(0);
    await expect(summary.getByTestId('cart-summary-subtotal')).toContainText(digits(80, language));
    await expect(checkout).toBeEnabled();
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 5, language));

    // Remove says so; clearing asks first; the empty state links to the products.
    await first.getByRole('button', { name: texts.cart.removeNamed.replace('{{name}}', product.name) }).click();
    await expectAlert(page, texts.cart.removed);
    await expect(lines).toHaveCount(1);
    const clear = summary.getByRole('button', { name: texts.cart.clear });
    await clear.click();
    const dialog = page.getByRole('dialog', { name: texts.cart.clearTitle });
    await dialog.getByRole('button', { name: texts.cart.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(lines).toHaveCount(1);
    await clear.click();
    await dialog.getByRole('button', { name: texts.cart.clearConfirm }).click();
    await expect(page.getByTestId('empty-state')).toContainText(texts.cart.empty);
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 0, language));
    await page.getByRole('link', { name: texts.cart.browse }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/products$`));
  });

  test(`an anonymous checkout asks to sign in and keeps the cart on /cart (${language})`, async ({ page, request }) => {
    const product = await createProduct(request, 10);
    await page.goto(`/${language}/products/${product.id}`);
    await page.getByRole('button', { name: texts.cart.add, exact: true }).click();
    await page.goto(`/${language}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByText(texts.cart.signInHint)).toBeVisible();

    await page.getByRole('button', { name: texts.cart.checkout }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: texts.auth.login })).toBeVisible();
    await dialog.getByRole('textbox', { name: texts.auth.rootLogin.username }).fill(demo.companyEmail);
    await dialog.getByRole('textbox', { name: texts.auth.password, exact: true }).fill(demo.companyPassword);
    await dialog.getByRole('button', { name: texts.auth.login, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`/${language}/cart$`));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(product.name);
    await expect(cartLink(page)).toHaveAccessibleName(linkName(texts, 1, language));
    await expect(page.getByText(texts.cart.signInHint)).toHaveCount(0);
  });
}

test('a product that vanished from the catalog stays removable and blocks checkout', async ({ page, request }) => {
  const kept = await createProduct(request, 10);
  const gone = await createProduct(request, 10);
  for (const product of [kept, gone]) {
    await page.goto(`/en/products/${product.id}`);
    await page.getByRole('button', { name: en.cart.add, exact: true }).click();
    await expectAlert(page, en.cart.added);
  }
  const token = await adminAccessToken(request, origin);
  const deleted = await request.delete(`${origin}/marketplace/products/${gone.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  await page.goto('/en/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: kept.name })).toBeVisible();
  const vanished = lines.filter({ has: page.getByTestId('cart-line-problem') });
  await expect(vanished.getByTestId('cart-line-problem')).toHaveText(serverMessages.productUnavailable);
  await expect(page.getByRole('button', { name: en.cart.checkout })).toBeDisabled();
  await vanished.getByTestId('cart-line-remove').click();
  await expectAlert(page, en.cart.removed);
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('button', { name: en.cart.checkout })).toBeEnabled();
});

test('at phone width the cart link stays in the header and the cart page fits the screen', async ({
  page,
  request,
}) => {
  const product = await createProduct(request, 10);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const { language, texts } of languages) {
    await page.goto(`/${language}/products/${product.id}`);
    await page.getByRole('button', { name: texts.cart.add, exact: true }).click();
    const link = cartLink(page);
    await expect(link).toBeInViewport();
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    // The alert that says the product was added sits below the header, not over the cart link.
    const added = page.locator('[data-alert-type="success"]').filter({ hasText: texts.cart.added });
    await expect(added).toBeVisible();
    expect((await added.boundingBox())?.y).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0));
    await link.click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-summary-total')).not.toBeEmpty();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.evaluate(() => localStorage.removeItem('cart'));
  }
});

test('a product out of stock cannot be added, from its card or its page', async ({ page, request }) => {
  const product = await createProduct(request, 0);
  await page.goto(`/en/products?search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name });
  await expect(card.getByRole('button', { name: en.cart.addNamed.replace('{{name}}', product.name) })).toBeDisabled();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('button', { name: en.cart.add, exact: true })).toBeDisabled();
  await expect(cartLink(page)).toHaveAccessibleName(en.cart.link_zero);
});

test('a brand without the cart flag shows no cart link, no add buttons and no /cart page', async ({ page }) => {
  await page.goto(`${brandServers.watad.url}/en/products`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveCount(0);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await page.getByTestId('product-card').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await page.goto(`${brandServers.watad.url}/en/cart`);
  await expect(page.getByRole('heading', { name: 'Page Not Found !' })).toBeVisible();
});
