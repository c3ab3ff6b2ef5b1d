import { describe, expect, it } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import { bearer, post } from '../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp } from '../test/test-app.ts';

const customer = '/marketplace-customer';

describe.each(databaseTargets())('response headers on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: false });

  async function adminSession(): Promise<TokenPair> {
    const response = await post(
      t,
      '/marketplace/admins/auth/signin',
      { username: demoAccounts.admin.email, password: demoAccounts.admin.password },
      await t.captcha(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ data: TokenPair }>().data;
  }

  it('answers that carry tokens or a signed-in user are no-store; public catalog reads are not', async () => {
    const session = await adminSession();
    const refreshed = await post(t, '/marketplace/admins/auth/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const company = await post(
      t,
      `${customer}/companies/login`,
      { username: demoAccounts.company.email, password: demoAccounts.company.password },
      await t.captcha(customer),
    );
    expect(company.statusCode).toBe(200);
    expect(company.headers['cache-control']).toBe('no-store');
    const companyToken = company.json<{ data: { accessToken: string } }>().data.accessToken;

    const signedIn = {
      'GET /marketplace/admins/admins/myProfile': {
        url: '/marketplace/admins/admins/myProfile',
        token: session.accessToken,
      },
      'GET /marketplace/settings': { url: '/marketplace/settings', token: session.accessToken },
      'GET /marketplace-customer/companies/mine': { url: `${customer}/companies/mine`, token: companyToken },
      'GET /marketplace-customer/requests (own requests)': { url: `${customer}/requests`, token: companyToken },
    };
    for (const [name, { url, token }] of Object.entries(signedIn)) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }

    // Public reads are kept but revalidated each time (issue 12): no-cache with an ETag.
    for (const url of [`${customer}/products`, `${customer}/settings`, `${customer}/sliders`, `${customer}/tags`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toMatch(/^"[^"]+"$/);
      expect(String(response.headers.vary), url).toMatch(/Accept-Language/);
    }
  });

  it('answers an unchanged public read with 304 and no body, and a changed one in full', async () => {
    const url = `${customer}/settings`;
    const first = await t.app.inject({ method: 'GET', url });
    const tag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Compressed or not, the tag names the same answer.
    const compressed = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': tag, 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(304);

    const session = await adminSession();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: bearer(session.accessToken),
      payload: { copyright: `© ${Date.now()} Revalidated` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(tag);
    expect(fresh.body).toContain('Revalidated');
  });

  it('every answer carries a Permissions-Policy that denies camera, microphone and geolocation and keeps payment for the site', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: `${customer}/products` }),
      await t.app.inject({ method: 'GET', url: '/marketplace/settings' }),
      await t.app.inject({ method: 'GET', url: '/no/such/path' }),
      await post(t, `${customer}/companies/login`, { username: 'x' }),
    ];
    for (const response of answers) {
      const policy = String(response.headers['permissions-policy']);
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()'])
        expect(policy, `${response.statusCode}`).toContain(denied);
      expect(policy).toContain('payment=(self)');
    }
  });
});
