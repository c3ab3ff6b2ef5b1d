import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Discount, DiscountBody, DiscountDetail } from '@iot/shared/admin-discounts';
import { serverMessages } from '@iot/shared/server-messages';
import { expectError } from '../../test/auth-helpers.ts';
import { signInDemoCompany } from '../../test/customer-sessions.ts';
import { discountBody } from '../../test/discount-helpers.ts';
import { adminHeaders, createProduct, customerHeaders, placeTestOrder } from '../../test/order-helpers.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

const day = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('back-office discounts on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await adminHeaders(t);
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/marketplace${url}`, headers: admin, payload });

  async function create(overrides: Partial<DiscountBody> = {}): Promise<DiscountDetail> {
    const response = await send('POST', '/discounts', discountBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: DiscountDetail }>().data;
  }

  async function read(id: string): Promise<DiscountDetail> {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace/discounts/${id}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: DiscountDetail }>().data;
  }

  async function list(query: string): Promise<{ data: Discount[]; meta: { total: number } }> {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace/discounts?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('creates, reads and edits a discount; a code is unique whatever its case (409 discountCodeTaken)', async () => {
    const productId = await createProduct(t, { code: 'DSC-P1', price: 20, stock: 5 });
    const created = await create({
      type: 'product',
      productIds: [productId],
      productTypes: ['gateway'],
      countries: ['AE'],
      usageLimit: 5,
      endsAt: new Date(Date.now() + 10 * day).toISOString(),
    });
    expect(created).toMatchObject({ code: 'SPRING10', status: 'active', usedCount: 0, usageLimit: 5, locked: false });
    // A product code keeps its products; the product types it does not use are dropped.
    expect(created.productIds).toEqual([productId]);
    expect(created.productTypes).toEqual([]);

    expectError(
      await send('POST', '/discounts', discountBody({ code: 'spring10' })),
      409,
      serverMessages.discountCodeTaken,
    );
    const other = await create({ code: 'OTHER' });
    expectError(
      await send('PATCH', `/discounts/${other._id}`, discountBody({ code: 'Spring10' })),
      409,
      serverMessages.discountCodeTaken,
    );

    const edited = await send('PATCH', `/discounts/${created._id}`, discountBody({ code: 'SPRING15', percentage: 15 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read(created._id)).toMatchObject({ code: 'SPRING15', percentage: 15, type: 'code', productIds: [] });
  });

  it('refuses a form that breaks the rules, with the message on the field', async () => {
    const refused = [
      [discountBody({ percentage: 0 }), 'percentage'],
      [discountBody({ percentage: 101 }), 'percentage'],
      [discountBody({ type: 'product' }), 'productIds'],
      [discountBody({ type: 'market' }), 'productTypes'],
      [discountBody({ startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }), 'endsAt'],
      [discountBody({ productIds: [randomUUID()], type: 'product' }), 'productIds'],
      [discountBody({ countries: ['AE'], cities: ['nowhere-at-all'] }), 'cities'],
    ] as const;
    for (const [payload, field] of refused) {
      const response = await send('POST', '/discounts', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toContain(field);
    }
    expect((await list('')).meta.total).toBe(3); // only the demo codes
  });

  it('lists by type, status (expired from the end date) and code, with uses so far, paged and sorted', async () => {
    await create({ code: 'ALPHA', endsAt: new Date(Date.now() + day).toISOString() });
    await create({ code: 'BRAVO', endsAt: new Date(Date.now() + day).toISOString() });
    const off = await create({ code: 'CHARLIE' });
    await send('PATCH', `/discounts/${off._id}/status`, { status: 'inactive' });

    expect((await list('search=rav')).data.map((row) => row.code)).toEqual(['BRAVO']);
    expect((await list('status=inactive')).data.map((row) => row.code)).toEqual(['CHARLIE']);
    expect((await list('type=market')).data.map((row) => row.code)).toEqual(['GATEWAY15']);

    t.clock.advance(2 * day);
    const expired = await list('status=expired&sort=code&order=asc');
    expect(expired.data.map((row) => [row.code, row.status])).toEqual([
      ['ALPHA', 'expired'],
      ['BRAVO', 'expired'],
    ]);
    expect((await list('status=active')).data.map((row) => row.code)).not.toContain('ALPHA');
    const page = await list('sort=code&order=asc&limit=2&page=2');
    expect(page.meta.total).toBe(6);
    expect(page.data.map((row) => row.code)).toEqual(['CHARLIE', 'GATEWAY15']);
    expect(page.data[1]).toMatchObject({ usedCount: 0, usageLimit: null });
  });

  it('keeps the history of a used code when it is edited, and locks what its uses were given under', async () => {
    const productId = await createProduct(t, { code: 'DSC-P2', price: 50, stock: 10 });
    const discount = await create({ code: 'USEME', usageLimit: 3 });
    const company = await signInDemoCompany(t);
    const first = await placeTestOrder(t, company.headers, [{ id: productId, quantity: 1 }], { code: 'useme' });
    await placeTestOrder(t, company.headers, [{ id: productId, quantity: 2 }], { code: 'USEME' });

    const used = await read(discount._id);
    expect(used).toMatchObject({ usedCount: 2, locked: true, status: 'active' });
    expect(used.uses).toHaveLength(2);
    expect(used.uses[1]).toEqual(
      expect.objectContaining({
        orderId: first._id,
        orderNumber: first.orderId,
        customer: expect.objectContaining({ kind: 'root', id: company.id, name: expect.any(String) }),
        amount: 5,
        released: false,
      }),
    );

    const locked = await send(
      'PATCH',
      `/discounts/${discount._id}`,
      discountBody({ code: 'USEME2', percentage: 20, usageLimit: 3 }),
    );
    expectError(locked, 409, serverMessages.discountUsedLocked);
    expect(Object.keys(locked.json<{ error: { fields: object } }>().error.fields).sort()).toEqual([
      'code',
      'percentage',
    ]);
    expectError(
      await send('PATCH', `/discounts/${discount._id}`, discountBody({ code: 'USEME', usageLimit: 1 })),
      400,
      serverMessages.discountUsageBelowUses,
    );

    const endsAt = new Date(Date.now() + 30 * day).toISOString();
    const edited = await send(
      'PATCH',
      `/discounts/${discount._id}`,
      discountBody({ code: 'USEME', usageLimit: 2, endsAt }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Its last use is now taken: the code shows used, and its uses stay.
    expect(await read(discount._id)).toMatchObject({ usedCount: 2, usageLimit: 2, status: 'used', endsAt });
    expect((await read(discount._id)).uses).toHaveLength(2);
    expect((await list('status=used')).data.map((row) => row.code)).toEqual(['USEME']);
    expectError(
      await send('PATCH', `/discounts/${discount._id}/status`, { status: 'active' }),
      409,
      serverMessages.discountNoUsesLeft,
    );

    // A higher number of usage re-opens it.
    await send('PATCH', `/discounts/${discount._id}`, discountBody({ code: 'USEME', usageLimit: 5 }));
    expect((await read(discount._id)).status).toBe('active');
  });

  it('activates and deactivates a code; an inactive code is refused at checkout', async () => {
    const productId = await createProduct(t, { code: 'DSC-P3', price: 10, stock: 5 });
    const discount = await create({ code: 'TOGGLE' });
    const customer = await customerHeaders(t);
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: `/marketplace-customer/discounts?code=TOGGLE&items=${productId}:1`,
        headers: customer,
      });

    const off = await send('PATCH', `/discounts/${discount._id}/status`, { status: 'inactive' });
    expect(off.json<{ data: Discount }>().data.status).toBe('inactive');
    expectError(await check(), 404, serverMessages.discountNotFound);
    const on = await send('PATCH', `/discounts/${discount._id}/status`, { status: 'active' });
    expect(on.json<{ data: Discount }>().data.status).toBe('active');
    expect((await check()).statusCode).toBe(200);

    expectError(await send('PATCH', `/discounts/${randomUUID()}/status`, { status: 'active' }), 404);
    expectError(
      await t.app.inject({ method: 'GET', url: `/marketplace/discounts/${discount._id}`, headers: customer }),
      401,
    );
  });

  it('copies a discount: the same fields under a new code', async () => {
    const source = await create({ code: 'SOURCE', percentage: 30, usageLimit: 4, countries: ['AE'], periodDays: 7 });
    const { _id, code, status, usedCount, locked, uses, createdAt, updatedAt, ...fields } = await read(source._id);
    expect([_id, code, status, usedCount, locked, uses.length]).toEqual([source._id, 'SOURCE', 'active', 0, false, 0]);
    expect([createdAt, updatedAt]).toHaveLength(2);
    expectError(await send('POST', '/discounts', { ...fields, code: 'source' }), 409, serverMessages.discountCodeTaken);
    const copy = await create({ ...fields, code: 'SOURCE-COPY' });
    expect(copy).toMatchObject({ ...fields, code: 'SOURCE-COPY', usedCount: 0 });
    expect(copy._id).not.toBe(source._id);
  });

  it('limits a code to the members of its customer groups', async () => {
    const productId = await createProduct(t, { code: 'DSC-P4', price: 10, stock: 5 });
    const groupId = randomUUID();
    const member = randomUUID();
    await t.app.db.execute(sql`insert into customer_groups (id, name) values (${groupId}, 'VIP')`);
    await t.app.db.execute(
      sql`insert into customer_group_members (group_id, owner_kind, owner_id) values (${groupId}, 'company', ${member})`,
    );
    await create({ code: 'VIPONLY', customerGroupIds: [groupId] });
    const check = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/discounts?code=VIPONLY&items=${productId}:1`,
          headers,
        })
      ).statusCode;

    expect(await check(await customerHeaders(t, 'root', member))).toBe(200);
    expect(await check(await customerHeaders(t, 'root'))).toBe(404);
    // The same id as a tenant user is another customer.
    expect(await check(await customerHeaders(t, 'tenant', member))).toBe(404);
  });
});
