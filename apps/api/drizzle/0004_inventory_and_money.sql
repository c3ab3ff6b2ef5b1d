CREATE TABLE "inventory_levels" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_levels_level_not_negative" CHECK ("inventory_levels"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"reason" text NOT NULL,
	"delta" integer NOT NULL,
	"level_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD CONSTRAINT "inventory_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
-- Hand-edited (DESIGN §Data): price_cents becomes price_minor with the currency it was written in,
-- the settings currency of the day (USD when settings were never saved).
ALTER TABLE "products" RENAME COLUMN "price_cents" TO "price_minor";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "products" SET "currency" = coalesce((SELECT "value"->>'currency' FROM "settings" WHERE "scope" = 'global'), 'USD');--> statement-breakpoint
-- price_cents were hundredths of the major unit whatever the currency; minor units follow ISO 4217
-- (packages/shared/src/money.ts): KWD 123.45 was 12345 and is now 123450; a 0-decimal currency
-- rounds to whole units (JPY 129.99 was never a real price).
UPDATE "products" SET "price_minor" = CASE
  WHEN "currency" IN ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN "price_minor" * 10
  WHEN "currency" IN ('CLF', 'UYW') THEN "price_minor" * 100
  WHEN "currency" IN ('BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF') THEN round("price_minor" / 100.0)::integer
  ELSE "price_minor" END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
-- Hand-edited: each product's stock moves into the inventory module with one ledger row explaining it.
INSERT INTO "inventory_levels" ("product_id", "level", "version") SELECT "id", greatest("stock", 0), 1 FROM "products";--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "actor_kind", "actor_id", "reason", "delta", "level_after") SELECT "id", 'system', NULL, 'Stock before the inventory ledger', greatest("stock", 0), greatest("stock", 0) FROM "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock";