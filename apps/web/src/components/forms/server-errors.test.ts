import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { showServerErrorOnFields, showServerFieldErrors } from './server-errors.ts';

const invalid = new ApiError(400, 'VALIDATION_ERROR', 'Please check the fields.', {
  email: 'Enter a valid email.',
  'lines.1.quantity': 'Enter a whole number.',
});

describe('showServerFieldErrors', () => {
  it('puts each of the server’s per-field messages on the field of that path, focusing the first', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(invalid, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Enter a valid email.' }, { shouldFocus: true }],
      ['lines.1.quantity', { type: 'server', message: 'Enter a whole number.' }, { shouldFocus: false }],
    ]);
  });

  it('places them under a prefix where the form keeps the body in a part of its own', () => {
    const setError = vi.fn();
    showServerFieldErrors(invalid, setError, 'ar.');
    expect(setError.mock.calls.map(([path]) => path)).toEqual(['ar.email', 'ar.lines.1.quantity']);
  });

  it('places nothing for an answer without fields, or for a failure that is not the API’s', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(new ApiError(409, 'CONFLICT', 'Outdated.'), setError)).toBe(false);
    expect(showServerFieldErrors(new TypeError('Failed to fetch'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('showServerErrorOnFields', () => {
  it('places only the fields asked for, focusing the first', () => {
    const setError = vi.fn();
    expect(showServerErrorOnFields(invalid, setError, ['email', 'password'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Enter a valid email.' }, { shouldFocus: true }],
    ]);
  });

  it('puts the server’s message on the fallback fields when it named none of them', () => {
    const setError = vi.fn();
    const wrong = new ApiError(401, 'UNAUTHORIZED', 'Wrong email or password.');
    expect(showServerErrorOnFields(wrong, setError, ['email'], ['password'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['password', { type: 'server', message: 'Wrong email or password.' }, { shouldFocus: true }],
    ]);
  });
});
