import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkoutAr } from '../apps/web/src/locales/checkout.ar.ts';
import { checkoutEn } from '../apps/web/src/locales/checkout.en.ts';
import { adminAccessToken, uniqueSuffix } from './auth-support.ts';

/**
 * A product the shopper can buy, created as the back office would: an uploaded picture, a price
 * and an initial stock (DESIGN §Data: stock is written by inventory, here through the create).
 */
export async function createBuyableProduct(
  request: APIRequestContext,
  origin: string,
  { name, price, stock }: { name: string; price: number; stock: number },
): Promise<{ id: string; name: string; code: string }> {
  const token = await adminAccessToken(request, origin);
  const headers = { Authorization: `Bearer ${token}` };
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${origin}/marketplace/files`, {
    headers,
    params: { purpose: 'image' },
    multipart: { file: { name: 'product.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const code = `CHK-${uniqueSuffix()}`;
  const created = await request.post(`${origin}/marketplace/products`, {
    headers,
    data: { name, code, price, type: 'integration', platformType: 'cloud', images: [image], stock, visible: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: { _id: string } }).data;
  return { id: product._id, name, code };
}

/**
 * The signed-in customer checks out the cart on /{language}/cart: the shipping step, the saved
 * default address, a new sandbox card that the bank accepts (4242), the code when given, then the order.
 */
export async function checkoutWithNewCard(
  customer: Page,
  origin: string,
  code?: string,
  language: 'en' | 'ar' = 'en',
): Promise<void> {
  const texts = language === 'ar' ? (checkoutAr as typeof checkoutEn) : checkoutEn;
  await customer.goto(`${origin}/${language}/cart`);
  await customer.getByTestId('cart-checkout').click();
  const flow = customer.getByTestId('checkout-flow');
  await flow.getByRole('button', { name: texts.continue }).click();
  // The address step has replaced the first one before its own Continue is pressed.
  await expect(flow.getByRole('radio', { name: texts.address.new })).toBeVisible();
  await flow.getByRole('button', { name: texts.continue }).click(); // the saved default address
  await flow.getByRole('radio', { name: texts.payment.newCard }).check();
  await flow.getByRole('textbox', { name: texts.card.number }).fill('4242 4242 4242 4242');
  await flow.getByRole('textbox', { name: texts.card.expiry }).fill('12/34');
  await flow.getByRole('textbox', { name: texts.card.cvc }).fill('123');
  await flow.getByRole('textbox', { name: texts.card.holderName }).fill('Mona Saleh');
  await flow.getByRole('button', { name: texts.continue }).click();
  if (code) {
    await flow.getByRole('textbox', { name: texts.receipt.code }).fill(code.toLowerCase());
    await flow.getByRole('button', { name: texts.receipt.applyCode }).click();
    await expect(flow.getByTestId('applied-code')).toContainText(code);
  }
  await flow.getByTestId('place-order').click();
  await expect(customer.getByTestId('order-placed')).toBeVisible();
}
