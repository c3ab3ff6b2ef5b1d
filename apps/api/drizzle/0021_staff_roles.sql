ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'read-only' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "roles";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "permissions";--> statement-breakpoint
-- Hand-written: every administrator so far could do everything, so each becomes a super admin
-- who has joined (DESIGN §Operations: staff roles).
UPDATE "admins" SET "role" = 'super-admin', "joined_at" = "created_at";
