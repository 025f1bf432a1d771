import {
  validateCheckout,
  type CheckoutDraft,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFieldProblem,
  type StockShortage,
} from '../../domain/orders/checkout';
import type { Order } from '../../domain/orders/order';
import { err, type Result } from '../../domain/shared/result';
import { Ports } from '../ports';
import { attempt, behindSignIn, type Failures } from '../shared/failure';
import type { FormFailure } from '../shared/form-state';
import { UseCase } from '../shared/use-case';
import { CartEmpty, CheckoutFieldRefused, CheckoutStockShortage } from './orders-errors';

export interface PlaceOrderInput {
  draft: CheckoutDraft;
  /** The calling code the phone is normalised with (the selected country's, spec §5). */
  callingCode: string;
  countryId: number;
  currencyId: number;
  /** The attempt's idempotency key: the same for a retry or a double submit. */
  idempotencyKey: string;
}

/** Why an order was not placed, beyond the fields: stock the server could not sell, an empty cart, no session… */
export type CheckoutProblem =
  | { kind: 'stock'; shortages: readonly StockShortage[] }
  | { kind: 'cart-empty' }
  | { kind: 'not-signed-in' }
  | { kind: 'offline' }
  | { kind: 'failed' };

export type PlaceOrderError = FormFailure<CheckoutField, CheckoutFieldProblem, CheckoutProblem>;

/** The checkout's words for what the order gateway throws (docs/adr/0057). */
const PLACE_ORDER_FAILURES: Failures<PlaceOrderError> = behindSignIn<PlaceOrderError>((error) => {
  if (error instanceof CheckoutStockShortage) return { kind: 'stock', shortages: error.shortages };
  if (error instanceof CartEmpty) return { kind: 'cart-empty' };
  if (error instanceof CheckoutFieldRefused) return { kind: 'fields', fields: { [error.field]: 'rejected' } };
  return undefined;
});

const inject = { orders: Ports.orderGateway, reporter: Ports.errorReporter } as const;

/** Checkout: the form's rules first (nothing is sent while a field is wrong), then the order, once per key. */
export class PlaceOrder extends UseCase<typeof inject> {
  static readonly inject = inject;

  validate(draft: CheckoutDraft, callingCode: string): CheckoutErrors {
    const checked = validateCheckout(draft, callingCode);
    return checked.ok ? {} : checked.error;
  }

  async execute(input: PlaceOrderInput): Promise<Result<Order, PlaceOrderError>> {
    const checked = validateCheckout(input.draft, input.callingCode);
    if (!checked.ok) return err({ kind: 'fields', fields: checked.error });
    const order = { ...checked.value, countryId: input.countryId, currencyId: input.currencyId };
    return attempt(() => this.deps.orders.checkout(order, input.idempotencyKey), PLACE_ORDER_FAILURES, this.deps.reporter, { action: 'place-order' });
  }
}
