import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressLimit, type Address } from '@iot/shared/addresses';
import { bearer, expectError } from '../../test/auth-helpers.ts';
import { signInDemoCompany, signInDemoTenantUser } from '../../test/customer-sessions.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';
import { describeAddress, readOwnAddress, saveAddress } from './address-reader.ts';

const url = '/marketplace-customer/addresses';

const dubaiHome = {
  name: 'Home',
  type: 'home',
  country: 'AE',
  city: 'AE-DU-dubai',
  address: 'Marina Walk, Tower 3, Flat 1204',
  fullName: 'Layla Haddad',
  phoneNumber: '+971 50 123 4567',
  additionalDetails: 'Ring twice',
} as const;

describe.each(databaseTargets())('saved addresses on $name', (target) => {
  const t = useTestApp(target);

  /** A customer with an empty address book (a root user the seed knows nothing of). */
  async function newCustomer(kind: 'root' | 'tenant' = 'root') {
    return bearer(await t.customerToken({ kind }));
  }

  async function add(headers: Record<string, string>, body: object = dubaiHome, language = 'en') {
    return t.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': language }, payload: body });
  }
  async function added(headers: Record<string, string>, body: object = dubaiHome): Promise<Address> {
    const response = await add(headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Address }>().data;
  }
  async function list(headers: Record<string, string>, language = 'en'): Promise<Address[]> {
    const response = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Address[] }>().data;
  }
  const defaults = async (headers: Record<string, string>) =>
    (await list(headers)).filter((address) => address.isDefault).map((address) => address._id);

  it('saves, lists, reads, changes (partly) and removes an address, naming country and city in the request language', async () => {
    const customer = await newCustomer();
    const saved = await added(customer);
    expect(saved).toEqual({
      _id: expect.any(String),
      ...dubaiHome,
      countryName: 'United Arab Emirates',
      cityName: 'Dubai',
      isDefault: true,
    });
    expect(await list(customer)).toEqual([saved]);

    const arabic = await t.app.inject({
      method: 'GET',
      url: `${url}/${saved._id}`,
      headers: { ...customer, 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json<{ data: Address }>().data).toMatchObject({
      countryName: 'الإمارات العربية المتحدة',
      cityName: 'Dubai',
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${saved._id}`,
      headers: customer,
      payload: { city: 'AE-SH-sharjah', additionalDetails: '' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ data: Address }>().data).toEqual({
      ...saved,
      city: 'AE-SH-sharjah',
      cityName: 'Sharjah',
      additionalDetails: '',
    });

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${saved._id}`, headers: customer });
    expect(removed.statusCode).toBe(204);
    expect(await list(customer)).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: `${url}/${saved._id}`, headers: customer }), 404);
  });

  it('makes the first address the default whatever it says, and moves the flag to one saved or marked as default', async () => {
    const customer = await newCustomer();
    const first = await added(customer, { ...dubaiHome, isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await added(customer, { ...dubaiHome, name: 'Office' });
    expect(second.isDefault).toBe(false);
    expect(await defaults(customer)).toEqual([first._id]);

    const third = await added(customer, { ...dubaiHome, name: 'Warehouse', isDefault: true });
    expect(third.isDefault).toBe(true);
    expect(await defaults(customer)).toEqual([third._id]);

    const marked = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${second._id}`,
      headers: customer,
      payload: { isDefault: true },
    });
    expect(marked.json<{ data: Address }>().data.isDefault).toBe(true);
    expect(await defaults(customer)).toEqual([second._id]);
    // The default comes first in the list.
    expect((await list(customer))[0]?._id).toBe(second._id);

    // The default is moved, never simply cleared: the book keeps one.
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${second._id}`,
      headers: customer,
      payload: { isDefault: false },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await defaults(customer)).toEqual([second._id]);
  });

  it('makes the newest remaining address the default when the default is removed', async () => {
    const customer = await newCustomer();
    const oldest = await added(customer, { ...dubaiHome, name: 'Oldest' });
    const middle = await added(customer, { ...dubaiHome, name: 'Middle' });
    const newest = await added(customer, { ...dubaiHome, name: 'Newest' });
    expect(middle.isDefault).toBe(false);

    await t.app.inject({ method: 'DELETE', url: `${url}/${oldest._id}`, headers: customer });
    expect(await defaults(customer)).toEqual([newest._id]);

    // Removing an address that is not the default leaves the default where it is.
    await t.app.inject({ method: 'DELETE', url: `${url}/${middle._id}`, headers: customer });
    expect(await defaults(customer)).toEqual([newest._id]);
    await t.app.inject({ method: 'DELETE', url: `${url}/${newest._id}`, headers: customer });
    expect(await list(customer)).toEqual([]);
  });

  it('keeps exactly one default when a new customer saves several addresses at once', async () => {
    const customer = await newCustomer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => add(customer, { ...dubaiHome, name: `Address ${n}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(await list(customer)).toHaveLength(20);
    expect(await defaults(customer)).toHaveLength(1);
  });

  it('refuses an unknown country, an unknown city and a city of another country, also in a partial change', async () => {
    const customer = await newCustomer();
    expect(expectError(await add(customer, { ...dubaiHome, country: 'ZZ' }), 400).fields).toEqual({
      country: 'Country is invalid',
    });
    expect(expectError(await add(customer, { ...dubaiHome, city: 'AE-DU-atlantis' }), 400).fields).toEqual({
      city: 'City is invalid',
    });
    expect(expectError(await add(customer, { ...dubaiHome, city: 'SA-01-riyadh' }), 400).fields).toEqual({
      city: 'City is invalid',
    });
    const arabic = expectError(await add(customer, { ...dubaiHome, city: 'SA-01-riyadh' }, 'ar'), 400);
    expect(arabic.fields).toEqual({ city: 'قيمة المدينة غير صالحة' });

    const saved = await added(customer);
    // Only the country changes: the stored Dubai is not a Saudi city.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${saved._id}`,
      headers: customer,
      payload: { country: 'SA' },
    });
    expect(expectError(moved, 400).fields).toEqual({ city: 'City is invalid' });
    const both = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${saved._id}`,
      headers: customer,
      payload: { country: 'SA', city: 'SA-01-riyadh' },
    });
    expect(both.json<{ data: Address }>().data).toMatchObject({ countryName: 'Saudi Arabia', cityName: 'Riyadh' });
  });

  it('checks the body with the shared schema: required fields, phone number, unknown fields', async () => {
    const customer = await newCustomer();
    const missing = expectError(await add(customer, { country: 'AE' }), 400);
    expect(missing.fields).toMatchObject({
      city: 'City is required',
      address: 'Address is required',
      fullName: 'Full name is required',
    });
    expect(expectError(await add(customer, { ...dubaiHome, phoneNumber: 'call me' }), 400).fields).toEqual({
      phoneNumber: 'Please enter a valid phone number',
    });
    expectError(await add(customer, { ...dubaiHome, ownerId: randomUUID() }), 400);
    expect(await list(customer)).toEqual([]);
  });

  it(`keeps at most ${addressLimit} addresses per customer and says so`, async () => {
    const customer = await newCustomer();
    for (let n = 0; n < addressLimit; n += 1) await added(customer, { ...dubaiHome, name: `Address ${n}` });
    const refused = await add(customer, { ...dubaiHome, name: 'One too many' });
    expectError(refused, 400, `You can save at most ${addressLimit} addresses. Remove one first.`);
    expect(expectError(await add(customer, dubaiHome, 'ar'), 400).message).toBe(
      'لا يمكنك حفظ أكثر من ٢٠ من العناوين. أزل واحدًا أولًا.',
    );
    expect(await list(customer)).toHaveLength(addressLimit);
  });

  it("answers 404 for another customer's address to GET, PATCH and DELETE, and leaves it as it was", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const saved = await added(owner);
    const target = `${url}/${saved._id}`;
    expectError(await t.app.inject({ method: 'GET', url: target, headers: other }), 404, 'Address not found');
    expectError(
      await t.app.inject({ method: 'PATCH', url: target, headers: other, payload: { fullName: 'Intruder' } }),
      404,
    );
    expectError(
      await t.app.inject({ method: 'PATCH', url: target, headers: other, payload: { isDefault: true } }),
      404,
    );
    expectError(await t.app.inject({ method: 'DELETE', url: target, headers: other }), 404);
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
  });

  it("keeps a tenant user's book apart from its company's; the demo company starts with one default address", async () => {
    const company = await signInDemoCompany(t);
    const tenantUser = await signInDemoTenantUser(t);
    const seeded = await list(company.headers);
    expect(seeded).toEqual([
      expect.objectContaining({ countryName: 'United Arab Emirates', cityName: 'Dubai', isDefault: true }),
    ]);
    expect(await list(tenantUser.headers)).toEqual([]);

    const own = await added(tenantUser.headers);
    expect(own.isDefault).toBe(true);
    expect(await list(tenantUser.headers)).toEqual([own]);
    expect(await list(company.headers)).toEqual(seeded);
    expectError(await t.app.inject({ method: 'GET', url: `${url}/${own._id}`, headers: company.headers }), 404);
    expectError(
      await t.app.inject({ method: 'GET', url: `${url}/${seeded[0]?._id}`, headers: tenantUser.headers }),
      404,
    );
  });

  it('asks for a customer sign-in on every route, before reading the body', async () => {
    const id = randomUUID();
    const admin = bearer(await t.adminToken());
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['GET', `${url}/${id}`],
      ['PATCH', `${url}/${id}`],
      ['DELETE', `${url}/${id}`],
    ] as const) {
      for (const headers of [{}, admin]) {
        const response = await t.app.inject({ method, url: path, headers, payload: {} });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('serves the order workflow: reads only its own address, saves under the book rules, describes an unsaved one', async () => {
    const owner = { kind: 'company', id: randomUUID() } as const;
    const saved = await saveAddress(t.app, owner, { ...dubaiHome });
    expect(saved.isDefault).toBe(true);
    expect(await readOwnAddress(t.app, owner, saved._id)).toEqual(saved);
    await expect(readOwnAddress(t.app, { kind: 'tenant-user', id: owner.id }, saved._id)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await describeAddress(t.app, { ...dubaiHome }, 'ar')).toEqual({
      ...dubaiHome,
      countryName: 'الإمارات العربية المتحدة',
      cityName: 'Dubai',
      isDefault: false,
    });
    await expect(describeAddress(t.app, { ...dubaiHome, city: 'SA-01-riyadh' }, 'en')).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('documents every address route in /docs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(document.paths[url] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths[`${url}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
  });
});
