-- Issue 12: every instance keeps the storefront's public answers in memory and forgets them when
-- what they are made of changes, whichever instance (or script) changed it. One notification per
-- statement, naming the table and the transaction (PostgreSQL sends a transaction's identical
-- notifications once, and a listener hearing one on several connections knows it for the same);
-- they arrive at the commit.
CREATE FUNCTION "notify_public_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('public_data_changed', TG_TABLE_NAME || ' ' || pg_current_xact_id());
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_metadata_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_metadata" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_relations_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_relations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventory_levels_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventory_levels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "metadata_items_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metadata_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_groups_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_group_members_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_group_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "marketing_items_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "marketing_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
