import { makeAutoObservable } from 'mobx';
import { confirmationHeadline, type ConfirmationHeadline, type Order } from '../../domain/orders/order';
import { refundEligibility, type Refund } from '../../domain/refunds';
import type { Result } from '../../domain/shared/result';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { readOrder, readOrders, type OrderLoadFailure } from './order-failure';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

const inject = { orders: Ports.orderGateway, refunds: Ports.refundGateway, clock: Ports.clock, reporter: Ports.errorReporter } as const;

/**
 * /orders/{orderId}, an order's own page (issue 26): the order read back from the server, the one just placed
 * or an older one, with the refund requests of its lines.
 */
export class OrderPageStore {
  static readonly inject = inject;
  order: Order | null = null;
  status: LoadStatus = 'idle';
  failure: OrderLoadFailure | null = null;
  /** The refund requests of the order's lines. */
  refunds: Refund[] = [];
  readonly #deps: DepsOf<typeof inject>;
  #requested: number | null = null;

  /** When the order was read: a just-placed order keeps its thank-you while the page is open. */
  private readAtMs = 0;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The thank-you for an order just placed, else its status and date (issue 15); null until read. */
  get headline(): ConfirmationHeadline | null {
    return this.order === null ? null : confirmationHeadline(this.order, this.readAtMs);
  }

  /**
   * Whether the line can be refunded now (delivered, within the window, units left: refundEligibility, the rule
   * the refund page and the server follow), so that "Request a refund" is offered only then (issue 26 tryout).
   */
  canRequestRefund(orderItemId: number): boolean {
    const item = this.order?.items.find((line) => line.orderItemId === orderItemId);
    if (this.order === null || item === undefined) return false;
    return refundEligibility(this.order, item, this.#deps.clock.now()).refundable;
  }

  refundsOf(orderItemId: number): Refund[] {
    return this.refunds.filter((refund) => refund.orderItemId === orderItemId);
  }

  async opened(orderId: number): Promise<void> {
    this.#requested = orderId;
    this.status = 'loading';
    this.failure = null;
    if (this.order?.id !== orderId) {
      this.order = null;
      this.refunds = [];
    }
    const { orders, refunds, reporter } = this.#deps;
    const [order, requests]: [Result<Order, OrderLoadFailure>, Result<Refund[], OrderLoadFailure>] = await Promise.all([
      readOrder(orders, reporter, orderId),
      readOrders(() => refunds.list(), reporter, 'list-refunds'),
    ]);
    if (!Object.is(this.#requested, orderId)) return;
    // The order without its requests when only they failed: the page still shows the order.
    if (order.ok) this.loaded(order.value, requests.ok ? requests.value.filter((refund) => refund.orderId === orderId) : []);
    else this.failed(order.error);
  }

  private loaded(order: Order, refunds: Refund[]): void {
    this.readAtMs = this.#deps.clock.now();
    this.order = order;
    this.refunds = refunds;
    this.status = 'ready';
  }

  private failed(failure: OrderLoadFailure): void {
    this.failure = failure;
    this.status = 'failed';
  }
}
