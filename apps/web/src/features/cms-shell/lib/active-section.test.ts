import { describe, expect, it } from 'vitest';
import { activeSectionPath } from './active-section.ts';

describe('the navigation section of a back-office page', () => {
  const sections = ['/cms/products', '/cms/products/groups', '/cms/customers', '/cms/customers/groups'];

  it('is the longest section path the page is under', () => {
    expect(activeSectionPath('/cms/customers/groups', sections)).toBe('/cms/customers/groups');
    expect(activeSectionPath('/cms/customers/groups/7/edit', sections)).toBe('/cms/customers/groups');
    expect(activeSectionPath('/cms/customers/7', sections)).toBe('/cms/customers');
    expect(activeSectionPath('/cms/products/groups/add', sections)).toBe('/cms/products/groups');
    expect(activeSectionPath('/cms/products', sections)).toBe('/cms/products');
  });

  it('needs a whole path segment', () => {
    expect(activeSectionPath('/cms/customersx', sections)).toBeUndefined();
    expect(activeSectionPath('/cms/orders', sections)).toBeUndefined();
  });
});
