import { describe, expect, it } from 'vitest';
import { pathsIn, withLanguage } from './paths.ts';

describe('withLanguage', () => {
  it('rewrites an existing prefix (SPEC §2)', () => {
    expect(withLanguage('/en/products/5', 'ar')).toBe('/ar/products/5');
    expect(withLanguage('/ar', 'en')).toBe('/en');
  });
  it('inserts a prefix where none is', () => {
    expect(withLanguage('/products', 'ar')).toBe('/ar/products');
    expect(withLanguage('/', 'en')).toBe('/en');
  });
  it('does not mistake a path that starts with the letters of a language', () => {
    expect(withLanguage('/enterprise', 'ar')).toBe('/ar/enterprise');
  });
});

describe('pathsIn', () => {
  const en = pathsIn('en');
  const ar = pathsIn('ar');

  it('puts the language segment in front of every storefront and CMS link', () => {
    expect(en.home()).toBe('/en');
    expect(ar.home()).toBe('/ar');
    expect(en.products()).toBe('/en/products');
    expect(ar.product('7a3e19b5-239f-4864-8a9e-ca2cc37140d2')).toBe(
      '/ar/products/7a3e19b5-239f-4864-8a9e-ca2cc37140d2',
    );
    expect(en.about()).toBe('/en/aboutUs');
    expect(ar.terms()).toBe('/ar/termsAndConditions');
    expect(en.cmsLogin()).toBe('/en/cms-login');
    expect(ar.cms.productEdit('p1')).toBe('/ar/cms/products/p1/edit');
    expect(en.cms.productGroup('g1')).toBe('/en/cms/products/groups/g1');
    expect(en.cms.metadataTranslate('use-cases', 'm1')).toBe('/en/cms/metadata/use-cases/m1/translate');
    expect(en.cms.requests()).toBe('/en/cms/requests');
  });

  it('escapes ids, so a strange id cannot leave its segment', () => {
    expect(en.product('a/b?c')).toBe('/en/products/a%2Fb%3Fc');
    expect(en.cms.product('../x')).toBe('/en/cms/products/..%2Fx');
  });

  it('writes query values once each, lists as repeated parameters, and leaves empty ones out', () => {
    expect(en.products({ application: 'a1' })).toBe('/en/products?application=a1');
    expect(en.products({ type: ['device', 'gateway'], search: '', tag: undefined })).toBe(
      '/en/products?type=device&type=gateway',
    );
    expect(en.products({ type: [] })).toBe('/en/products');
    expect(ar.requestQuote({ product: 'p1', quantity: 3 })).toBe('/ar/requestAQuote?product=p1&quantity=3');
    expect(en.requestQuote({ product: ['p1', 'p2'] })).toBe('/en/requestAQuote?product=p1&product=p2');
    expect(en.products({ search: 'a&b=c' })).toBe('/en/products?search=a%26b%3Dc');
  });

  it('puts links stored in the CMS into the UI language', () => {
    expect(ar.stored('/products?type=device')).toBe('/ar/products?type=device');
    expect(en.stored('/')).toBe('/en');
  });
});
