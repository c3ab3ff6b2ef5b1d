ALTER TABLE "order_lines" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written: lines ordered before this column keep the one name they were written with, filed
-- under the language of the checkout that placed them (DESIGN §Data), so a reader in that language
-- sees it as before and every other language falls back to it.
UPDATE "order_lines" AS "line"
SET "texts" = jsonb_build_object("checkout"."language", jsonb_build_object('name', "line"."name"))
FROM "orders" AS "order"
JOIN "checkouts" AS "checkout" ON "checkout"."id" = "order"."checkout_id"
WHERE "order"."id" = "line"."order_id" AND "line"."name" <> '';
