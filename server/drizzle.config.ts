import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations to server/drizzle/. They are applied at start by
// drizzle-orm's migrator (server/src/db/migrate.ts), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
  casing: 'snake_case',
});
