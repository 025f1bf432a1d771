import type { Order } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import { NetworkError, NotFoundError, NotLoggedInError, UnauthorizedError } from '../shared/errors';
import type { ErrorReporter } from '../shared/error-reporter';
import type { OrderGateway } from './order-gateway';

/** Why an order, the orders list or the refunds could not be read. */
export type OrderLoadFailure = 'not-found' | 'not-signed-in' | 'offline' | 'failed';

/** A 404 (unknown or someone else's), a lost session and no network are answers; anything else is reported. */
export function orderLoadFailure(error: unknown, reporter: ErrorReporter, action: string): OrderLoadFailure {
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return 'not-signed-in';
  if (error instanceof NetworkError) return 'offline';
  reporter.captureException(error, { action });
  return 'failed';
}

/** A read of the shopper's orders or refunds, its failure told in the words above. */
export async function readOrders<T>(read: () => Promise<T>, reporter: ErrorReporter, action: string): Promise<Result<T, OrderLoadFailure>> {
  try {
    return ok(await read());
  } catch (error) {
    return err(orderLoadFailure(error, reporter, action));
  }
}

/** One order (the confirmation, the details, the refund page); an id from a URL that is not a positive integer is no order, and nothing is asked. */
export function readOrder(orders: OrderGateway, reporter: ErrorReporter, id: number): Promise<Result<Order, OrderLoadFailure>> {
  if (!Number.isInteger(id) || id < 1) return Promise.resolve(err('not-found'));
  return readOrders(() => orders.get(id), reporter, 'load-order');
}
