import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentWebhookEventsTable } from './payment-table.ts';

/**
 * Records a provider's event id; false when it was recorded before (a replay or a retried
 * delivery), decided by the primary key so two deliveries at once cannot both pass.
 */
export async function recordWebhookEvent(
  db: Database,
  event: { eventId: string; driver: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEventsTable)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEventsTable.eventId });
  return rows.length > 0;
}

/** Forgets an event whose handling failed, so the provider's next delivery of it is handled. */
export async function forgetWebhookEvent(db: Database, eventId: string): Promise<void> {
  await db.delete(paymentWebhookEventsTable).where(eq(paymentWebhookEventsTable.eventId, eventId));
}
