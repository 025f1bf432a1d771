// Seeds an empty database at start: reference data, demo accounts, the catalogue
// (server/src/seed/catalogue.ts) and the shopper's demo orders (demo-orders.ts). Each part is seeded only
// when its table is empty, so a restart never duplicates anything. No notification is seeded: each one a
// shopper reads was caused by something that happened to her (an order placed, an operator's action).
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../accounts/password.js';
import type { Db } from '../db/client.js';
import { vacuumAnalyze } from '../db/client.js';
import { categories, contactInfo, countries, currencies, userPhones, users } from '../db/schema.js';
import { seedCatalogue, type SeedCatalogueOptions } from './catalogue.js';
import { seedDemoOrders } from './demo-orders.js';
import { CONTACT_INFO, CONTACT_INFO_LEBANON, COUNTRIES, CURRENCIES, DEMO_ACCOUNTS } from './demo-content.js';

export interface SeedOptions {
  /** false skips the catalogue (fast tests of other parts); an object tunes it. Default: seed it. */
  catalogue?: boolean | SeedCatalogueOptions;
  now?: Date;
}

export interface SeedReport {
  reference: boolean;
  accounts: boolean;
  catalogue: boolean;
}

const isEmpty = async (db: Db, table: typeof countries | typeof users | typeof categories): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
};

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const report: SeedReport = { reference: false, accounts: false, catalogue: false };

  if (await isEmpty(db, countries)) {
    await db.transaction(async (tx) => {
      await tx.insert(currencies).values([...CURRENCIES]);
      await tx.insert(countries).values([...COUNTRIES]);
      await tx.insert(contactInfo).values([CONTACT_INFO, CONTACT_INFO_LEBANON]);
    });
    report.reference = true;
  }

  if (await isEmpty(db, users)) {
    const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
    await db.transaction(async (tx) => {
      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        const [user] = await tx
          .insert(users)
          .values({
            firstName: account.firstName,
            lastName: account.lastName,
            email: account.email,
            passwordHash: hashes[index] ?? '',
            role: account.role,
            store: account.store,
            phoneNumber: account.phoneNumber,
            whatsApp: account.phoneNumber,
            emailVerifiedAt: now,
          })
          .returning({ id: users.id });
        // The demo shopper and seller sign in by phone too (issue 30).
        if (user && account.phoneNumber) await tx.insert(userPhones).values({ phone: account.phoneNumber, userId: user.id, verifiedAt: now });
      }
    });
    report.accounts = true;
  } else {
    // A database seeded before a demo account was added (the operator, issue 29) gets it now.
    for (const account of DEMO_ACCOUNTS) {
      const [known] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${account.email}`);
      if (known) continue;
      await db
        .insert(users)
        .values({
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          passwordHash: await hashPassword(account.password),
          role: account.role,
          store: account.store,
          phoneNumber: account.phoneNumber,
          whatsApp: account.phoneNumber,
          emailVerifiedAt: now,
        })
        .onConflictDoNothing();
      report.accounts = true;
    }
  }

  if (options.catalogue !== false && (await isEmpty(db, categories))) {
    const tuning = typeof options.catalogue === 'object' ? options.catalogue : {};
    await seedCatalogue(db, { ...tuning, analyze: false });
    report.catalogue = true;
  }

  // Demo orders for the shopper once the catalogue exists (server/src/seed/demo-orders.ts).
  const orders = await seedDemoOrders(db, now);

  // PGlite has no autovacuum: fresh statistics so the planner uses the indexes.
  if (report.reference || report.accounts || report.catalogue || orders) await vacuumAnalyze(db);
  return report;
}
