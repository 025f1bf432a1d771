// A bench database holds nothing worth keeping: each bench server starts from an empty one, so it gets
// the large catalogue (and, for the operator console, the 100,000 orders) of its own run.
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

export async function freshPostgres(url: string, maxConnections: number): Promise<Database> {
  const target = new URL(url);
  const name = target.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench: unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await client.end();
  return openDatabase({ databaseUrl: url, maxConnections });
}
