ALTER TABLE "license_allocations" ALTER COLUMN "tenant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "license_allocations" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "license_events" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_allocations" ADD CONSTRAINT "license_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_events" ADD CONSTRAINT "license_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_company_idx" ON "tenants" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "license_allocations_company_idx" ON "license_allocations" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "license_allocations" ADD CONSTRAINT "license_allocations_one_holder" CHECK (num_nonnulls("license_allocations"."tenant_id", "license_allocations"."company_id") = 1);