import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Order, OrderSummary } from '../../domain/order';
import type { Refund } from '../../domain/refund';
import { ListOrders } from '../use-cases/list-orders';
import { ListRefunds } from '../use-cases/list-refunds';
import { LoadOrder } from '../use-cases/load-order';
import type { OrderLoadFailure } from '../use-cases/order-failure';
import type { LoadStatus } from './order-confirmation-store';

/** The account's orders: the list (newest first) and one order's details with its lines' refund requests. */
@injectable()
export class OrdersStore {
  orders: OrderSummary[] = [];
  listStatus: LoadStatus = 'idle';
  listFailure: OrderLoadFailure | null = null;
  details: Order | null = null;
  detailsStatus: LoadStatus = 'idle';
  detailsFailure: OrderLoadFailure | null = null;
  /** The refund requests of the order shown in details. */
  refunds: Refund[] = [];
  private shownId: number | null = null;

  constructor(
    @inject(ListOrders) private readonly listOrders: ListOrders,
    @inject(LoadOrder) private readonly loadOrder: LoadOrder,
    @inject(ListRefunds) private readonly listRefunds: ListRefunds,
  ) {
    makeAutoObservable<this, 'listOrders' | 'loadOrder' | 'listRefunds' | 'shownId'>(
      this,
      { listOrders: false, loadOrder: false, listRefunds: false, shownId: false },
      { autoBind: true },
    );
  }

  async listOpened(): Promise<void> {
    this.listStatus = 'loading';
    this.listFailure = null;
    const result = await this.listOrders.execute();
    if (result.ok) this.listed(result.value);
    else this.listFailed(result.error);
  }

  async detailsOpened(orderId: number): Promise<void> {
    this.shownId = orderId;
    this.detailsStatus = 'loading';
    this.detailsFailure = null;
    if (this.details?.id !== orderId) this.details = null;
    const [order, refunds] = await Promise.all([this.loadOrder.execute(orderId), this.listRefunds.execute()]);
    if (!Object.is(this.shownId, orderId)) return;
    if (order.ok) this.detailsLoaded(order.value, refunds.ok ? refunds.value.filter((refund) => refund.orderId === orderId) : []);
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
