import { makeAutoObservable } from 'mobx';
import { confirmationHeadline, type ConfirmationHeadline, type Order } from '../../domain/orders/order';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { readOrder, type OrderLoadFailure } from './order-failure';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

const inject = { orders: Ports.orderGateway, clock: Ports.clock, reporter: Ports.errorReporter } as const;

/** /order-confirmation/{orderId}: an order read back from the server, the one just placed or an older one. */
export class OrderConfirmationStore {
  static readonly inject = inject;
  order: Order | null = null;
  status: LoadStatus = 'idle';
  failure: OrderLoadFailure | null = null;
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

  async opened(orderId: number): Promise<void> {
    this.#requested = orderId;
    this.status = 'loading';
    this.failure = null;
    if (this.order?.id !== orderId) this.order = null;
    const result = await readOrder(this.#deps.orders, this.#deps.reporter, orderId);
    if (!Object.is(this.#requested, orderId)) return;
    if (result.ok) this.loaded(result.value);
    else this.failed(result.error);
  }

  private loaded(order: Order): void {
    this.readAtMs = this.#deps.clock.now();
    this.order = order;
    this.status = 'ready';
  }

  private failed(failure: OrderLoadFailure): void {
    this.failure = failure;
    this.status = 'failed';
  }
}
