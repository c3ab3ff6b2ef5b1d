import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { anyOf, preparedQuery } from './prepared.ts';
import { productsTable } from './schema.ts';

describe('prepared queries', () => {
  it('are built once per database handle', () => {
    const built: object[] = [];
    const query = preparedQuery((db) => {
      built.push(db);
      return { db };
    });
    const pool = {} as Database;
    const transaction = {} as Database;
    expect(query(pool)).toBe(query(pool));
    expect(query(transaction).db).toBe(transaction);
    expect(built).toEqual([pool, transaction]);
  });

  it('take a list of ids as one array parameter, whatever its length', () => {
    const { sql, params } = new PgDialect().sqlToQuery(anyOf(productsTable.id, 'ids'));
    expect(sql).toBe('"products"."id" = any($1)');
    expect(params).toHaveLength(1);
  });
});
