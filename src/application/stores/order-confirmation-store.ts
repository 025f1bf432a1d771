import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { confirmationHeadline, type ConfirmationHeadline, type Order } from '../../domain/order';
import type { Clock } from '../ports/clock';
import { TOKENS } from '../tokens';
import { LoadOrder } from '../use-cases/load-order';
import type { OrderLoadFailure } from '../use-cases/order-failure';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** /order-confirmation/{orderId}: an order read back from the server, the one just placed or an older one. */
@injectable()
export class OrderConfirmationStore {
  order: Order | null = null;
  status: LoadStatus = 'idle';
  failure: OrderLoadFailure | null = null;
  private requested: number | null = null;

  /** When the order was read: a just-placed order keeps its thank-you while the page is open. */
  private readAtMs = 0;

  constructor(
    @inject(LoadOrder) private readonly loadOrder: LoadOrder,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadOrder' | 'requested' | 'clock'>(this, { loadOrder: false, requested: false, clock: false }, { autoBind: true });
  }

  /** The thank-you for an order just placed, else its status and date (issue 15); null until read. */
  get headline(): ConfirmationHeadline | null {
    return this.order === null ? null : confirmationHeadline(this.order, this.readAtMs);
  }

  async opened(orderId: number): Promise<void> {
    this.requested = orderId;
    this.status = 'loading';
    this.failure = null;
    if (this.order?.id !== orderId) this.order = null;
    const result = await this.loadOrder.execute(orderId);
    if (!Object.is(this.requested, orderId)) return;
    if (result.ok) this.loaded(result.value);
    else this.failed(result.error);
  }

  private loaded(order: Order): void {
    this.readAtMs = this.clock.now();
    this.order = order;
    this.status = 'ready';
  }

  private failed(failure: OrderLoadFailure): void {
    this.failure = failure;
    this.status = 'failed';
  }
}
