import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Faq, ProductFile } from '@iot/shared/products';
import { metadataItemsTable } from '../metadata/metadata-item-table.ts';

/** Translatable product texts per language (DESIGN §Data): { en: { name, shortName, description, faqs }, ar: … }. */
export type ProductTexts = Record<string, { name?: string; shortName?: string; description?: string; faqs?: Faq[] }>;

export const productsTable = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    texts: jsonb('texts').$type<ProductTexts>().notNull(),
    /**
     * Money in minor units of `currency` (DESIGN §Data: money always with its currency): 12999 USD
     * is 129.99, 12999 KWD is 12.999. The currency is the settings currency when the price was
     * written, so changing the settings currency never reinterprets a stored price.
     */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    type: text('type').notNull(),
    deviceTypeId: uuid('device_type_id').references(() => metadataItemsTable.id, { onDelete: 'set null' }),
    gatewayTypeId: uuid('gateway_type_id').references(() => metadataItemsTable.id, { onDelete: 'set null' }),
    accessoryTypeId: uuid('accessory_type_id').references(() => metadataItemsTable.id, { onDelete: 'set null' }),
    subscriptionType: text('subscription_type'),
    subscriptionPeriod: text('subscription_period'),
    connectivityType: text('connectivity_type'),
    platformType: text('platform_type'),
    notificationPackageType: text('notification_package_type'),
    notificationLimit: integer('notification_limit'),
    communicationTypes: jsonb('communication_types').$type<string[]>().notNull().default([]),
    warrantyMonths: integer('warranty_months').notNull().default(0),
    documentations: jsonb('documentations').$type<ProductFile[]>().notNull().default([]),
    certifications: jsonb('certifications').$type<ProductFile[]>().notNull().default([]),
    visible: boolean('visible').notNull().default(true),
    /**
     * Order-preserving keys of the name in each storefront language (DESIGN §Data, docs/decisions.md
     * "Name order and search by index"): compared byte by byte ("C"), they sort as Intl.Collator sorts
     * the names, so the database pages a name sort through an index although it has no ICU. Null until
     * placed (a bulk insert); `rebuildNameSortKeys` fills them.
     */
    nameSortEn: text('name_sort_en'),
    nameSortAr: text('name_sort_ar'),
    /** Code, names and short names of every language, lower-cased, kept by a trigger for the trigram index. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_code_unique').on(sql`lower(${table.code})`),
    index('products_type_idx').on(table.type),
    index('products_created_idx').on(table.createdAt),
    // The storefront's orders, visible products only, each ending with the id the pages tie on: a page
    // (or the ids of a deep page) is read off one index.
    index('products_visible_newest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.visible}`),
    index('products_visible_price_idx')
      .on(table.priceMinor, table.id)
      .where(sql`${table.visible}`),
    index('products_visible_price_desc_idx')
      .on(table.priceMinor.desc().nullsFirst(), table.id)
      .where(sql`${table.visible}`),
    index('products_visible_name_en_idx')
      .on(table.nameSortEn, table.id)
      .where(sql`${table.visible}`),
    // Counts the type filter (the storefront's categories) off the index alone.
    index('products_visible_type_idx')
      .on(table.type)
      .where(sql`${table.visible}`),
    index('products_visible_name_ar_idx')
      .on(table.nameSortAr, table.id)
      .where(sql`${table.visible}`),
    // Every product's keys, hidden ones included: a written product finds its name-order neighbours
    // through these, a few entries at a time (name-order.ts nameOrderNeighbours).
    index('products_name_en_idx').on(table.nameSortEn, table.id),
    index('products_name_ar_idx').on(table.nameSortAr, table.id),
    index('products_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
export type ProductRow = typeof productsTable.$inferSelect;
export type ProductInsert = typeof productsTable.$inferInsert;

/**
 * One row whose number moves, by triggers, with every change to the products or their metadata links:
 * a storefront count remembered with the number it was counted at is still right while the number is
 * the same, on every instance (the list reads the number with its page, in the same query).
 */
export const catalogVersionTable = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Tags, applications, use cases and industries of a product. */
export const productMetadataTable = pgTable(
  'product_metadata',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => productsTable.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => metadataItemsTable.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.itemId] }),
    index('product_metadata_item_idx').on(table.itemId),
  ],
);

export const productRelationKinds = ['related-accessory', 'similar-product', 'similar-package', 'includes'] as const;
export type ProductRelationKind = (typeof productRelationKinds)[number];

/** Product-to-product links; `quantity` only means something for what a package includes. */
export const productRelationsTable = pgTable(
  'product_relations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => productsTable.id, { onDelete: 'cascade' }),
    relatedId: uuid('related_id')
      .notNull()
      .references(() => productsTable.id, { onDelete: 'cascade' }),
    relation: text('relation').$type<ProductRelationKind>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.relation, table.relatedId] }),
    index('product_relations_related_idx').on(table.relatedId),
  ],
);
