import { describe, expect, it } from 'vitest';
import { structuredDataText } from '../../../lib/structured-data.ts';
import { breadcrumbData, productData } from './catalog-structured-data.ts';

const origin = 'https://shop.example.com';
const url = `${origin}/en/products/p1`;
const product = {
  name: 'Tracker </script><script>alert(1)</script>',
  code: 'TRK-1',
  description: 'A tracker',
  images: ['/files/a', '/files/b'],
  price: 129.99,
  currency: 'USD',
  inStock: false,
};

describe('schema.org structured data', () => {
  it('describes a product with absolute images, its brand and an Offer with price, currency and availability', () => {
    expect(productData(product, { brandName: 'Alef IoT', origin, url, showsStock: true })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'TRK-1',
      url,
      description: 'A tracker',
      image: [`${origin}/files/a`, `${origin}/files/b`],
      brand: { '@type': 'Brand', name: 'Alef IoT' },
      offers: {
        '@type': 'Offer',
        url,
        price: 129.99,
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('has no Offer where prices are hidden, and no availability where stock is not shown', () => {
    const hidden = productData({ ...product, price: null }, { brandName: 'Alef IoT', origin, url, showsStock: true });
    expect(hidden).not.toHaveProperty('offers');
    expect(JSON.stringify(hidden)).not.toMatch(/price|availability/i);
    const noStock = productData(product, { brandName: 'Alef IoT', origin, url, showsStock: false });
    expect(noStock.offers).not.toHaveProperty('availability');
  });

  it('numbers a breadcrumb trail from 1', () => {
    const trail = breadcrumbData([
      { name: 'Home', url: `${origin}/en` },
      { name: 'Products', url: `${origin}/en/products` },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${origin}/en/products` },
    ]);
  });

  it('writes script text that no product text can close', () => {
    const text = structuredDataText([productData(product, { brandName: 'A', origin, url, showsStock: false })]);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({ name: product.name });
  });
});
