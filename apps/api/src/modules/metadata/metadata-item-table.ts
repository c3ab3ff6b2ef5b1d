import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Texts per language: { en: { title, description }, ar: { … } } (DESIGN §Data: stored per language). */
export type MetadataTexts = Record<string, { title?: string; description?: string | null }>;

export const metadataItemsTable = pgTable(
  'metadata_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    texts: jsonb('texts').$type<MetadataTexts>().notNull(),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('metadata_items_kind_created_idx').on(table.kind, table.createdAt)],
);

export type MetadataItemRow = typeof metadataItemsTable.$inferSelect;
