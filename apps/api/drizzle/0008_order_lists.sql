CREATE INDEX "payment_transactions_created_idx" ON "payment_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");