import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, ApiError, buildQuery, isCmsPath, mapIds } from './client.ts';

describe('buildQuery', () => {
  it('drops empty and null values (SPEC §5) and keeps zero and false', () => {
    expect(buildQuery({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x y' })).toBe('?d=0&e=false&f=x+y');
  });
  it('repeats array values and answers nothing for an empty query', () => {
    expect(buildQuery({ tag: ['a', '', 'b'] })).toBe('?tag=a&tag=b');
    expect(buildQuery({ a: null })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('mapIds', () => {
  it('renames _id to id at every depth and leaves other keys alone', () => {
    expect(mapIds({ _id: '1', items: [{ _id: '2', name: 'x' }], meta: { total: 1 } })).toEqual({
      id: '1',
      items: [{ id: '2', name: 'x' }],
      meta: { total: 1 },
    });
  });
});

describe('isCmsPath', () => {
  it('chooses the realm by whether the URL contains /cms (SPEC §6)', () => {
    expect(isCmsPath('/en/cms/products')).toBe(true);
    expect(isCmsPath('/cms')).toBe(true);
    expect(isCmsPath('/ar/cms-login')).toBe(true);
    expect(isCmsPath('/en/products/cms-gateway')).toBe(false);
    expect(isCmsPath('/en')).toBe(false);
  });
});

describe('apiRequest', () => {
  const storage = new Map<string, string>();
  function stubBrowser(pathname: string) {
    vi.stubGlobal('window', {
      location: { pathname },
      localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.clear();
  });

  it('sends the realm token, language and timezone, and validates and maps the answer', async () => {
    stubBrowser('/ar/cms/products');
    storage.set('language', 'ar');
    storage.set('cmsAccessToken', 'cms-token');
    storage.set('accessToken', 'customer-token');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { _id: 'p1' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiRequest('/products/p1', {
      schema: z.object({ data: z.object({ _id: z.string() }) }),
      query: { q: '' },
    });

    expect(result).toEqual({ data: { id: 'p1' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/marketplace/products/p1');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer cms-token');
    expect(headers['Accept-Language']).toBe('ar');
    expect(headers.timezone).toBeTruthy();
  });

  it('turns the error envelope into an ApiError and falls back to the default text', async () => {
    stubBrowser('/en');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'Code taken' } }), { status: 409 }),
      ),
    );
    await expect(apiRequest('/x', { schema: z.unknown() })).rejects.toMatchObject({
      status: 409,
      message: 'Code taken',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    const error = await apiRequest('/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Something wrong happened! Please try again.');
  });

  it('refuses an answer that does not match its schema', async () => {
    stubBrowser('/en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: 1 }), { status: 200 })),
    );
    await expect(apiRequest('/x', { schema: z.object({ data: z.string() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
