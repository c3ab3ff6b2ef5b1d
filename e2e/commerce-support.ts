import sharp from 'sharp';
import { expect, type APIRequestContext } from '@playwright/test';
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
