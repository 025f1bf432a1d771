import { NotFoundError } from '../../application/shared/errors';
import { CartEmpty, CheckoutStockShortage } from '../../application/orders/orders-errors';
import type { CheckoutRequest, OrderGateway } from '../../application/orders/order-gateway';
import { deliveryFeeFor, NO_DELIVERY_FEE, sellerDiscountAmount, shownTotals, unitPrice, type CartLine, type DeliveryRule } from '../../domain/cart';
import { shownScale } from '../../domain/catalogue';
import type { Currency } from '../../domain/country';
import type { CashAmount, Order, OrderItem, OrderStatus, OrderSummary } from '../../domain/orders/order';
import type { InMemoryNotificationGateway } from '../notifications';
import type { DisplayCurrencyRecord } from '../shared/shared-contract';
import { ScriptedFailures } from '../shared/scripted-failures';
import { orderOf, orderSummaryOf, orderSummaryWire, orderWire, type OrderItemRecord, type OrderRecord } from './orders-contract';
import { decimalText } from '../shared/shared-contract';

const DAY_MS = 86_400_000;
const PLACED_AT = '2025-01-01T09:00:00.000Z';

export const IN_MEMORY_CURRENCIES: Readonly<Record<number, Currency>> = {
  1: { id: 1, code: 'SYP', name: 'Syrian pound', excRate: 13000, displayStep: 100, cashStep: 1000 },
  2: { id: 2, code: 'LBP', name: 'Lebanese pound', excRate: 89500, displayStep: 1000, cashStep: 5000 },
  3: { id: 3, code: 'USD', name: 'US dollar', excRate: 1, displayStep: 0.01, cashStep: 0.01 },
};

// The fake keeps its orders as the server's repository reads them (OrderRecord) and answers them with
// the contract's two mappings, orderWire then orderOf, as the server and HttpOrderGateway do. Going
// into a record is the fake's own business: an order seeded in the domain's words, or a checkout.

/** Cents as the exact decimal text PostgreSQL keeps ('19.99'). */

/** A currency as the order keeps it (one name for both languages: the fake answers one). */
const currencyRecord = (currency: Currency): DisplayCurrencyRecord => ({
  id: currency.id,
  code: currency.code,
  nameEn: currency.name,
  nameAr: currency.name,
  excRate: String(currency.excRate),
  displayStep: currency.displayStep === undefined ? null : String(currency.displayStep),
  cashStep: currency.cashStep === undefined ? null : String(currency.cashStep),
});

/** Whole shown units of the currency back to its major units, as the order's cash columns keep them. */
const cashRecord = (cash: CashAmount | null, currency: Currency): Pick<OrderRecord, 'cashTotal' | 'cashRounding'> =>
  cash === null
    ? { cashTotal: null, cashRounding: null }
    : { cashTotal: String(cash.total / shownScale(currency)), cashRounding: String(cash.rounding / shownScale(currency)) };

const itemRecord = (orderId: number, item: OrderItem): OrderItemRecord => ({
  id: item.orderItemId,
  orderId,
  productId: item.productId,
  productDetailId: item.variantId,
  titleEn: item.title.en,
  titleAr: item.title.ar,
  imageUrl: item.imageURL,
  color: item.color,
  variantValue: item.variantValue,
  unitPrice: decimalText(item.unitPrice),
  quantity: item.quantity,
  totalAmount: decimalText(item.totalAmount),
  refundedQuantity: item.refundedQuantity,
  pendingRefundQuantity: item.pendingRefundQuantity,
});

const instant = (iso: string | null | undefined): Date | null => (iso === null || iso === undefined ? null : new Date(iso));

