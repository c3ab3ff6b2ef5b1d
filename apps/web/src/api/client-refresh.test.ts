import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, ApiError, isAuthEndpoint } from './client.ts';

/** An unsigned JWT carrying the claims the client routes by (the client never verifies them). */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const storage = new Map<string, string>();
const schema = z.object({ data: z.object({ ok: z.boolean() }) });

function stubBrowser(pathname: string) {
  vi.stubGlobal('window', {
    location: { pathname },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

const unauthorized = () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Access token expired' } });

/** A fake API: protected calls pass only with `valid`; refresh calls answer `next` after a tick. */
function fakeApi(options: { valid: string; next: { accessToken: string; refreshToken: string } }) {
  const calls: { url: string; authorization: string | undefined; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ url, authorization: headers.Authorization, body });
    if (url.endsWith('/auth/refresh')) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json(200, { data: options.next });
    }
    return headers.Authorization === `Bearer ${options.valid}` ? json(200, { data: { ok: true } }) : unauthorized();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshes: () => calls.filter((call) => call.url.endsWith('/auth/refresh')) };
}

beforeEach(() => storage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest on 401 (SPEC §4, §6)', () => {
  it('shares one refresh among concurrent 401s and retries each request with the new token', async () => {
    stubBrowser('/en/profile');
    storage.set('accessToken', 'expired');
    storage.set('refreshToken', 'refresh-1');
    const fresh = jwt({ isAdmin: false, sub: 'u1' });
    const api = fakeApi({ valid: fresh, next: { accessToken: fresh, refreshToken: 'refresh-2' } });

    const results = await Promise.all([1, 2, 3].map(() => apiRequest('/companies/mine', { schema })));

    expect(results).toEqual([{ data: { ok: true } }, { data: { ok: true } }, { data: { ok: true } }]);
    expect(api.refreshes()).toHaveLength(1);
    expect(api.refreshes()[0]).toMatchObject({
      url: '/marketplace-customer/auth/refresh',
      body: { refreshToken: 'refresh-1' },
    });
    expect(storage.get('accessToken')).toBe(fresh);
    expect(storage.get('refreshToken')).toBe('refresh-2');
  });

  it('retries a 401 that arrives after another request’s refresh with the new token, without refreshing again', async () => {
    stubBrowser('/en/profile');
    storage.set('accessToken', 'expired');
    storage.set('refreshToken', 'refresh-1');
    const fresh = jwt({ isAdmin: false, sub: 'u1' });
    const refreshes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        if (url.endsWith('/auth/refresh')) {
          refreshes.push(url);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return json(200, { data: { accessToken: fresh, refreshToken: `refresh-${refreshes.length + 1}` } });
        }
        // The slow call answers its 401 only after the fast call's refresh is over.
        if (url.includes('/slow')) await new Promise((resolve) => setTimeout(resolve, 40));
        return headers.Authorization === `Bearer ${fresh}` ? json(200, { data: { ok: true } }) : unauthorized();
      }),
    );

    const results = await Promise.all([apiRequest('/companies/mine', { schema }), apiRequest('/slow', { schema })]);

    expect(results).toEqual([{ data: { ok: true } }, { data: { ok: true } }]);
    expect(refreshes).toHaveLength(1);
    expect(storage.get('refreshToken')).toBe('refresh-2');
  });

  it('retries only once: a second 401 after the refresh is the answer', async () => {
    stubBrowser('/en/profile');
    storage.set('accessToken', 'expired');
    storage.set('refreshToken', 'refresh-1');
    const api = fakeApi({
      valid: 'never-issued',
      next: { accessToken: jwt({ isAdmin: false }), refreshToken: 'refresh-2' },
    });

    const error = await apiRequest('/companies/mine', { schema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(api.refreshes()).toHaveLength(1);
    expect(api.calls.filter((call) => call.url.endsWith('/companies/mine'))).toHaveLength(2);
  });

  it('fails with the 401 when there is no refresh token, without calling refresh', async () => {
    stubBrowser('/en/cms/products');
    storage.set('cmsAccessToken', 'expired');
    const api = fakeApi({ valid: 'x', next: { accessToken: 'x', refreshToken: 'y' } });

    await expect(apiRequest('/admins/admins/myProfile', { schema })).rejects.toMatchObject({ status: 401 });
    expect(api.refreshes()).toHaveLength(0);
    expect(api.calls).toHaveLength(1);
  });

  it('refreshes in the realm of the URL and stores the new token where its isAdmin claim says', async () => {
    stubBrowser('/ar/cms/dashboard');
    storage.set('cmsAccessToken', 'expired-admin');
    storage.set('cmsRefreshToken', 'admin-refresh');
    storage.set('accessToken', 'customer-token');
    storage.set('refreshToken', 'customer-refresh');
    const admin = jwt({ isAdmin: true, sub: 'a1' });
    const api = fakeApi({ valid: admin, next: { accessToken: admin, refreshToken: 'admin-refresh-2' } });

    await apiRequest('/admins/admins/myProfile', { schema });

    expect(api.refreshes()[0]).toMatchObject({
      url: '/marketplace/admins/auth/refresh',
      body: { refreshToken: 'admin-refresh' },
    });
    expect(storage.get('cmsAccessToken')).toBe(admin);
    expect(storage.get('cmsRefreshToken')).toBe('admin-refresh-2');
    // The marketplace session is untouched.
    expect(storage.get('accessToken')).toBe('customer-token');
    expect(storage.get('refreshToken')).toBe('customer-refresh');
  });

  it('sends a refreshed non-admin token to the marketplace store even when refreshed from a CMS page', async () => {
    stubBrowser('/en/cms/products');
    storage.set('cmsAccessToken', 'expired');
    storage.set('cmsRefreshToken', 'r');
    const customer = jwt({ isAdmin: false });
    fakeApi({ valid: 'unused', next: { accessToken: customer, refreshToken: 'r2' } });

    await apiRequest('/x', { schema }).catch(() => undefined);

    expect(storage.get('accessToken')).toBe(customer);
    expect(storage.get('cmsAccessToken')).toBe('expired');
  });

  it('never refreshes for the sign-in, recovery or refresh endpoints', async () => {
    stubBrowser('/en/cms-login');
    storage.set('cmsRefreshToken', 'r');
    const api = fakeApi({ valid: 'x', next: { accessToken: 'x', refreshToken: 'y' } });

    await expect(apiRequest('/admins/auth/signin', { schema, method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.refreshes()).toHaveLength(0);
    expect(isAuthEndpoint('/companies/login')).toBe(true);
    expect(isAuthEndpoint('/users/verify-password-otp')).toBe(true);
    expect(isAuthEndpoint('/auth/refresh')).toBe(true);
    expect(isAuthEndpoint('/companies/mine')).toBe(false);
    expect(isAuthEndpoint('/admins/admins/myProfile')).toBe(false);
  });

  it('ends the session when the refresh token is refused', async () => {
    stubBrowser('/en/profile');
    storage.set('accessToken', 'expired');
    storage.set('refreshToken', 'revoked');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );

    await expect(apiRequest('/users/mine', { schema })).rejects.toMatchObject({ status: 401 });
    expect(storage.has('accessToken')).toBe(false);
    expect(storage.has('refreshToken')).toBe(false);
  });
});
