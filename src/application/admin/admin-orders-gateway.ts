// The operator console's orders (issue 29): the port the console's store uses, served by
// HttpAdminOrdersGateway (/api/admin) and, in tests, by InMemoryAdminOrdersGateway; both are held to
// tests/contract/admin/admin-orders-gateway-contract.ts. Money in minor units of USD, as stored on the
// order, with the display currency and rate the shopper saw (never recomputed).
import type { Money } from '../../domain/shared/money';
import { refusalCarrying } from './admin-refusal';

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
  /** The display and cash steps recorded on the order (ADR 0042, major units); null on older orders. */
  displayStep: number | null;
  cashStep: number | null;
}

/** What the shopper pays in cash, as stored on the order (whole shown units of its currency, like the shopper's CashAmount). */
export interface AdminOrderCash {
  total: number;
  /** total − the shown total: the rounding line. */
  rounding: number;
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
  /** null on orders placed before cash totals were kept: shown as they were. */
  cash: AdminOrderCash | null;
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

/** An operator's recorded action on an order or a product: what, who, when, and the fields before and after. */
export interface AdminEvent {
  id: number;
  action: string;
  actorEmail: string;
  at: string;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

export type AdminOrderEvent = AdminEvent;

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
  /** The orders that match, counted up to a cap (the server's: 1,000). */
  total: number;
  /** More orders match than total says. */
  totalIsCapped: boolean;
}

export interface ActionDetails {
  /** The version of the order the operator saw. */
  version: number;
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
}

/** Another operator changed the order first: `current` is how it is now. */
export class OrderChangedError extends refusalCarrying<AdminOrder>('OrderChangedError', 'The order changed since you saw it.') {}

/** The action does not apply to the order's status: `current` is how it is now. */
export class TransitionNotAllowedError extends refusalCarrying<AdminOrder>('TransitionNotAllowedError', 'This action does not apply to the order now.') {}

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
