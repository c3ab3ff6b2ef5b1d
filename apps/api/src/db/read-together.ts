import { isTransaction, type Database } from './database.ts';

/**
 * Independent reads, side by side on the pool (each on a connection of its own), one after another
 * in a transaction: its single connection runs one query at a time, and node-postgres deprecates
 * handing it a query while another waits (refused from pg 9).
 */
export async function readTogether<T extends unknown[]>(
  db: Database,
  reads: [...{ [K in keyof T]: () => Promise<T[K]> }],
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
