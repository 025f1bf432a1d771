import type { Order } from '../../domain/orders/order';
import { err, type Result } from '../../domain/shared/result';
import { NotFoundError } from '../shared/errors';
import type { ErrorReporter } from '../shared/error-reporter';
import { attempt, SESSION_OR_NETWORK, type Failures } from '../shared/failure';
import type { OrderGateway } from './order-gateway';

/** Why an order, the orders list or the refunds could not be read. */
export type OrderLoadFailure = 'not-found' | 'not-signed-in' | 'offline' | 'failed';

/** A 404 (unknown or someone else's), a lost session and no network are answers; anything else is reported (docs/adr/0057). */
export const ORDER_LOAD_FAILURES: Failures<OrderLoadFailure> = {
  expected: (error) => (error instanceof NotFoundError ? 'not-found' : SESSION_OR_NETWORK.expected(error)),
  unexpected: () => 'failed',
};

/** A read of the shopper's orders or refunds, its failure told in the words above. */
export const readOrders = <T>(read: () => Promise<T>, reporter: ErrorReporter, action: string): Promise<Result<T, OrderLoadFailure>> =>
  attempt(read, ORDER_LOAD_FAILURES, reporter, { action });

/** One order (the confirmation, the details, the refund page); an id from a URL that is not a positive integer is no order, and nothing is asked. */
export function readOrder(orders: OrderGateway, reporter: ErrorReporter, id: number): Promise<Result<Order, OrderLoadFailure>> {
  if (!Number.isInteger(id) || id < 1) return Promise.resolve(err('not-found'));
  return readOrders(() => orders.get(id), reporter, 'load-order');
}
