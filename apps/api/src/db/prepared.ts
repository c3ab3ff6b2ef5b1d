import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/**
 * A query built once per database handle and prepared under its name, for the reads every product
 * answer makes (issue 12: a product page's first read). drizzle builds a query's text anew on each
 * call, and for a product detail missing from the public cache that was about a quarter of the app's
 * CPU (profiled at 10,000 products); a prepared statement is built once, and PostgreSQL parses and
 * plans it once per connection. A transaction is a handle of its own, so it builds its own.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

/** `column = any(:name)`: a list of ids as one array parameter, so one statement fits any length. */
export function anyOf(column: AnyPgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
