ALTER TABLE "payment_transactions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_checkout_kind_unique" ON "payment_transactions" USING btree ("checkout_id","kind");--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_idx" ON "payment_transactions" USING btree ("created_at") WHERE "payment_transactions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "checkouts_unsettled_idx" ON "checkouts" USING btree ("updated_at") WHERE "checkouts"."order_id" is null and "checkouts"."released_at" is null;