import { describe, expect, it } from 'vitest';
import { tenantListQuerySchema } from '@iot/shared/auth';
import { inventoryListQuerySchema } from '@iot/shared/inventory';
import { licenseAllocationListQuerySchema } from '@iot/shared/licenses';
import { productListQuerySchema } from '@iot/shared/products';
import { requestListQuerySchema } from '@iot/shared/requests';
import { parseListSearch, serializeListSearch } from './use-list-search.ts';

const read = (text: string) => parseListSearch(inventoryListQuerySchema, new URLSearchParams(text));
const write = (state: Parameters<typeof serializeListSearch<typeof inventoryListQuerySchema>>[1]) =>
  serializeListSearch(inventoryListQuerySchema, state).toString();

describe('a list state in the URL', () => {
  it('reads filters, sort, search and paging with the list query schema', () => {
    expect(read('stock=low&sort=levelAsc&page=3&limit=20&search=%20gw%20')).toEqual({
      page: 3,
      limit: 20,
      stock: 'low',
      sort: 'levelAsc',
      search: 'gw',
    });
  });

  it("falls back to each field's default for what the schema refuses, keeping the rest", () => {
    const defaults = { page: 1, limit: 10, stock: 'all', sort: 'nameAsc', search: undefined };
    expect(read('')).toEqual(defaults);
    expect(read('stock=gone&sort=x&page=-2&limit=7')).toEqual(defaults);
    expect(read('page=2.5&limit=abc')).toEqual(defaults);
    expect(read(`page=0&search=${'x'.repeat(101)}&stock=out`)).toEqual({ ...defaults, stock: 'out' });
  });

  it('offers only the page sizes of the lists, starting at ten whatever the API defaults to', () => {
    expect(parseListSearch(requestListQuerySchema, new URLSearchParams('limit=50')).limit).toBe(50);
    expect(parseListSearch(requestListQuerySchema, new URLSearchParams('limit=100')).limit).toBe(10);
    expect(parseListSearch(requestListQuerySchema, new URLSearchParams('')).limit).toBe(10);
    expect(
      parseListSearch(productListQuerySchema, new URLSearchParams('limit=12&sort=cheap&type=robot&visible=maybe')),
    ).toEqual({ page: 1, limit: 10, sort: 'newest', search: undefined, type: undefined, visible: undefined });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(write({ page: 1, limit: 10, stock: 'all', sort: 'nameAsc', search: ' ' })).toBe('');
    expect(write({ page: 2, limit: 50 })).toBe('page=2&limit=50');
    const state = { page: 2, limit: 50, stock: 'out' as const, sort: 'updatedDesc' as const, search: 'sensor' };
    expect(read(write(state))).toEqual(state);
    const tenants = { page: 2, limit: 20, search: 'ops@harbour' };
    expect(parseListSearch(tenantListQuerySchema, serializeListSearch(tenantListQuerySchema, tenants))).toEqual(
      tenants,
    );
  });

  it('keeps a field under its URL name, and turns the flags the schema transforms back into text', () => {
    const urlKeys = { tenantId: 'tenant' };
    const tenantId = '7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a01';
    const params = new URLSearchParams(`status=expired&tenant=${tenantId}&nearlyUsedUp=true`);
    const state = parseListSearch(licenseAllocationListQuerySchema, params, urlKeys);
    expect(state).toMatchObject({ page: 1, status: 'expired', tenantId, nearlyUsedUp: true });
    const written = serializeListSearch(licenseAllocationListQuerySchema, state, urlKeys);
    expect(written.toString()).toBe(`status=expired&tenant=${tenantId}&nearlyUsedUp=true`);
    expect(parseListSearch(licenseAllocationListQuerySchema, written, urlKeys)).toEqual(state);
    const junk = new URLSearchParams('status=lost&tenant=not-an-id&nearlyUsedUp=yes');
    expect(parseListSearch(licenseAllocationListQuerySchema, junk, urlKeys)).toMatchObject({
      status: undefined,
      tenantId: undefined,
      nearlyUsedUp: undefined,
    });
  });
});
