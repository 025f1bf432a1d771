// Why a refund request was refused, in the application's words (the adapters translate the API's codes).
import { namedError } from '../shared/errors';
import type { NotRefundableReason, RefundField } from '../../domain/refunds/refund';

/** The line cannot be refunded now: not delivered yet, or the window has closed. */
export class RefundRefused extends Error {
  override readonly name = 'RefundRefused';
  constructor(
    readonly why: NotRefundableReason,
    message = 'The refund was refused.',
  ) {
    super(message);
  }
}

/** More than can still be refunded (bought − refunded − pending). */
export class RefundQuantityTooMany extends namedError('RefundQuantityTooMany', 'Too many to refund.') {}

/** The server refused one of the form's fields. */
export class RefundFieldRefused extends Error {
  override readonly name = 'RefundFieldRefused';
  constructor(
    readonly field: RefundField,
    message = 'A field was refused.',
  ) {
    super(message);
  }
}
