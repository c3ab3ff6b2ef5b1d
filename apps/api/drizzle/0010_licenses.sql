CREATE TABLE "license_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"order_line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_allocations_seats_positive" CHECK ("license_allocations"."seats" > 0),
	CONSTRAINT "license_allocations_seats_used_within" CHECK ("license_allocations"."seats_used" >= 0 and "license_allocations"."seats_used" <= "license_allocations"."seats")
);
--> statement-breakpoint
CREATE TABLE "license_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"allocation_id" uuid NOT NULL,
	"tenant_user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"allocation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"admin_id" text,
	"detail" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "license_allocations" ADD CONSTRAINT "license_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_allocations" ADD CONSTRAINT "license_allocations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_allocations" ADD CONSTRAINT "license_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_allocations" ADD CONSTRAINT "license_allocations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_allocation_id_license_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."license_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_tenant_user_id_tenant_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."tenant_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_events" ADD CONSTRAINT "license_events_allocation_id_license_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."license_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "license_allocations_order_line_unique" ON "license_allocations" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "license_allocations_tenant_idx" ON "license_allocations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "license_allocations_created_idx" ON "license_allocations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "license_assignments_user_unique" ON "license_assignments" USING btree ("allocation_id","tenant_user_id");--> statement-breakpoint
CREATE INDEX "license_assignments_user_idx" ON "license_assignments" USING btree ("tenant_user_id");--> statement-breakpoint
CREATE INDEX "license_events_allocation_idx" ON "license_events" USING btree ("allocation_id","created_at");