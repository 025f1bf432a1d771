// Placing an order (docs/api.md "Checkout and orders"; docs/adr/0010-stock-locking-and-idempotent-checkout.md).
//
// One transaction, in this order:
// 1. insert the order header ON CONFLICT (user, idempotency key) DO NOTHING: a second request with
//    the same key waits on the unique index until the first ends, then finds its order (a replay);
// 2. lock the user's cart lines FOR UPDATE: a second checkout of the same cart (another key) waits,
//    then sees the cart the first emptied;
// 3. lock the lines' variants FOR UPDATE in id order (every checkout locks in the same order, so two
//    carts sharing variants never deadlock), compare the stock, refuse with 409 and change nothing
//    when any line wants more than is left;
// 4. decrement the stock, write the lines (titles, picture, variant, paid unit price), the totals,
//    empty the cart and add a notification.
// Any failure rolls all of it back, the cart included (a failed call never wipes a cart).
import { normalisePhone, signInPhone } from '@/domain/country/phone';
import { CheckoutErrorCode, type CheckoutBodyWire } from '@/infrastructure/orders/orders-contract';
import { CHECKOUT_TEXT, type CheckoutTextField } from '@/domain/orders/checkout';
import { AppError, badRequest } from '../http/errors.js';
import type { Repositories, UnitOfWork } from '../repositories/index.js';
import type { NewOrderItem } from '../repositories/orders-repository.js';
import { shownTotals } from '@/domain/cart/shown-totals';
import { decimalOf, decimalOfShown, shownCurrencyOf, storedTotalsOf, totalsOf, unitCents } from './money.js';
import { pricingFor } from './pricing.js';

/** The checkout's body as the contract declares it (the route has validated it against CheckoutBody). */
export type CheckoutInput = CheckoutBodyWire;

export interface CheckoutResult {
  orderId: number;
  /** True when this user already placed an order with this key: nothing changed. */
  replayed: boolean;
}

/** A normalised phone number (calling code + national number) has 8 to 15 digits (E.164). */
const NORMALISED_PHONE = /^\d{8,15}$/;

const TEXT_FIELDS = Object.keys(CHECKOUT_TEXT) as CheckoutTextField[];

// libphonenumber-js (about 110 modules with its metadata) is imported on the first checkout, not at the
// server's start (issue 10).
let phoneNumbers: Promise<typeof import('libphonenumber-js')> | undefined;

async function callingCodeOf(flag: string): Promise<string> {
  const { getCountryCallingCode, isSupportedCountry } = await (phoneNumbers ??= import('libphonenumber-js'));
  const iso = flag.toUpperCase();
  return isSupportedCountry(iso) ? getCountryCallingCode(iso) : '';
}

export const insufficientStock = (
  message: string,
  details: Record<string, unknown>,
  field?: string,
): AppError => new AppError(409, CheckoutErrorCode.insufficientStock, message, field, {}, details);

export class CheckoutService {
  constructor(
    private readonly deps: { repos: Repositories; unitOfWork: UnitOfWork; now: () => Date },
  ) {}

