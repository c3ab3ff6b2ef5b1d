-- Issue 12: a stock change names the products whose level it changed, so each instance forgets only
-- the public answers that show those products (http/public-cache.ts), not all of them: a busy shop
-- takes stock on every order. The payload is the table, the transaction and the product ids, comma
-- separated; a statement changing more levels than a notification can name (its payload is kept
-- under 8000 bytes) names none, which forgets every answer, as a TRUNCATE does. An UPDATE that
-- leaves every level as it was (a low-stock threshold) notifies nothing.
CREATE FUNCTION "notify_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT product_id) INTO changed FROM new_levels;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT product_id) INTO changed FROM old_levels;
	ELSE
		SELECT array_agg(DISTINCT coalesce(n.product_id, o.product_id)) INTO changed
		FROM new_levels AS n FULL JOIN old_levels AS o ON o.product_id = n.product_id
		WHERE n.level IS DISTINCT FROM o.level;
	END IF;
	IF changed IS NULL THEN
		RETURN NULL;
	END IF;
	IF cardinality(changed) > 150 THEN
		PERFORM pg_notify('public_data_changed', TG_TABLE_NAME || ' ' || pg_current_xact_id());
	ELSE
		PERFORM pg_notify('public_data_changed',
			TG_TABLE_NAME || ' ' || pg_current_xact_id() || ' ' || array_to_string(changed, ','));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "inventory_levels_public_data_changed" ON "inventory_levels";
--> statement-breakpoint
CREATE TRIGGER "inventory_levels_inserted" AFTER INSERT ON "inventory_levels" REFERENCING NEW TABLE AS new_levels FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventory_levels_updated" AFTER UPDATE ON "inventory_levels" REFERENCING OLD TABLE AS old_levels NEW TABLE AS new_levels FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventory_levels_deleted" AFTER DELETE ON "inventory_levels" REFERENCING OLD TABLE AS old_levels FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventory_levels_truncated" AFTER TRUNCATE ON "inventory_levels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
