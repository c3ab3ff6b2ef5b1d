import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  compiledSerializer({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

describe('compiled response serializer', () => {
  it('writes only the properties the schema names, as zod stripped them', () => {
    const serialize = compile(
      z.object({
        data: z.object({ _id: z.string(), name: z.string(), tags: z.array(z.object({ title: z.string() })) }),
      }),
    );
    const row = { _id: 'p1', name: 'Tracker', passwordHash: 'secret', tags: [{ title: 'GPS', internal: 1 }] };
    expect(JSON.parse(serialize({ data: row }))).toEqual({
      data: { _id: 'p1', name: 'Tracker', tags: [{ title: 'GPS' }] },
    });
  });

  it('writes nulls, optional fields, unions, records and free-form values', () => {
    const serialize = compile(
      z.object({
        price: z.number().nullable(),
        note: z.string().optional(),
        status: z.union([z.literal('active'), z.object({ reason: z.string() })]),
        totals: z.record(z.string(), z.number()),
        extra: z.unknown(),
      }),
    );
    const value = { price: null, status: { reason: 'sold out' }, totals: { USD: 12.5 }, extra: { any: ['thing'] } };
    expect(JSON.parse(serialize(value))).toEqual(value);
    expect(JSON.parse(serialize({ ...value, price: 3, note: 'n', status: 'active' }))).toEqual({
      ...value,
      price: 3,
      note: 'n',
      status: 'active',
    });
  });

  it('escapes strings so that any text round-trips, Arabic and control characters included', () => {
    const serialize = compile(z.object({ name: z.string() }));
    const name = 'جهاز "تتبع"\n\u2028</script>\\';
    expect(JSON.parse(serialize({ name }))).toEqual({ name });
  });

  it('refuses an answer that lacks a required property rather than sending a malformed one', () => {
    const serialize = compile(z.object({ _id: z.string(), name: z.string() }));
    expect(() => serialize({ _id: 'p1' })).toThrow(/name/);
  });
});
