CREATE TABLE "sandbox_refunds" (
	"ref" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"reason" text,
	"cancellation" boolean DEFAULT false NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_transactions_order_kind_unique";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "provider_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_ref_sandbox_payments_ref_fk" FOREIGN KEY ("payment_ref") REFERENCES "public"."sandbox_payments"("ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_unique" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_transaction_unique" ON "order_refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_order_request_unique" ON "payment_transactions" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_order_kind_unique" ON "payment_transactions" USING btree ("order_id","kind") WHERE "payment_transactions"."kind" <> 'refund';