import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderRefundsTable, type OrderRefundRow } from './order-table.ts';

export async function insertOrderRefund(db: Database, values: typeof orderRefundsTable.$inferInsert): Promise<void> {
  await db.insert(orderRefundsTable).values(values);
}

export async function findOrderRefunds(db: Database, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefundsTable)
    .where(eq(orderRefundsTable.orderId, orderId))
    .orderBy(asc(orderRefundsTable.createdAt));
}

export async function findOrderRefundOfTransaction(
  db: Database,
  transactionId: string,
): Promise<OrderRefundRow | undefined> {
  const [row] = await db.select().from(orderRefundsTable).where(eq(orderRefundsTable.transactionId, transactionId));
  return row;
}
