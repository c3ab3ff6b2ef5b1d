import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isStaffPermission } from '@iot/shared/staff-roles';
import { cmsPages, type RouteHandle } from './router.tsx';

// `virtual:brand` comes from the Vite build; here a brand with every flag on, so the walk meets
// every page a brand can have (inventory only exists with the CMS stock flag).
vi.mock('../lib/brand.ts', async () => {
  const { resolveBrand } = await import('@iot/shared/brands');
  const brand = resolveBrand(undefined);
  const features = Object.fromEntries(Object.keys(brand.features).map((flag) => [flag, true]));
  return { brand: { ...brand, features }, brandLogos: { light: '', dark: '' } };
});

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const pages = flatten(cmsPages(() => () => null)).map((route) => ({
  path: route.index ? '(index)' : (route.path ?? '(no path)'),
  permission: (route.handle as RouteHandle | undefined)?.permission,
}));

describe('the back office pages (cmsPages)', () => {
  it('walks every page, those behind brand flags too', () => {
    expect(pages.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['(index)', 'products', 'inventory/:productId', 'licenses/new', 'admins', '*']),
    );
  });

  it('each declare a permission the roles table knows', () => {
    const undeclared = pages.filter(({ permission }) => !isStaffPermission(permission)).map(({ path }) => path);
    expect(undeclared).toEqual([]);
  });

  it('need a write permission when they add, edit, translate or copy', () => {
    const changing = pages.filter(({ path }) => /(^|\/)(add|new|edit|translate|copy)$/.test(path));
    expect(changing.length).toBeGreaterThan(10);
    expect(changing.filter(({ permission }) => !permission?.endsWith(':write'))).toEqual([]);
  });
});
