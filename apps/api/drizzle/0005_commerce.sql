CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'home' NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"additional_details" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"driver" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"type" text DEFAULT 'STRIPE' NOT NULL,
	"driver" text,
	"provider_ref" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"holder_name" text,
	"account_name" text,
	"iban" text,
	"swift" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"driver" text NOT NULL,
	"provider_ref" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"driver" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"checkout_id" text,
	"payment_method" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"use_number" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"once_per_customer_key" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text DEFAULT 'code' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"percentage" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"minimum_quantity" integer DEFAULT 0 NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"cities" text[] DEFAULT '{}' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"product_types" text[] DEFAULT '{}' NOT NULL,
	"period_days" integer,
	"single_use" boolean DEFAULT false NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_percentage_range" CHECK ("discounts"."percentage" between 1 and 100),
	CONSTRAINT "discounts_usage_within_limit" CHECK ("discounts"."usage_limit" is null or "discounts"."used_count" <= "discounts"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"tenant_id" uuid,
	"idempotency_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"driver" text,
	"payment_ref" text,
	"failure" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"image" text,
	"product_type" text,
	"quantity" integer NOT NULL,
	"shipped_quantity" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"tenant_id" uuid,
	"checkout_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"gift_card_minor" integer DEFAULT 0 NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"discount_id" uuid,
	"discount_code" text,
	"shipping_address" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"estimated_delivery_at" timestamp with time zone,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_owner_idx" ON "addresses" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("owner_kind","owner_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_owner_unique" ON "payment_customers" USING btree ("owner_kind","owner_id","driver");--> statement-breakpoint
CREATE INDEX "payment_methods_owner_idx" ON "payment_methods" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_order_kind_unique" ON "payment_transactions" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_unique" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_use_unique" ON "discount_redemptions" USING btree ("discount_id","use_number") WHERE "discount_redemptions"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_unique" ON "discount_redemptions" USING btree ("discount_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_once_unique" ON "discount_redemptions" USING btree ("discount_id","once_per_customer_key") WHERE "discount_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "discount_redemptions_owner_idx" ON "discount_redemptions" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_unique" ON "discounts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_unique" ON "checkouts" USING btree ("owner_kind","owner_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_order_unique" ON "checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "checkouts_payment_ref_idx" ON "checkouts" USING btree ("payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_unique" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_unique" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_kind","owner_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","placed_at");