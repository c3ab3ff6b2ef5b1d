import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MarketingTexts = Record<string, { title?: string; subTitle?: string; description?: string }>;

/** Home page sliders and ads: texts per language, an image, an optional link and a position. */
export const marketingItemsTable = pgTable(
  'marketing_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'sliders' | 'ads'>().notNull(),
    texts: jsonb('texts').$type<MarketingTexts>().notNull(),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    position: text('position').$type<'left' | 'center' | 'right'>().notNull().default('left'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Ads only: where on the home page, and the window shoppers see it in (null: open-ended). */
    placement: text('placement').$type<'home-top' | 'home-middle' | 'home-bottom'>().notNull().default('home-bottom'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('marketing_items_kind_idx').on(table.kind, table.sortOrder)],
);
export type MarketingRow = typeof marketingItemsTable.$inferSelect;
