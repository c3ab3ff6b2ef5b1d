CREATE TABLE "currency_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" text NOT NULL,
	"products_converted" integer NOT NULL,
	"shipping_rates_converted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "currency_changes_created_idx" ON "currency_changes" USING btree ("created_at");--> statement-breakpoint-- Hand-written (DESIGN §Data: settings' amounts are minor units with their currency): each shipping
-- price { country, amount } in major units of the settings currency becomes { country, amountMinor,
-- currency }, by that currency's ISO 4217 minor unit (the table in packages/shared/src/money.ts).
UPDATE "settings" SET "value" = jsonb_set("value", '{shippingRates}', coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'country', rate->'country',
    'amountMinor', round((rate->>'amount')::numeric * power(10, CASE
      WHEN "value"->>'currency' IN ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 3
      WHEN "value"->>'currency' IN ('CLF', 'UYW') THEN 4
      WHEN "value"->>'currency' IN ('BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF') THEN 0
      ELSE 2 END))::integer,
    'currency', "value"->'currency'
  ) ORDER BY ordinality)
  FROM jsonb_array_elements("value"->'shippingRates') WITH ORDINALITY AS rates(rate, ordinality)
), '[]'::jsonb))
WHERE jsonb_typeof("value"->'shippingRates') = 'array';
