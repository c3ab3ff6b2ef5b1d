CREATE TABLE "mail_digests" (
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_digests_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- Hand-written: mails stored before delivery was tracked are sent when they have a sent_at; the others are due now, with one attempt made.
UPDATE "mail_outbox" SET "status" = 'sent', "attempts" = 1 WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "attempts" = 1, "next_attempt_at" = now() WHERE "sent_at" IS NULL;
