// Demo orders for shopper@dukkan.test, so a new visitor sees a real orders list: one delivered a few
// days ago (inside the 14-day refund window), one delivered long ago (window closed) and one on its way.
// Seeded once, when there are no orders yet and the catalogue exists. Stock is left as it is: these
// are history, not sales made now.
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productDetails, products, type OrderStatus } from '../db/schema.js';
import { variantLineColumns } from '../repositories/cart-repository.js';
import { createRepositories } from '../repositories/index.js';
import { decimalOf, storedTotalsOf, totalsOf, unitCents } from '../shop/money.js';
import { pricingFor } from '../shop/pricing.js';

export const DEMO_ORDER_EMAIL = 'shopper@dukkan.test';
const DAY_MS = 86_400_000;

interface DemoOrderPlan {
  key: string;
  status: OrderStatus;
  placedDaysAgo: number;
  deliveredDaysAgo: number | null;
  /** Which of the picked variants, and how many of each. */
  lines: { variant: number; quantity: number }[];
}

const PLANS: readonly DemoOrderPlan[] = [
  { key: 'demo-order-old', status: 'delivered', placedDaysAgo: 45, deliveredDaysAgo: 41, lines: [{ variant: 3, quantity: 1 }] },
  {
    key: 'demo-order-recent',
    status: 'delivered',
    placedDaysAgo: 6,
    deliveredDaysAgo: 3,
    lines: [
      { variant: 0, quantity: 2 },
      { variant: 1, quantity: 1 },
    ],
  },
  { key: 'demo-order-shipped', status: 'shipped', placedDaysAgo: 1, deliveredDaysAgo: null, lines: [{ variant: 2, quantity: 1 }] },
];

/** True when orders were written. */
export async function seedDemoOrders(db: Db, now: Date): Promise<boolean> {
  const repos = createRepositories(db);
  if ((await repos.orders.count()) > 0) return false;
  const user = await repos.users.findByEmail(DEMO_ORDER_EMAIL);
  if (!user) return false;
  const variants = await db
    .select({ productDetailId: productDetails.id, ...variantLineColumns })
    .from(productDetails)
    .innerJoin(products, eq(products.id, productDetails.productId))
    .where(gt(productDetails.stock, 0))
    .orderBy(asc(productDetails.id))
    .limit(4);
  if (variants.length < 4) return false;
  const pricing = await pricingFor(repos, user.id);
  const country = await repos.countries.findById(user.store ?? 1);
  const currency = await repos.currencies.findById(country?.currencyId ?? 1);
  if (!country || !currency) return false;

  await db.transaction(async (tx) => {
    const txRepos = createRepositories(tx);
    for (const plan of PLANS) {
      const createdAt = new Date(now.getTime() - plan.placedDaysAgo * DAY_MS);
      const id = await txRepos.orders.insertHeader({
        userId: user.id,
        idempotencyKey: plan.key,
        status: plan.status,
        paymentMethod: 'cash_on_delivery',
        fullName: `${user.firstName} ${user.lastName}`,
        city: 'Damascus',
        street: 'Baghdad Street 12',
        details: '3rd floor',
        phone: user.phoneNumber ?? '963944123456',
        countryId: country.id,
        note: '',
        displayCurrencyId: currency.id,
        displayCurrencyCode: currency.code,
        displayExcRate: currency.excRate,
        createdAt,
        deliveredAt: plan.deliveredDaysAgo === null ? null : new Date(now.getTime() - plan.deliveredDaysAgo * DAY_MS),
      });
      if (id === null) continue;
      const lines = plan.lines.flatMap(({ variant, quantity }) => {
        const row = variants[variant];
        return row ? [{ row, quantity, unit: unitCents(row.price, row.discountPrice) }] : [];
      });
      await txRepos.orders.addItems(
        id,
        lines.map(({ row, quantity, unit }) => ({
          productId: row.productId,
          productDetailId: row.productDetailId,
          titleEn: row.titleEn,
          titleAr: row.titleAr,
          imageUrl: row.images[0] ?? '',
          color: row.color,
          variantValue: row.variantValue,
          unitPrice: decimalOf(unit),
          quantity,
          totalAmount: decimalOf(unit * quantity),
        })),
      );
      const totals = totalsOf(
        lines.map(({ quantity, unit }) => ({ unitCents: unit, quantity })),
        pricing.sellerPercent,
        pricing.taxBasis,
        pricing.delivery,
      );
      await txRepos.orders.setTotals(id, storedTotalsOf(totals, pricing.taxRate));
    }
  });
  return true;
}
