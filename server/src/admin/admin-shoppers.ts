// The operator's shopper lookup (issue 29): find an account by e-mail, phone or name, and see its orders
// and refund requests. The columns are named one by one: a password hash, the token version, codes and
// sessions never leave the database through here (tests/server/admin-shoppers.test.ts checks the answer).
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { userPhones, users } from '../db/schema.js';
import type { AdminShoppersQueryWire, AdminShopperWire } from '@/infrastructure/admin/admin-contract';
import { listOrdersOfShopper } from './admin-orders.js';
import { refundsOfShopper } from './admin-refunds.js';

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Operators are not shoppers: the lookup answers the accounts that buy. */
const CUSTOMER_ROLES = ['Shopper', 'Seller'] as const;

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: sql<string | null>`coalesce(${userPhones.phone}, ${users.phoneNumber})`,
  role: users.role,
  countryId: users.store,
  createdAt: users.createdAt,
};

const base = (db: DbOrTx) => db.select(columns).from(users).leftJoin(userPhones, eq(userPhones.userId, users.id));

const wire = (row: { createdAt: Date } & Omit<AdminShopperWire, 'createdAt'>): AdminShopperWire => ({ ...row, createdAt: row.createdAt.toISOString() });

function matching(q: string): SQL {
  const text = q.trim().toLowerCase();
  const pattern = `%${likeEscape(text)}%`;
  const alternatives: SQL[] = [
    sql`lower(${users.email}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    sql`lower(${users.lastName} || ' ' || ${users.firstName}) like ${pattern}`,
  ];
  const digits = text.replace(/[\s+()-]/g, '');
  if (/^\d{4,}$/.test(digits)) {
    const phonePattern = `%${digits}%`;
    alternatives.push(sql`${userPhones.phone} like ${phonePattern}`, sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '\\D', '', 'g') like ${phonePattern}`);
  }
  return and(inArray(users.role, [...CUSTOMER_ROLES]), or(...alternatives)) as SQL;
}

export async function searchShoppers(db: DbOrTx, query: AdminShoppersQueryWire): Promise<{ shoppers: AdminShopperWire[]; page: number; pageSize: number; total: number }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = matching(query.q);
  const [rows, totals] = await Promise.all([
    base(db).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).leftJoin(userPhones, eq(userPhones.userId, users.id)).where(where),
  ]);
  return { shoppers: rows.map(wire), page, pageSize, total: Number(totals[0]?.n ?? 0) };
}

/** How many of her orders and requests the page lists (newest first); the orders list searches the rest. */
export const SHOPPER_PAGE_LIMIT = 100;

export async function findShopper(db: DbOrTx, id: number) {
  const [row] = await base(db).where(and(eq(users.id, id), inArray(users.role, [...CUSTOMER_ROLES])));
  if (!row) return null;
  const [orderRows, refundRows] = await Promise.all([listOrdersOfShopper(db, id, SHOPPER_PAGE_LIMIT), refundsOfShopper(db, id, SHOPPER_PAGE_LIMIT)]);
  return { shopper: wire(row), orders: orderRows, refunds: refundRows };
}

