import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local.ts';

describe('datetime-local values', () => {
  it('round-trips an instant through the input in the viewer’s time zone', () => {
    const local = toLocalInput('2026-03-04T05:06:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-03-04T05:06:00.000Z');
  });

  it('treats empty as none and leaves unreadable text for the server to refuse', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('nonsense')).toBe('nonsense');
  });

  it('reads only what the input can hold: a day that does not exist goes to the server as typed', () => {
    expect(fromLocalInput('2026-03-04T05:06:07')).toBe(new Date(2026, 2, 4, 5, 6, 7).toISOString());
    expect(fromLocalInput('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    expect(fromLocalInput('2026-03-04 05:06')).toBe('2026-03-04 05:06');
  });
});
