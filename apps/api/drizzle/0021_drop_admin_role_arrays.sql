ALTER TABLE "admins" DROP COLUMN "roles";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "permissions";