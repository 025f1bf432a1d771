import { inject, injectable } from 'inversify';
import type { OrderSummary } from '../../domain/order';
import { err, ok, type Result } from '../../domain/result';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';
import { TOKENS } from '../tokens';
import { orderLoadFailure, type OrderLoadFailure } from './order-failure';

/** The shopper's orders, newest first. */
@injectable()
export class ListOrders {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(): Promise<Result<OrderSummary[], OrderLoadFailure>> {
    try {
      return ok(await this.orders.list());
    } catch (error) {
      return err(orderLoadFailure(error, this.reporter, 'list-orders'));
    }
  }
}
