import { describe, expect, it } from 'vitest';
import { displayName, initials } from './auth.ts';

// SPEC §3: display name and initials use first and last name when present, otherwise the username.
describe('displayName', () => {
  it.each([
    ['first and last name', { firstName: 'Layla', lastName: 'Haddad', username: 'acme.sensors' }, 'Layla Haddad'],
    ['first name only', { firstName: 'Layla', lastName: null, username: 'acme.sensors' }, 'Layla'],
    ['last name only', { firstName: null, lastName: 'Haddad', username: 'acme.sensors' }, 'Haddad'],
    ['neither (null)', { firstName: null, lastName: null, username: 'acme.sensors' }, 'acme.sensors'],
    ['neither (absent)', { username: 'acme.sensors' }, 'acme.sensors'],
    ['neither (empty)', { firstName: '', lastName: '', username: 'acme.sensors' }, 'acme.sensors'],
    ['blank names', { firstName: '   ', lastName: '\t', username: 'acme.sensors' }, 'acme.sensors'],
    [
      'a blank first name beside a last name',
      { firstName: '  ', lastName: 'Haddad', username: 'acme.sensors' },
      'Haddad',
    ],
    [
      'names with spaces around them',
      { firstName: ' Layla  ', lastName: '  Haddad ', username: 'acme.sensors' },
      'Layla Haddad',
    ],
    ['Arabic names', { firstName: 'ليلى', lastName: 'حداد', username: 'acme.sensors' }, 'ليلى حداد'],
  ])('%s', (_case, user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['first and last name', { firstName: 'Layla', lastName: 'Haddad', username: 'acme.sensors' }, 'LH'],
    ['lower-case names', { firstName: 'layla', lastName: 'haddad', username: 'acme.sensors' }, 'LH'],
    ['first name only', { firstName: 'Layla', lastName: null, username: 'acme.sensors' }, 'L'],
    ['last name only', { firstName: null, lastName: 'Haddad', username: 'acme.sensors' }, 'H'],
    ['neither: two letters of the username', { firstName: null, lastName: null, username: 'acme.sensors' }, 'AC'],
    ['neither (absent)', { username: 'x' }, 'X'],
    ['blank names', { firstName: ' ', lastName: '  ', username: 'fleet.user' }, 'FL'],
    ['names with spaces around them', { firstName: '  layla ', lastName: ' haddad', username: 'acme.sensors' }, 'LH'],
    ['Arabic names (no case to change)', { firstName: 'ليلى', lastName: 'حداد', username: 'acme.sensors' }, 'لح'],
    ['an Arabic first name only', { firstName: 'سمير', lastName: null, username: 'fleet.user' }, 'س'],
  ])('%s', (_case, user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});
