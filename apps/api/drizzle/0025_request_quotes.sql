CREATE TABLE "request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quote_status" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quote_lines" jsonb;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quote_currency" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quote_subtotal_minor" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quote_note" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quote_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "quote_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_request_id" uuid;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_request_id_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_unique" ON "orders" USING btree ("quote_request_id");