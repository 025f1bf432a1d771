import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order';
import { err, ok, type Result } from '../../domain/result';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';
import { TOKENS } from '../tokens';
import { orderLoadFailure, type OrderLoadFailure } from './order-failure';

/** One of the shopper's orders (the confirmation, the details, the refund page). */
@injectable()
export class LoadOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(id: number): Promise<Result<Order, OrderLoadFailure>> {
    if (!Number.isInteger(id) || id < 1) return err('not-found');
    try {
      return ok(await this.orders.get(id));
    } catch (error) {
      return err(orderLoadFailure(error, this.reporter, 'load-order'));
    }
  }
}
