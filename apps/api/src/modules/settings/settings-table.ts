import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Settings } from '@iot/shared/settings';

/** One row per scope ('global' today); the document is validated by the shared schema on every write. */
export const settingsTable = pgTable('settings', {
  scope: text('scope').primaryKey(),
  value: jsonb('value').$type<Settings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
