import type { ResponsiveImageWidth } from '@iot/shared/files';
import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The stored copies of a file: as uploaded (re-encoded), the thumbnail, and WebP at each responsive width. */
export type FileVariant = 'original' | 'thumbnail' | `${ResponsiveImageWidth}.webp`;

export const filesTable = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose').$type<'image' | 'document'>().notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull(),
  width: integer('width'),
  height: integer('height'),
  storage: text('storage').$type<'fs' | 'postgres'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type FileRow = typeof filesTable.$inferSelect;

/** File bytes for the `postgres` storage driver (several API instances sharing one database). */
export const fileBlobsTable = pgTable(
  'file_blobs',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => filesTable.id, { onDelete: 'cascade' }),
    variant: text('variant').$type<FileVariant>().notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.variant] })],
);