/** An order in the domain's words as the server would have stored it. */
function orderRecord(order: Order): OrderRecord {
  const { items: _items, cash: _cash, confirmedAt: _confirmed, ...rest } = order;
  return {
    ...rest,
    createdAt: new Date(order.createdAt),
    confirmedAt: instant(order.confirmedAt),
    shippedAt: instant(order.shippedAt),
    deliveredAt: instant(order.deliveredAt),
    cancelledAt: instant(order.cancelledAt),
    items: order.items.map((item) => itemRecord(order.id, item)),
    totalAmount: decimalText(order.totalAmount),
    sellerDiscountAmount: decimalText(order.sellerDiscountAmount),
    taxAmount: decimalText(order.taxAmount),
    deliveryFee: decimalText(order.deliveryFee),
    totalAfterTaxation: decimalText(order.totalAfterTaxation),
    ...cashRecord(order.cash, order.displayCurrency),
    displayCurrency: currencyRecord(order.displayCurrency),
  };
}

/**
 * The instant the fake answers at: the day of delivery, so a delivered order's lines are refundable
 * (the refund window's end is the refund fake's to check, by its clock); before delivery nothing is.
 */
const answeredAt = (order: OrderRecord): Date => order.deliveredAt ?? order.createdAt;

/** The order as the server answers it, read by the client: the contract's mappings both ways. */
const answered = (order: OrderRecord): Order => orderOf(orderWire(order, 'en', answeredAt(order)));

/** What the fake needs of a cart: its lines as the server holds them (InMemoryCartGateway has them). */
export interface OrderCart {
  lines: CartLine[];
}

/**
 * The server's orders, in memory: checkout takes the lines of `cart` (the test container links the
 * cart fake),
 * refuses lines above their stock, answers the same order for the same idempotency key, empties the
 * cart and adds a notification. `checkouts` records every call received (duplicates included).
 * `orders` reads the kept orders as the client would get them.
 */
export class InMemoryOrderGateway implements OrderGateway {
  readonly failures = new ScriptedFailures();
  readonly checkouts: Array<{ key: string; request: CheckoutRequest }> = [];
  /** The tax rate of the shopper's country and the seller discount percentage (text, '0' for shoppers). */
  taxRate = 0.05;
  sellerDiscount = '0';
  /** The country's delivery rule (the server's countries table). */
  delivery: DeliveryRule = NO_DELIVERY_FEE;
  private records: OrderRecord[] = [];
  private readonly byKey = new Map<string, number>();
  private held: Array<() => void> = [];
  private holding = false;

  constructor(
    public cart: OrderCart | null = null,
    /** Where "Order #N placed" goes; the test container links the notifications fake. */
    public notifications: InMemoryNotificationGateway | null = null,
  ) {}

  /** Every order kept, oldest first, as the client would read it. */
  get orders(): Order[] {
    return this.records.map(answered);
  }

  private get cartLines(): CartLine[] {
    return this.cart?.lines ?? [];
  }

