// The operator console's orders (issue 29): the port the console's store uses, served by
// HttpAdminOrdersGateway (/api/admin) and, in tests, by InMemoryAdminOrdersGateway; both are held to
// tests/contract/admin/admin-orders-gateway-contract.ts. Money in minor units of USD, as stored on the
// order, with the display currency and rate the shopper saw (never recomputed).
import type { Money } from '../../domain/shared/money';

export type AdminOrderStatus = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
export const ADMIN_ORDER_STATUS_LIST: readonly AdminOrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'];
export type OrderAction = 'confirm' | 'ship' | 'deliver' | 'cancel';

/** The actions that apply to an order in this status, in the order the console offers them. */
export function actionsFor(status: AdminOrderStatus): OrderAction[] {
  switch (status) {
    case 'placed':
      return ['confirm', 'cancel'];
    case 'confirmed':
      return ['ship', 'cancel'];
    case 'shipped':
      return ['deliver'];
    default:
      return [];
  }
}

export interface OrderCurrency {
  code: string;
  /** Units per USD when the order was placed. */
  excRate: number;
}

export interface AdminOrderRow {
  id: number;
  status: AdminOrderStatus;
  createdAt: string;
  fullName: string;
  /** null for an account made with a phone number only. */
  email: string | null;
  phone: string;
  countryId: number;
  itemCount: number;
  totalAfterTaxation: Money;
  displayCurrency: OrderCurrency;
  version: number;
}

export interface AdminOrderLine {
  orderItemId: number;
  variantId: number;
  title: { en: string; ar: string };
  color: string | null;
  variantValue: string | null;
  unitPrice: Money;
  quantity: number;
  totalAmount: Money;
}

export interface AdminOrderEvent {
  id: number;
  action: string;
  actorEmail: string;
  at: string;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

export interface AdminOrder extends AdminOrderRow {
  userId: number;
  city: string;
  street: string;
  details: string;
  note: string;
  totalAmount: Money;
  sellerDiscountAmount: Money;
  taxAmount: Money;
  deliveryFee: Money;
  confirmedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  items: AdminOrderLine[];
  history: AdminOrderEvent[];
}

export interface AdminOrdersQuery {
  status?: AdminOrderStatus;
  country?: number;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface AdminOrdersPage {
  orders: AdminOrderRow[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ActionDetails {
  /** The version of the order the operator saw. */
  version: number;
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
}

/** Another operator changed the order first: `order` is how it is now. */
export class OrderChangedError extends Error {
  override readonly name = 'OrderChangedError';
  constructor(
    readonly order: AdminOrder,
    message = 'The order changed since you saw it.',
  ) {
    super(message);
  }
}

/** The action does not apply to the order's status: `order` is how it is now. */
export class TransitionNotAllowedError extends Error {
  override readonly name = 'TransitionNotAllowedError';
  constructor(
    readonly order: AdminOrder,
    message = 'This action does not apply to the order now.',
  ) {
    super(message);
  }
}

/**
 * Throws NotLoggedInError / UnauthorizedError without a valid session, RefusedError (403) for an
 * account that is not an operator, NotFoundError for an unknown order, OrderChangedError,
 * TransitionNotAllowedError, ValidationError (field), NetworkError, ServerError.
 */
export interface AdminOrdersGateway {
  /** Newest first. */
  list(query: AdminOrdersQuery): Promise<AdminOrdersPage>;
  get(id: number): Promise<AdminOrder>;
  act(id: number, action: OrderAction, details: ActionDetails): Promise<AdminOrder>;
}