  async placeOrder(userId: number, idempotencyKey: string, input: CheckoutInput): Promise<CheckoutResult> {
    const { repos } = this.deps;
    const earlier = await repos.orders.findIdByKey(userId, idempotencyKey);
    if (earlier !== null) return { orderId: earlier, replayed: true };

    // Every text the shopper typed, trimmed, under the name its column has (CHECKOUT_TEXT, ADR 0058).
    const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, (input[field] ?? '').trim()])) as Record<CheckoutTextField, string>;
    for (const field of TEXT_FIELDS) {
      const { min } = CHECKOUT_TEXT[field];
      if (text[field].length < min) {
        throw badRequest('VALIDATION_FAILED', `body.${field} must have at least ${min} characters`, field);
      }
    }
    const country = await repos.countries.findById(input.countryId);
    if (!country) throw badRequest('UNKNOWN_COUNTRY', 'body.countryId is not a country the store serves', 'countryId');
    // The shopper's own country decides the tax (as the cart showed it) and so the delivery country:
    // an order to another country would be taxed as one country and delivered to another.
    const account = await repos.users.findById(userId);
    if (account !== null && account.store !== null && account.store !== country.id) {
      throw badRequest(
        'COUNTRY_MISMATCH',
        `body.countryId must be the account's country (${account.store}); change the account's country first`,
        'countryId',
      );
    }
    const currency = await repos.currencies.findById(input.currencyId);
    if (!currency) throw badRequest('VALIDATION_FAILED', 'body.currencyId is not a known currency', 'currencyId');
    // A phone written with its own + code is international as it stands (the storefront sends the number
    // of the phone field's country so): the delivery country's code would be put before it again
    // (+961 3 123 456 on a Syrian order was stored as 963 961 3123456).
    const callingCode = await callingCodeOf(country.flag);
    const phone = /^\s*\+/.test(input.phone) ? signInPhone(input.phone, callingCode) : normalisePhone(input.phone, callingCode);
    if (!NORMALISED_PHONE.test(phone)) throw badRequest('VALIDATION_FAILED', 'body.phone is not a phone number', 'phone');
    const pricing = await pricingFor(repos, userId, country.id);
    const now = this.deps.now();

    const orderId = await this.deps.unitOfWork(async (tx) => {
      const id = await tx.orders.insertHeader({
        userId,
        idempotencyKey,
        paymentMethod: input.paymentMethod,
        ...text,
        phone,
        countryId: country.id,
        displayCurrencyId: currency.id,
        displayCurrencyCode: currency.code,
        displayExcRate: currency.excRate,
        displayStep: currency.displayStep,
        cashStep: currency.cashStep,
        createdAt: now,
      });
      if (id === null) return null; // the same key won a race a moment ago: answer its order

      const locked = await tx.cart.lockLines(userId);
      if (locked.length === 0) throw badRequest(CheckoutErrorCode.cartEmpty, 'The cart is empty: there is nothing to order.');
      const variantIds = [...new Set(locked.map((line) => line.productDetailId))].toSorted((a, b) => a - b);
      const stock = new Map((await tx.cart.lockVariants(variantIds)).map((v) => [v.productDetailId, v.stock]));
      const short = locked
        .map((line) => ({ cartItemId: line.cartItemId, productDetailId: line.productDetailId, available: stock.get(line.productDetailId) ?? 0, wanted: line.quantity }))
        .filter((line) => line.wanted > line.available)
        .map(({ wanted: _wanted, ...line }) => line);
      if (short.length > 0) {
        throw insufficientStock('Not enough stock left for some lines of the cart.', { items: short });
      }

      // The lines as they are now, read after the locks: titles, pictures and prices to copy.
      // Only the locked lines: one added by a concurrent call after the lock stays in the cart.
      const lockedIds = new Set(locked.map((line) => line.cartItemId));
      const lines = (await tx.cart.lines(userId)).filter((line) => lockedIds.has(line.cartItemId));
      const items: NewOrderItem[] = lines.map((line) => {
        const unit = unitCents(line.price, line.discountPrice);
        return {
          productId: line.productId,
          productDetailId: line.productDetailId,
          titleEn: line.titleEn,
          titleAr: line.titleAr,
          imageUrl: line.images[0] ?? '',
          color: line.color,
          variantValue: line.variantValue,
          unitPrice: decimalOf(unit),
          quantity: line.quantity,
          totalAmount: decimalOf(unit * line.quantity),
        };
      });
      for (const line of lines) await tx.cart.decrementStock(line.productDetailId, line.quantity);
      await tx.orders.addItems(id, items);
      const priced = lines.map((line) => ({ unitCents: unitCents(line.price, line.discountPrice), quantity: line.quantity }));
      const totals = totalsOf(priced, pricing.sellerPercent, pricing.taxBasis, pricing.delivery);
      // What the shopper read and pays in cash, by the domain's one rule (issue 26, ADR 0042).
      const display = shownCurrencyOf(currency);
      const shown = shownTotals(
        priced.map((line) => ({ unit: line.unitCents, quantity: line.quantity })),
        totals,
        display,
      );
      await tx.orders.setTotals(id, {
        ...storedTotalsOf(totals, pricing.taxRate),
        cashTotal: decimalOfShown(shown.cashTotal, display),
        cashRounding: decimalOfShown(shown.cashRounding, display),
      });
      await tx.cart.removeLines(userId, [...lockedIds]);
      await tx.notifications.add({
        userId,
        orderId: id,
        titleEn: `Order #${id} placed`,
        titleAr: `تم استلام طلبك رقم ${id}`,
        bodyEn: 'Thank you. Our courier will call you before delivery; you pay in cash when it arrives.',
        bodyAr: 'شكراً لك. سيتصل بك مندوب التوصيل قبل وصوله، وتدفع نقداً عند الاستلام.',
        createdAt: now,
      });
      return id;
    });

    if (orderId !== null) return { orderId, replayed: false };
    const winner = await repos.orders.findIdByKey(userId, idempotencyKey);
    if (winner === null) throw new Error('checkout: the idempotency key conflicted but no order holds it');
    return { orderId: winner, replayed: true };
  }
}
