import { describe, expect, it } from 'vitest';
import { storefrontProductQuerySchema } from '@iot/shared/products';
import {
  activeFilterCount,
  changeProductFilters,
  changeProductPage,
  parseProductFilters,
  productFiltersToParams,
  toggleFilterValue,
  toPriceRangeQuery,
  toProductQuery,
} from './product-filters.ts';

const appId = '7a3e19b5-239f-4864-8a9e-ca2cc37140d2';
const tagId = '6b6c7b01-787f-41a0-b1e3-eb3537d733bf';
const deviceTypeId = '0f2d6a0e-5b8e-4b6a-9a52-3c1f0e7d9b21';

describe('parseProductFilters', () => {
  it('gives the defaults for an empty URL', () => {
    const filters = parseProductFilters(new URLSearchParams());
    expect(filters).toMatchObject({
      page: 1,
      limit: 9,
      sort: 'newest',
      search: '',
      minPrice: undefined,
      maxPrice: undefined,
      type: [],
      tag: [],
    });
    expect(activeFilterCount(filters)).toBe(0);
  });

  it('reads every filter, repeated or comma separated', () => {
    const filters = parseProductFilters(
      new URLSearchParams(
        `page=3&limit=12&sort=nameDesc&search=%20tracker%20&minPrice=10&maxPrice=500&type=device,gateway&communicationType=lorawan&communicationType=4g&warrantyMonths=24&application=${appId}&tag=${tagId}&deviceType=${deviceTypeId}&gatewayType=not-a-uuid`,
      ),
    );
    expect(filters).toEqual({
      page: 3,
      limit: 12,
      sort: 'nameDesc',
      search: 'tracker',
      minPrice: 10,
      maxPrice: 500,
      type: ['device', 'gateway'],
      communicationType: ['lorawan', '4g'],
      warrantyMonths: [24],
      application: [appId],
      useCase: [],
      industry: [],
      tag: [tagId],
      deviceType: [deviceTypeId],
      gatewayType: [],
      accessoryType: [],
    });
    expect(activeFilterCount(filters)).toBe(11);
    expect(toProductQuery(filters)).toMatchObject({
      deviceType: [deviceTypeId],
      gatewayType: [],
      application: [appId],
    });
  });

  it('falls back to defaults for values a hand-edited URL may carry', () => {
    const filters = parseProductFilters(
      new URLSearchParams(
        'page=-2&limit=7&sort=cheapest&minPrice=abc&type=robot&communicationType=morse&warrantyMonths=x&industry=not-a-uuid',
      ),
    );
    expect(filters).toMatchObject({
      page: 1,
      limit: 9,
      sort: 'newest',
      minPrice: undefined,
      type: [],
      communicationType: [],
      warrantyMonths: [],
      industry: [],
    });
  });

  it('swaps a minimum above the maximum', () => {
    expect(parseProductFilters(new URLSearchParams('minPrice=900&maxPrice=100'))).toMatchObject({
      minPrice: 100,
      maxPrice: 900,
    });
  });
});

describe('URL round trip', () => {
  it('writes only what differs from the defaults and reads back the same filters', () => {
    const url = `sort=lowPrice&limit=6&page=2&communicationType=nb-iot&minPrice=0&maxPrice=250&application=${appId}`;
    const filters = parseProductFilters(new URLSearchParams(url));
    const written = productFiltersToParams(filters);
    expect(parseProductFilters(written)).toEqual(filters);
    expect(
      productFiltersToParams(parseProductFilters(new URLSearchParams('sort=newest&limit=9&page=1'))).toString(),
    ).toBe('');
  });

  it('goes back to page 1 whenever filters, sort or page size change', () => {
    const params = new URLSearchParams('page=4&communicationType=lorawan');
    expect(changeProductFilters(params, { sort: 'nameDesc' }).toString()).toBe(
      'communicationType=lorawan&sort=nameDesc',
    );
    expect(changeProductFilters(params, { limit: 12 }).get('page')).toBeNull();
    expect(changeProductPage(params, 5).get('page')).toBe('5');
    expect(changeProductPage(params, 1).get('page')).toBeNull();
  });

  it('toggles a value of a multi-value filter', () => {
    const filters = parseProductFilters(new URLSearchParams('communicationType=lorawan'));
    expect(toggleFilterValue(filters, 'communicationType', '4g')).toEqual({ communicationType: ['lorawan', '4g'] });
    expect(toggleFilterValue(filters, 'communicationType', 'lorawan')).toEqual({ communicationType: [] });
  });
});

describe('API queries', () => {
  it('asks the price range with the other filters but without paging, sort or its own bounds', () => {
    const filters = parseProductFilters(
      new URLSearchParams('page=2&sort=highPrice&minPrice=5&maxPrice=9&type=device&search=lock'),
    );
    expect(toProductQuery(filters)).toMatchObject({
      page: 2,
      sort: 'highPrice',
      minPrice: 5,
      maxPrice: 9,
      type: ['device'],
      search: 'lock',
    });
    const range = toPriceRangeQuery(filters);
    expect(range).toMatchObject({ type: ['device'], search: 'lock' });
    expect(range).not.toHaveProperty('minPrice');
    expect(range).not.toHaveProperty('page');
    expect(range).not.toHaveProperty('sort');
  });
});

describe('reading the URL with the shared storefront query schema', () => {
  it('drops only the bad value of a list, keeping the good ones beside it', () => {
    const filters = parseProductFilters(
      new URLSearchParams(`tag=${tagId},not-a-uuid&type=device&type=robot&warrantyMonths=12,abc,-1`),
    );
    expect(filters.tag).toEqual([tagId]);
    expect(filters.type).toEqual(['device']);
    expect(filters.warrantyMonths).toEqual([12]);
  });

  it('drops what the API would refuse, and what the storefront does not offer', () => {
    const filters = parseProductFilters(
      new URLSearchParams(`page=1.5&limit=48&warrantyMonths=999&search=${'x'.repeat(101)}&minPrice=&maxPrice=-3`),
    );
    // 48 is a page size the API takes, but the storefront offers only 6, 9 and 12 (SPEC §2).
    expect(filters).toMatchObject({
      page: 1,
      limit: 9,
      warrantyMonths: [],
      search: '',
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('never builds an API query the API schema refuses, whatever the URL holds', () => {
    const messy = new URLSearchParams(
      `page=0&limit=abc&sort=%00&search=%20%20&minPrice=1e999&maxPrice=NaN&type=,,&communicationType=lorawan,lorawan&tag=${tagId}&tag=${'z'.repeat(40)}&ids=nope`,
    );
    const parsed = storefrontProductQuerySchema.safeParse(toProductQuery(parseProductFilters(messy)));
    expect(parsed.success).toBe(true);
    expect(parseProductFilters(messy)).toMatchObject({ communicationType: ['lorawan'], tag: [tagId], sort: 'newest' });
  });
});
