-- The trigram operator class of the search index (on Debian it ships with the server package).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort_en" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort_ar" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_visible_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("price_minor","id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_price_desc_idx" ON "products" USING btree ("price_minor" DESC NULLS FIRST,"id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_type_idx" ON "products" USING btree ("type") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_name_en_idx" ON "products" USING btree ("name_sort_en","id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_name_ar_idx" ON "products" USING btree ("name_sort_ar","id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- What the storefront's search matches: code, then name and short name of every language, lower-cased
-- like ILIKE folds case, apart by a control character a search term cannot usefully hold.
CREATE FUNCTION products_search_text(code text, texts jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(code || coalesce((
    SELECT string_agg(chr(31) || coalesce(t.value->>'name', '') || chr(31) || coalesce(t.value->>'shortName', ''), '')
    FROM jsonb_each(texts) AS t(language, value)
  ), ''))
$$;--> statement-breakpoint
CREATE FUNCTION products_keep_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := products_search_text(NEW.code, NEW.texts);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF code, texts ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_search_text();--> statement-breakpoint
UPDATE products SET search_text = products_search_text(code, texts);--> statement-breakpoint
-- A fresh number for every transaction that changes products or their metadata links (txid_current
-- never repeats, even after the row is truncated), so a count remembered with it is known stale.
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_version (id, version) VALUES (1, txid_current())
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER product_metadata_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_metadata
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (1, txid_current());
