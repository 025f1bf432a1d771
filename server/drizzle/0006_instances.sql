-- Several API instances on one database (issue 16, docs/adr/0021-several-instances-on-one-postgresql.md).
-- Rate-limit counters shared by every instance. UNLOGGED: not written to the WAL (cheaper per hit,
-- not replicated) and emptied after a crash, which only forgets who was being throttled.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
-- Secrets every instance must share (the JWT signing key when JWT_SECRET is not set).
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Any committed change to what the caches hold (reference data, the catalogue, a variant coming into
-- or going out of stock) is announced on the channel dukkan_cache, whoever makes it: an instance, a
-- script or psql. NOTIFY is sent at commit, once per transaction and table; every instance LISTENs
-- and drops its caches. A checkout that leaves stock above zero changes nothing a cache holds (lists
-- show in stock or not; a product's page reads stock live), so it announces nothing: commits that
-- NOTIFY are serialised by PostgreSQL, and checkouts should not be.
CREATE FUNCTION "dukkan_notify_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('dukkan_cache', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "currencies_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_notify_cache"();--> statement-breakpoint
CREATE TRIGGER "countries_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_notify_cache"();--> statement-breakpoint
CREATE TRIGGER "contact_info_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_info" FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_notify_cache"();--> statement-breakpoint
CREATE TRIGGER "categories_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_notify_cache"();--> statement-breakpoint
CREATE TRIGGER "brands_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_notify_cache"();--> statement-breakpoint
CREATE TRIGGER "products_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_notify_cache"();--> statement-breakpoint
CREATE TRIGGER "product_details_cache" AFTER INSERT OR DELETE OR TRUNCATE ON "product_details" FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_notify_cache"();--> statement-breakpoint
CREATE TRIGGER "product_details_cache_update" AFTER UPDATE ON "product_details" FOR EACH ROW
	WHEN ((OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0) OR (to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock'))
	EXECUTE FUNCTION "dukkan_notify_cache"();
