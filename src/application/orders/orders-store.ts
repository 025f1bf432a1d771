import { makeAutoObservable } from 'mobx';
import type { Order, OrderSummary } from '../../domain/orders/order';
import type { Refund } from '../../domain/refunds';
import type { Result } from '../../domain/shared/result';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { readOrder, readOrders, type OrderLoadFailure } from './order-failure';
import type { LoadStatus } from './order-confirmation-store';

const inject = { orders: Ports.orderGateway, refunds: Ports.refundGateway, reporter: Ports.errorReporter } as const;

/** The account's orders: the list (newest first) and one order's details with its lines' refund requests. */
export class OrdersStore {
  static readonly inject = inject;
  orders: OrderSummary[] = [];
  listStatus: LoadStatus = 'idle';
  listFailure: OrderLoadFailure | null = null;
  details: Order | null = null;
  detailsStatus: LoadStatus = 'idle';
  detailsFailure: OrderLoadFailure | null = null;
  /** The refund requests of the order shown in details. */
  refunds: Refund[] = [];
  readonly #deps: DepsOf<typeof inject>;
  #shownId: number | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  async listOpened(): Promise<void> {
    this.listStatus = 'loading';
    this.listFailure = null;
    const result = await readOrders(() => this.#deps.orders.list(), this.#deps.reporter, 'list-orders');
    if (result.ok) this.listed(result.value);
    else this.listFailed(result.error);
  }

  async detailsOpened(orderId: number): Promise<void> {
    this.#shownId = orderId;
    this.detailsStatus = 'loading';
    this.detailsFailure = null;
    if (this.details?.id !== orderId) this.details = null;
    const { orders, refunds, reporter } = this.#deps;
    const [order, requests]: [Result<Order, OrderLoadFailure>, Result<Refund[], OrderLoadFailure>] = await Promise.all([
      readOrder(orders, reporter, orderId),
      readOrders(() => refunds.list(), reporter, 'list-refunds'),
    ]);
    if (!Object.is(this.#shownId, orderId)) return;
    if (order.ok) this.detailsLoaded(order.value, requests.ok ? requests.value.filter((refund) => refund.orderId === orderId) : []);
    else this.detailsFailed(order.error);
  }

  refundsOf(orderItemId: number): Refund[] {
    return this.refunds.filter((refund) => refund.orderItemId === orderItemId);
  }

  private listed(orders: OrderSummary[]): void {
    this.orders = orders;
    this.listStatus = 'ready';
  }

  private listFailed(failure: OrderLoadFailure): void {
    this.listFailure = failure;
    this.listStatus = 'failed';
  }

  private detailsLoaded(order: Order, refunds: Refund[]): void {
    this.details = order;
    this.refunds = refunds;
    this.detailsStatus = 'ready';
  }

  private detailsFailed(failure: OrderLoadFailure): void {
    this.detailsFailure = failure;
    this.detailsStatus = 'failed';
  }
}
