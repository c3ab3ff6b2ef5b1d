-- Issue 12: a written product finds its name-order neighbours through these indexes, a few entries
-- at a time, instead of reading every product's names; hidden products have keys too, so the
-- storefront's partial indexes (visible only) do not serve it.
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_sort_en","id");--> statement-breakpoint
CREATE INDEX "products_name_ar_idx" ON "products" USING btree ("name_sort_ar","id");
