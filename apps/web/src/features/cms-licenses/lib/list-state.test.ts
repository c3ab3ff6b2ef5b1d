import { describe, expect, it } from 'vitest';
import { readLicenseListState, writeLicenseListState } from './list-state.ts';

describe('the licenses list in the URL', () => {
  it('reads known filters and drops unknown ones', () => {
    const state = readLicenseListState(
      new URLSearchParams('status=suspended&search=fleet&nearlyUsedUp=true&page=2&tenant=not-an-id'),
    );
    expect(state).toEqual({
      page: 2,
      limit: 10,
      search: 'fleet',
      status: 'suspended',
      tenantId: '',
      nearlyUsedUp: true,
    });
    expect(readLicenseListState(new URLSearchParams('status=lost')).status).toBe('');
  });

  it('writes only what differs from the defaults, so it reads back the same', () => {
    const state = readLicenseListState(
      new URLSearchParams('status=expired&tenant=7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a01'),
    );
    const written = writeLicenseListState(state);
    expect(written.toString()).toBe('status=expired&tenant=7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a01');
    expect(readLicenseListState(written)).toEqual(state);
  });
});
