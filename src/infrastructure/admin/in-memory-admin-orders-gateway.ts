// The InMemory AdminOrdersGateway (issue 29): the same rules as the server's /api/admin/orders
// (server/src/admin/admin-orders.ts), held to the same contract suite. Tests arrange orders with
// `placed()` and act as another operator with `actAsSomeoneElse()`.
import { ADMIN_ORDER_COUNT_CAP } from './admin-contract';
import {
  actionsFor,
  OrderChangedError,
  TransitionNotAllowedError,
  type ActionDetails,
  type AdminOrder,
  type AdminOrdersGateway,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type AdminOrderStatus,
  type OrderAction,
} from '../../application/admin/admin-orders-gateway';
import { ValidationError } from '../../application/shared/errors';
import { pageOf, storedRow } from './in-memory-paging';

const TO: Readonly<Record<OrderAction, AdminOrderStatus>> = { confirm: 'confirmed', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' };
const DAY_MS = 86_400_000;

let nextId = 1000;

export class InMemoryAdminOrdersGateway implements AdminOrdersGateway {
  readonly #orders = new Map<number, AdminOrder>();
  /** The operator these calls act as (recorded in the history). */
  operatorEmail = 'operator@dukkan.test';
  /** The list counts up to this many, as the server does. */
  countCap = ADMIN_ORDER_COUNT_CAP;
  now = (): Date => new Date();

  /** Arranges a placed order (or one in any state) and answers it. */
  placed(change: Partial<AdminOrder> = {}): AdminOrder {
    nextId += 1;
    const order: AdminOrder = {
      id: nextId,
      status: 'placed',
      createdAt: new Date(this.now().getTime() - this.#orders.size * 1000).toISOString(),
      fullName: 'Lina Haddad',
      email: 'shopper@dukkan.test',
      phone: '963944123456',
      countryId: 1,
      itemCount: 1,
      totalAfterTaxation: 2300,
      displayCurrency: { code: 'SYP', excRate: 13000, displayStep: 100, cashStep: 1000 },
      version: 0,
      userId: 1,
      city: 'Damascus',
      street: 'Baghdad St. 12',
      details: '',
      note: '',
      totalAmount: 2000,
      sellerDiscountAmount: 0,
      taxAmount: 100,
      deliveryFee: 200,
      // 260,000 + 13,000 + 26,000 SYP as shown: already a multiple of the 1,000 cash step.
      cash: { total: 299_000, rounding: 0 },
      confirmedAt: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      carrier: null,
      trackingNumber: null,
      items: [{ orderItemId: nextId * 10, variantId: 1, title: { en: 'Kettle', ar: 'غلاية' }, color: null, variantValue: null, unitPrice: 2000, quantity: 1, totalAmount: 2000 }],
      history: [],
      ...change,
    };
    this.#orders.set(order.id, order);
    return structuredClone(order);
  }

  async list(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) throw new ValidationError('from must not be after to', 'from', 'BAD_DATE_RANGE');
    const q = (query.q ?? '').trim().toLowerCase();
    const digits = q.replace(/[\s+()-]/g, '').replace(/^#/, '');
    const matches = [...this.#orders.values()].filter((order) => {
      if (query.status !== undefined && order.status !== query.status) return false;
      if (query.country !== undefined && order.countryId !== query.country) return false;
      if (query.from !== undefined && Date.parse(order.createdAt) < Date.parse(`${query.from}T00:00:00Z`)) return false;
      if (query.to !== undefined && Date.parse(order.createdAt) >= Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) return false;
      if (q === '') return true;
      const byNumber = /^\d+$/.test(digits) && (String(order.id) === digits || (digits.length >= 4 && order.phone.includes(digits)));
      return byNumber || order.fullName.toLowerCase().includes(q) || (order.email ?? '').toLowerCase().includes(q);
    });
    matches.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
    const { rows, page, pageSize } = pageOf(matches, query);
    const orders = rows.map(
      ({ userId: _u, city: _c, street: _s, details: _d, note: _n, totalAmount: _t, sellerDiscountAmount: _sd, taxAmount: _ta, deliveryFee: _df, confirmedAt: _ca, shippedAt: _sa, deliveredAt: _da, cancelledAt: _xa, carrier: _cr, trackingNumber: _tn, items: _i, history: _h, ...row }) => structuredClone(row),
    );
    return { orders, page, pageSize, total: Math.min(matches.length, this.countCap), totalIsCapped: matches.length > this.countCap };
  }

  async get(id: number): Promise<AdminOrder> {
    return structuredClone(storedRow(this.#orders, id, 'Order'));
  }

  async act(id: number, action: OrderAction, details: ActionDetails): Promise<AdminOrder> {
    const order = storedRow(this.#orders, id, 'Order');
    if (action !== 'ship' && (details.carrier !== undefined || details.trackingNumber !== undefined)) {
      throw new ValidationError('only for shipping', details.carrier !== undefined ? 'carrier' : 'trackingNumber', 'VALIDATION_FAILED');
    }
    if (action !== 'cancel' && details.reason !== undefined) throw new ValidationError('only for cancelling', 'reason', 'VALIDATION_FAILED');
    if (order.version !== details.version) throw new OrderChangedError(structuredClone(order));
    if (!actionsFor(order.status).includes(action)) throw new TransitionNotAllowedError(structuredClone(order));
    const at = this.now().toISOString();
    const before = { status: order.status, version: order.version, carrier: order.carrier, trackingNumber: order.trackingNumber };
    order.status = TO[action];
    order.version += 1;
    if (action === 'confirm') order.confirmedAt = at;
    if (action === 'ship') {
      order.shippedAt = at;
      order.carrier = details.carrier?.trim() || null;
      order.trackingNumber = details.trackingNumber?.trim() || null;
    }
    if (action === 'deliver') order.deliveredAt = at;
    if (action === 'cancel') order.cancelledAt = at;
    const reason = details.reason?.trim();
    order.history.push({
      id: order.history.length + 1,
      action,
      actorEmail: this.operatorEmail,
      at,
      before,
      after: { status: order.status, version: order.version, carrier: order.carrier, trackingNumber: order.trackingNumber, ...(reason ? { reason } : {}) },
    });
    return structuredClone(order);
  }

  /** Another operator's action, as it would reach the server first. */
  async actAsSomeoneElse(id: number, action: OrderAction): Promise<void> {
    const order = storedRow(this.#orders, id, 'Order');
    const mine = this.operatorEmail;
    this.operatorEmail = 'other-operator@dukkan.test';
    try {
      await this.act(id, action, { version: order.version });
    } finally {
      this.operatorEmail = mine;
    }
  }
}
