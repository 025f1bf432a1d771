import { makeAutoObservable } from 'mobx';
import type { OrderSummary } from '../../domain/orders/order';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { readOrders, type OrderLoadFailure } from './order-failure';
import type { LoadStatus } from './order-page-store';

const inject = { orders: Ports.orderGateway, reporter: Ports.errorReporter } as const;

/** The account's orders, newest first; each opens its own page (OrderPageStore). */
export class OrdersStore {
  static readonly inject = inject;
  orders: OrderSummary[] = [];
  listStatus: LoadStatus = 'idle';
  listFailure: OrderLoadFailure | null = null;
  readonly #deps: DepsOf<typeof inject>;
  /** The list came with the server's page (docs/adr/0038): opening the account shows it without asking again. */
  #drawn = false;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  async listOpened(): Promise<void> {
    if (this.#drawn && this.listStatus === 'ready') return;
    this.listStatus = 'loading';
    this.listFailure = null;
    const result = await readOrders(() => this.#deps.orders.list(), this.#deps.reporter, 'list-orders');
    if (result.ok) this.listed(result.value);
    else this.listFailed(result.error);
  }

  /** The orders the server's page was drawn with, put back before the page is taken over. */
  drawnByServer(orders: OrderSummary[]): void {
    this.listed(orders);
    this.#drawn = true;
  }

  /** The page is the browser's now: opening the list asks the server again. */
  takeoverEnded(): void {
    this.#drawn = false;
  }

  private listed(orders: OrderSummary[]): void {
    this.orders = orders;
    this.listStatus = 'ready';
  }

  private listFailed(failure: OrderLoadFailure): void {
    this.listFailure = failure;
    this.listStatus = 'failed';
  }
}
