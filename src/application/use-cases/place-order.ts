import { inject, injectable } from 'inversify';
import {
  isCheckoutField,
  validateCheckout,
  type CheckoutDraft,
  type CheckoutErrors,
  type StockShortage,
} from '../../domain/checkout';
import type { Order } from '../../domain/order';
import { err, ok, type Result } from '../../domain/result';
import { NetworkError, NotLoggedInError, StockShortageError, UnauthorizedError, ValidationError } from '../errors';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';
import { TOKENS } from '../tokens';

export interface PlaceOrderInput {
  draft: CheckoutDraft;
  /** The calling code the phone is normalised with (the selected country's, spec §5). */
  callingCode: string;
  countryId: number;
  currencyId: number;
  /** The attempt's idempotency key: the same for a retry or a double submit. */
  idempotencyKey: string;
}

export type PlaceOrderError =
  | { kind: 'invalid'; errors: CheckoutErrors }
  | { kind: 'stock'; shortages: readonly StockShortage[] }
  | { kind: 'cart-empty' }
  | { kind: 'not-signed-in' }
  | { kind: 'offline' }
  | { kind: 'failed' };

/** Checkout: the form's rules first (nothing is sent while a field is wrong), then the order, once per key. */
@injectable()
export class PlaceOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  validate(draft: CheckoutDraft, callingCode: string): CheckoutErrors {
    const checked = validateCheckout(draft, callingCode);
    return checked.ok ? {} : checked.error;
  }

  async execute(input: PlaceOrderInput): Promise<Result<Order, PlaceOrderError>> {
    const checked = validateCheckout(input.draft, input.callingCode);
    if (!checked.ok) return err({ kind: 'invalid', errors: checked.error });
    try {
      const order = await this.orders.checkout(
        { ...checked.value, countryId: input.countryId, currencyId: input.currencyId },
        input.idempotencyKey,
      );
      return ok(order);
    } catch (error) {
      return err(this.failure(error));
    }
  }

  private failure(error: unknown): PlaceOrderError {
    if (error instanceof StockShortageError) return { kind: 'stock', shortages: error.shortages };
    if (error instanceof ValidationError && error.code === 'CART_EMPTY') return { kind: 'cart-empty' };
    if (error instanceof ValidationError && isCheckoutField(error.field)) return { kind: 'invalid', errors: { [error.field]: 'rejected' } };
    if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return { kind: 'not-signed-in' };
    if (error instanceof NetworkError) return { kind: 'offline' };
    this.reporter.captureException(error, { action: 'place-order' });
    return { kind: 'failed' };
  }
}
