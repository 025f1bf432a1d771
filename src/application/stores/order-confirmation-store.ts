import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Order } from '../../domain/order';
import { LoadOrder } from '../use-cases/load-order';
import type { OrderLoadFailure } from '../use-cases/order-failure';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** /order-confirmation/{orderId}: the order just placed, read back from the server. */
@injectable()
export class OrderConfirmationStore {
  order: Order | null = null;
  status: LoadStatus = 'idle';
  failure: OrderLoadFailure | null = null;
  private requested: number | null = null;

  constructor(@inject(LoadOrder) private readonly loadOrder: LoadOrder) {
    makeAutoObservable<this, 'loadOrder' | 'requested'>(this, { loadOrder: false, requested: false }, { autoBind: true });
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
    this.order = order;
    this.status = 'ready';
  }

  private failed(failure: OrderLoadFailure): void {
    this.failure = failure;
    this.status = 'failed';
  }
}
