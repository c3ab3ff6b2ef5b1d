import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../apps/api/src/modules/auth/access-token.ts';
import { listCities } from '../../apps/api/src/modules/locations/location-data.ts';
import { cartLinesToQuery, type Pricing } from '../../packages/shared/src/cart.ts';
import { sandboxToken } from '../../packages/shared/src/sandbox-cards.ts';
import type { ProductCard } from '../../packages/shared/src/products.ts';

/** What the load targets need from a seeded app, found by the app process and sent to the bench. */
export type Fixtures = {
  /** Up to 1,000 visible products, for the detail target to rotate over. */
  productIds: string[];
  /** An application that some products but not all are linked to. */
  applicationId: string;
  /** `items=` of a 5-line cart of devices. */
  cartQuery: string;
  /** An order of one product with stock for the whole run, paid with the sandbox's 4242 card. */
  order: { body: string; authorization: string };
  /**
   * What a signed-in shopper's browser keeps (localStorage), for Lighthouse: a marketplace access
   * token and a cart of five devices.
   */
  shopperStorage: Record<string, string>;
};

type Rows = { rows: Record<string, unknown>[] };

async function get<T>(appUrl: string, path: string): Promise<T> {
  const response = await fetch(`${appUrl}${path}`);
  if (!response.ok) throw new Error(`bench fixtures: GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function findFixtures(app: FastifyInstance, appUrl: string): Promise<Fixtures> {
  const rows = (sql: Parameters<FastifyInstance['db']['execute']>[0]) =>
    app.db.execute(sql).then((result) => (result as unknown as Rows).rows);
  const productIds = (
    await rows(sql`select id from products where visible order by created_at desc, id limit 1000`)
  ).map((row) => String(row.id));
  // The most linked application: a filter that keeps a share of the catalog, not one product.
  const [application] = await rows(
    sql`select item_id from product_metadata where kind = 'applications' group by item_id order by count(*) desc, item_id limit 1`,
  );
  if (!application) throw new Error('bench fixtures: no product is linked to an application');

  const signFor = (realm: 'admin' | 'customer', extra: object = {}) =>
    signAccessToken(
      app.tokenSecret,
      {
        sub: randomUUID(),
        realm,
        isAdmin: realm === 'admin',
        permissions: [],
        ...(realm === 'admin' ? { role: 'super-admin' as const } : {}),
        ...extra,
      },
      '2h',
    );
  const cartProducts = await get<ProductCard[]>(appUrl, '/marketplace-customer/products?limit=5&type=device');
  const cartQuery = cartLinesToQuery(cartProducts.map((product) => ({ id: product._id, quantity: 1 })));

  const stocked = await fetch(`${appUrl}/marketplace/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signFor('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench stock',
      code: 'BENCH-STOCK',
      price: 10,
      type: 'integration',
      platformType: 'cloud',
      images: cartProducts[0]?.image ? [cartProducts[0].image] : [],
      stock: 1_000_000,
    }),
  });
  if (!stocked.ok) throw new Error(`bench product: ${stocked.status} ${await stocked.text()}`);
  const benchProduct = ((await stocked.json()) as { data: { _id: string } }).data._id;
  const items = [{ id: benchProduct, quantity: 1 }];
  const receipt = await get<Pricing>(appUrl, `/marketplace-customer/orders/pricing?items=${cartLinesToQuery(items)}`);
  const [city] = await listCities('AE', 'en');
  const body = JSON.stringify({
    items,
    address: {
      country: 'AE',
      city: city?.id,
      address: 'Bench street 1',
      fullName: 'Bench Buyer',
      phoneNumber: '+971500000000',
    },
    payment: { kind: 'card', token: sandboxToken('4242424242424242', 12, 2030), holderName: 'Bench Buyer' },
    receipt: {
      currency: receipt.currency,
      total: receipt.total,
      lines: receipt.lines.map((line) => ({ productId: line.productId, unitPrice: line.unitPrice })),
    },
  });
  const customerToken = await signFor('customer', { kind: 'root' });
  return {
    productIds,
    applicationId: String(application.item_id),
    cartQuery,
    order: { body, authorization: `Bearer ${customerToken}` },
    shopperStorage: {
      accessToken: customerToken,
      accountKind: 'root',
      cart: JSON.stringify(
        Object.fromEntries(cartProducts.map((product) => [product._id, { id: product._id, quantity: 1 }])),
      ),
    },
  };
}
