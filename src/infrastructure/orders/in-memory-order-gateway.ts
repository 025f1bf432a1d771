import { NotFoundError } from '../../application/shared/errors';
import { CartEmpty, CheckoutStockShortage } from '../../application/orders/orders-errors';
import type { CheckoutRequest, OrderGateway } from '../../application/orders/order-gateway';
import { deliveryFeeFor, NO_DELIVERY_FEE, sellerDiscountAmount, shownTotals, unitPrice, type CartLine, type DeliveryRule } from '../../domain/cart';
import type { Currency } from '../../domain/country';
import type { Order, OrderStatus, OrderSummary } from '../../domain/orders/order';
import { REFUND_WINDOW_DAYS } from '../../domain/refunds';
import type { InMemoryNotificationGateway } from '../notifications';
import { ScriptedFailures } from '../shared/scripted-failures';

const DAY_MS = 86_400_000;
const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * DAY_MS;
const PLACED_AT = '2025-01-01T09:00:00.000Z';

export const IN_MEMORY_CURRENCIES: Readonly<Record<number, Currency>> = {
  1: { id: 1, code: 'SYP', name: 'Syrian pound', excRate: 13000, displayStep: 100, cashStep: 1000 },
  2: { id: 2, code: 'LBP', name: 'Lebanese pound', excRate: 89500, displayStep: 1000, cashStep: 5000 },
  3: { id: 3, code: 'USD', name: 'US dollar', excRate: 1, displayStep: 0.01, cashStep: 0.01 },
};

const copy = (order: Order): Order => ({
  ...order,
  items: order.items.map((item) => ({ ...item })),
  displayCurrency: { ...order.displayCurrency },
  cash: order.cash === null ? null : { ...order.cash },
});

/** What the fake needs of a cart: its lines as the server holds them (InMemoryCartGateway has them). */
export interface OrderCart {
  lines: CartLine[];
}

/**
 * The server's orders, in memory: checkout takes the lines of `cart` (the test container links the
 * cart fake),
 * refuses lines above their stock, answers the same order for the same idempotency key, empties the
 * cart and adds a notification. `checkouts` records every call received (duplicates included).
 */
export class InMemoryOrderGateway implements OrderGateway {
  readonly failures = new ScriptedFailures();
  orders: Order[] = [];
  readonly checkouts: Array<{ key: string; request: CheckoutRequest }> = [];
  /** The tax rate of the shopper's country and the seller discount percentage (text, '0' for shoppers). */
  taxRate = 0.05;
  sellerDiscount = '0';
  /** The country's delivery rule (the server's countries table). */
  delivery: DeliveryRule = NO_DELIVERY_FEE;
  private readonly byKey = new Map<string, number>();
  private held: Array<() => void> = [];
  private holding = false;

  constructor(
    public cart: OrderCart | null = null,
    /** Where "Order #N placed" goes; the test container links the notifications fake. */
    public notifications: InMemoryNotificationGateway | null = null,
  ) {}

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
    this.notifications?.notified({ id: 10_000 + order.id, title: `Order #${order.id} placed`, orderId: order.id, createdAt: PLACED_AT });
    return copy(order);
  }

  async list(): Promise<OrderSummary[]> {
    this.failures.check();
    return this.orders
      .toSorted((a, b) => b.id - a.id)
      .map((order) => ({
        id: order.id,
        status: order.status,
        createdAt: order.createdAt,
        itemCount: order.itemCount,
        totalAfterTaxation: order.totalAfterTaxation,
        displayCurrency: { ...order.displayCurrency },
        cash: order.cash === null ? null : { ...order.cash },
      }));
  }

  async get(id: number): Promise<Order> {
    this.failures.check();
    const order = this.orders.find((candidate) => candidate.id === id);
    if (order === undefined) throw new NotFoundError('Order not found.');
    return copy(order);
  }

  /** Like POST /dev/orders/{id}/status: 'delivered' sets deliveredAt and opens the 14-day refund window. */
  statusChanged(id: number, status: OrderStatus, atMs = Date.parse(PLACED_AT) + DAY_MS): void {
    const order = this.orders.find((candidate) => candidate.id === id);
    if (order === undefined) throw new NotFoundError('Order not found.');
    order.status = status;
    if (status === 'shipped') order.shippedAt = new Date(atMs).toISOString();
    if (status === 'cancelled') order.cancelledAt = new Date(atMs).toISOString();
    if (status !== 'delivered') return;
    order.deliveredAt = new Date(atMs).toISOString();
    for (const item of order.items) {
      item.refundableUntil = new Date(atMs + REFUND_WINDOW_MS).toISOString();
      item.refundableQuantity = item.quantity - item.refundedQuantity - item.pendingRefundQuantity;
    }
  }

  /** An order already there (placed earlier), e.g. built with a factory. */
  added(order: Order): void {
    this.orders.push(copy(order));
  }

  private placed(request: CheckoutRequest): Order {
    const items = this.cartLines.map((line, index) => ({
      orderItemId: (this.orders.length + 1) * 100 + index + 1,
      productId: line.variantId,
      variantId: line.variantId,
      title: line.title,
      imageURL: line.imageURL,
      color: line.color,
      variantValue: line.variantValue,
      unitPrice: unitPrice(line),
      quantity: line.quantity,
      totalAmount: unitPrice(line) * line.quantity,
      refundedQuantity: 0,
      pendingRefundQuantity: 0,
      refundableQuantity: 0,
      refundableUntil: null,
    }));
    const totalAmount = items.reduce((sum, item) => sum + item.totalAmount, 0);
    const discount = sellerDiscountAmount({ totalAmount, sellerDiscount: this.sellerDiscount });
    const taxAmount = Math.round((totalAmount - discount) * this.taxRate);
    const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
    const deliveryFee = deliveryFeeFor(totalAmount - discount, itemCount, this.delivery);
    const { countryId, currencyId, ...form } = request;
    const displayCurrency = { ...(IN_MEMORY_CURRENCIES[currencyId] ?? IN_MEMORY_CURRENCIES[3] ?? { id: 3, code: 'USD', name: 'US dollar', excRate: 1 }) };
    // The cash total as the server stores it: the domain's one rule (issue 26).
    const shown = shownTotals(
      items.map((item) => ({ unit: item.unitPrice, quantity: item.quantity })),
      { sellerDiscountAmount: discount, taxAmount, deliveryFee },
      displayCurrency,
    );
    const order: Order = {
      ...form,
      id: Math.max(0, ...this.orders.map((existing) => existing.id)) + 1,
      status: 'placed',
      createdAt: PLACED_AT,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      countryId,
      items,
      totalAmount,
      sellerDiscount: this.sellerDiscount,
      sellerDiscountAmount: discount,
      taxAmount,
      deliveryFee,
      totalAfterTaxation: totalAmount - discount + taxAmount + deliveryFee,
      itemCount,
      displayCurrency,
      cash: { total: shown.cashTotal, rounding: shown.cashRounding },
    };
    this.orders.push(order);
    return order;
  }
}
