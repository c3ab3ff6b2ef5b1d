ALTER TABLE "marketing_items" ADD COLUMN "placement" text DEFAULT 'home-bottom' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "ends_at" timestamp with time zone;