import { describe, expect, it } from 'vitest';
import { withFakeStripe } from './test/fake-stripe.ts';
import { databaseTargets, useTestApp } from './test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** What a client must never see in an error answer. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/); // stack frames
  expect(text).not.toMatch(/node_modules|\/src\/|stack/i);
}

describe.each(databaseTargets())('the server on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: false });

  it('answers errors in the request language', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/marketplace/settings' });
    expect(english.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Authentication required', requestId: english.headers['x-request-id'] },
    });
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/marketplace/settings',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'يلزم تسجيل الدخول', requestId: arabic.headers['x-request-id'] },
    });
  });

  it('GET /health answers ok with a reachable database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a 404 error envelope', async () => {
    for (const url of ['/marketplace/x', '/marketplace-customer/nothing/here?x=1', '/marketplace']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<ErrorBody>(), url).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) },
      });
    }
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/marketplace-customer/settings' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json<ErrorBody>().error.code).toBe('NOT_FOUND');
  });

  it('answers a body that is not valid JSON with a 400 error envelope, no stack trace', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: { authorization: `Bearer ${await t.adminToken()}`, 'content-type': 'application/json' },
      payload: '{"copyright": "half a doc',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toEqual(expect.any(String));
    expectNoInternals(response.body);
  });

  it('answers a body over the size limit with 413 in the error envelope', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: { authorization: `Bearer ${await t.adminToken()}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ copyright: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().error.code).toBe('PAYLOAD_TOO_LARGE');
    expectNoInternals(response.body);
  });

  it('sends security headers on answers and on errors', async () => {
    for (const url of ['/marketplace-customer/settings', '/marketplace/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      // The sandbox's card fields and the proof-of-work captcha are our own: no Stripe or Google origin is allowed.
      expect(response.headers['content-security-policy'], url).not.toContain('stripe.com');
      expect(response.headers['content-security-policy'], url).not.toMatch(/google\.com|gstatic\.com/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('says the answer varies with Accept-Language', async () => {
    for (const url of [
      '/marketplace-customer/settings',
      '/marketplace-customer/metadata/v1/Countries',
      '/marketplace/x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
      expect(String(response.headers.vary), url).toMatch(/\bAccept-Language\b/i);
    }
  });

  it('serves an OpenAPI document at /docs/json that lists the API routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/marketplace/settings'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch']),
    );
    expect(document.paths['/marketplace-customer/settings']).toHaveProperty('get');
    expect(document.paths['/marketplace-customer/metadata/v1/Countries']).toHaveProperty('get');
    expect(document.paths['/marketplace-customer/metadata/cities/v1/{id}']).toHaveProperty('get');
  });

  it('documents the storefront catalog (SPEC §7 customer GETs) with typed query parameters', async () => {
    type Parameter = {
      name: string;
      in: string;
      schema?: { type?: string; items?: { type?: string; format?: string; enum?: string[] } };
    };
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Parameter[]; responses?: Record<string, unknown> }>>;
    }>();
    const storefrontPaths = [
      '/products',
      '/products/{id}',
      '/products/price-range',
      '/sliders',
      '/ads',
      '/applications',
      '/industries',
      '/use-cases',
      '/device-types',
      '/gateway-types',
      '/accessory-types',
      '/tags',
    ];
    for (const path of storefrontPaths)
      expect(document.paths[`/marketplace-customer${path}`], path).toHaveProperty('get');

    const query = (path: string) =>
      new Map(
        (document.paths[path]?.get?.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, parameter.schema]),
      );
    const products = query('/marketplace-customer/products');
    const scalars = {
      page: 'integer',
      limit: 'integer',
      sort: 'string',
      minPrice: 'number',
      maxPrice: 'number',
      search: 'string',
    };
    for (const [name, type] of Object.entries(scalars)) expect(products.get(name)?.type, name).toBe(type);
    // Repeated or comma-separated lists: documented as arrays of the values they accept.
    expect(products.get('communicationType')).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: expect.arrayContaining(['lorawan', '4g']) },
    });
    for (const name of ['deviceType', 'gatewayType', 'accessoryType']) {
      expect(products.get(name), name).toMatchObject({ type: 'array', items: { type: 'string', format: 'uuid' } });
      expect(query('/marketplace-customer/products/price-range').get(name)?.type, `price-range ${name}`).toBe('array');
    }
    // Every documented filter says what it takes, preprocessed ones included.
    for (const [name, schema] of products) expect(schema?.type, name).toEqual(expect.any(String));
    expect(document.paths['/marketplace-customer/products/{id}/availability']?.get?.responses).toHaveProperty('429');
  });
});

describe.each(databaseTargets())('the server with Stripe configured on $name', (target) => {
  // The headers come from the configuration alone: nothing here calls Stripe.
  const t = useTestApp(target, { resetEachTest: false, configure: withFakeStripe({ url: 'http://127.0.0.1:9' }) });

  it("lets the page load Stripe.js and Stripe's card frames, and nothing else from elsewhere", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/marketplace-customer/settings' });
    const policy = response.headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' https://js.stripe.com;");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe.each(databaseTargets())('the server with Google reCAPTCHA configured on $name', (target) => {
  // The headers come from the configuration alone: nothing here calls Google.
  const t = useTestApp(target, {
    resetEachTest: false,
    configure: (config) => ({
      ...config,
      captcha: { ...config.captcha, recaptcha: { siteKey: 'site-key', secretKey: 'secret-key' } },
    }),
  });

  it("lets the sign-in pages load Google's reCAPTCHA script and frames, on pages and API answers alike", async () => {
    for (const url of ['/en/cms-login', '/marketplace-customer/settings', '/marketplace/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = response.headers['content-security-policy'] ?? '';
      expect(policy, url).toContain(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
      );
      expect(policy, url).toContain(
        "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
      );
      expect(policy, url).toMatch(/connect-src 'self' https:\/\/www\.google\.com\/recaptcha\/(;|$)/);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toContain('stripe.com');
    }
  });
});