  /** Checkouts wait until release() is called: a test can submit twice while the first is on its way. */
  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const resume of this.held.splice(0)) resume();
  }

  async checkout(request: CheckoutRequest, idempotencyKey: string): Promise<Order> {
    this.checkouts.push({ key: idempotencyKey, request: { ...request } });
    if (this.holding) await new Promise<void>((resume) => this.held.push(resume));
    this.failures.check();
    const replayed = this.byKey.get(idempotencyKey);
    if (replayed !== undefined) return this.get(replayed);
    if (this.cartLines.length === 0) throw new CartEmpty();
    const short = this.cartLines.filter((line) => line.quantity > line.stock);
    if (short.length > 0) {
      throw new CheckoutStockShortage(
        short.map((line) => ({ cartItemId: line.cartItemId, variantId: line.variantId, available: Math.max(0, line.stock) })),
      );
    }
    const order = this.placed(request);
    this.byKey.set(idempotencyKey, order.id);
    if (this.cart !== null) this.cart.lines = [];
    this.notifications?.notified({ id: 10_000 + order.id, titleEn: `Order #${order.id} placed`, titleAr: `تم استلام طلبك رقم ${order.id}`, orderId: order.id, createdAt: new Date(PLACED_AT) });
    return answered(order);
  }

  async list(): Promise<OrderSummary[]> {
    this.failures.check();
    return this.records.toSorted((a, b) => b.id - a.id).map((order) => orderSummaryOf(orderSummaryWire(order, 'en')));
  }

  async get(id: number): Promise<Order> {
    this.failures.check();
    return answered(this.record(id));
  }

  /** Like POST /dev/orders/{id}/status: 'delivered' sets deliveredAt and opens the 14-day refund window. */
  statusChanged(id: number, status: OrderStatus, atMs = Date.parse(PLACED_AT) + DAY_MS): void {
    const order = this.record(id);
    order.status = status;
    if (status === 'shipped') order.shippedAt = new Date(atMs);
    if (status === 'cancelled') order.cancelledAt = new Date(atMs);
    if (status === 'delivered') order.deliveredAt = new Date(atMs);
  }

  /** A refund request of `quantity` of a line is under way (the server's pending quantity; the refund fake calls it). */
  refundPending(orderId: number, orderItemId: number, quantity: number): void {
    const item = this.record(orderId).items.find((candidate) => candidate.id === orderItemId);
    if (item === undefined) throw new NotFoundError('Order item not found.');
    item.pendingRefundQuantity += quantity;
  }

  /** An order as the server keeps it: the refund fake reads the line as bought and the order's currency from it. */
  stored(id: number): OrderRecord {
    return structuredClone(this.record(id));
  }

  /** An order already there (placed earlier), e.g. built with a factory. */
  added(order: Order): void {
    this.records.push(orderRecord(order));
  }

  private record(id: number): OrderRecord {
    const order = this.records.find((candidate) => candidate.id === id);
    if (order === undefined) throw new NotFoundError('Order not found.');
    return order;
  }

  private placed(request: CheckoutRequest): OrderRecord {
    const id = Math.max(0, ...this.records.map((existing) => existing.id)) + 1;
    const lines = this.cartLines.map((line) => ({ line, unit: unitPrice(line) }));
    const totalAmount = lines.reduce((sum, { line, unit }) => sum + unit * line.quantity, 0);
    const discount = sellerDiscountAmount({ totalAmount, sellerDiscount: this.sellerDiscount });
    const taxAmount = Math.round((totalAmount - discount) * this.taxRate);
    const itemCount = lines.reduce((sum, { line }) => sum + line.quantity, 0);
    const deliveryFee = deliveryFeeFor(totalAmount - discount, itemCount, this.delivery);
    const { countryId, currencyId, ...form } = request;
    const displayCurrency = { ...(IN_MEMORY_CURRENCIES[currencyId] ?? IN_MEMORY_CURRENCIES[3] ?? { id: 3, code: 'USD', name: 'US dollar', excRate: 1 }) };
    // The cash total as the server stores it: the domain's one rule (issue 26).
    const shown = shownTotals(
      lines.map(({ line, unit }) => ({ unit, quantity: line.quantity })),
      { sellerDiscountAmount: discount, taxAmount, deliveryFee },
      displayCurrency,
    );
    const order: OrderRecord = {
      ...form,
      id,
      status: 'placed',
      createdAt: new Date(PLACED_AT),
      confirmedAt: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      countryId,
      items: lines.map(({ line, unit }, index) => ({
        id: (this.records.length + 1) * 100 + index + 1,
        orderId: id,
        productId: line.variantId,
        productDetailId: line.variantId,
        titleEn: line.title.en,
        titleAr: line.title.ar,
        imageUrl: line.imageURL,
        color: line.color,
        variantValue: line.variantValue,
        unitPrice: decimalText(unit),
        quantity: line.quantity,
        totalAmount: decimalText(unit * line.quantity),
        refundedQuantity: 0,
        pendingRefundQuantity: 0,
      })),
      totalAmount: decimalText(totalAmount),
      sellerDiscount: this.sellerDiscount,
      sellerDiscountAmount: decimalText(discount),
      taxAmount: decimalText(taxAmount),
      deliveryFee: decimalText(deliveryFee),
      totalAfterTaxation: decimalText(totalAmount - discount + taxAmount + deliveryFee),
      itemCount,
      ...cashRecord({ total: shown.cashTotal, rounding: shown.cashRounding }, displayCurrency),
      displayCurrency: currencyRecord(displayCurrency),
    };
    this.records.push(order);
    return order;
  }
}
