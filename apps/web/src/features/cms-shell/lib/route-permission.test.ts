import { describe, expect, it } from 'vitest';
import { routePermission } from './route-permission.ts';

describe('routePermission', () => {
  it('reads the deepest matched route that declares a permission', () => {
    const matches = [
      { handle: undefined },
      { handle: { permission: 'products:read' } },
      { handle: { permission: 'products:write' } },
    ];
    expect(routePermission(matches)).toBe('products:write');
  });

  it('skips routes that declare none, or a name the roles table does not know', () => {
    const matches = [
      { handle: { permission: 'marketing:write' } },
      { handle: { permission: 'marketing:publish' } },
      { handle: null },
    ];
    expect(routePermission(matches)).toBe('marketing:write');
    expect(routePermission([{ handle: { serverRendered: true } }])).toBeUndefined();
  });
});
