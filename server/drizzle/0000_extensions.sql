-- Extensions first: the products.search_text trigram index needs pg_trgm. On PGlite they are
-- available only when passed to the PGlite constructor (server/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
