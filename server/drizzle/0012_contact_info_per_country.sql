ALTER TABLE "contact_info" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "contact_info" ADD CONSTRAINT "contact_info_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_info" ADD CONSTRAINT "contact_info_country_id_unique" UNIQUE("country_id");--> statement-breakpoint
-- Issue 26: the details a database already holds are Syria's (the one row seeded so far); Lebanon gets its own
-- Beirut details where the country exists (a fresh database is seeded after its migrations: nothing here then).
UPDATE "contact_info" SET "country_id" = 1 WHERE "country_id" IS NULL AND "id" = (SELECT min("id") FROM "contact_info") AND EXISTS (SELECT 1 FROM "countries" WHERE "id" = 1);--> statement-breakpoint
INSERT INTO "contact_info" ("country_id", "phone_call", "email", "address_en", "address_ar")
SELECT 2, '+9611345678', 'support.lb@dukkan.test', 'Hamra Street 45, Beirut, Lebanon', 'شارع الحمرا 45، بيروت، لبنان'
WHERE EXISTS (SELECT 1 FROM "countries" WHERE "id" = 2) AND NOT EXISTS (SELECT 1 FROM "contact_info" WHERE "country_id" = 2);
