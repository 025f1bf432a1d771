// Why a refund request was refused, in the application's words (the adapters translate the API's codes).
import { namedError, namedErrorWith } from '../shared/errors';
import type { NotRefundableReason, RefundField } from '../../domain/refunds/refund';

/** The line cannot be refunded now: not delivered yet, or the window has closed. */
export class RefundRefused extends namedErrorWith<'why', NotRefundableReason>('RefundRefused', 'why', 'The refund was refused.') {}

/** More than can still be refunded (bought − refunded − pending). */
export class RefundQuantityTooMany extends namedError('RefundQuantityTooMany', 'Too many to refund.') {}

/** The server refused one of the form's fields. */
export class RefundFieldRefused extends namedErrorWith<'field', RefundField>('RefundFieldRefused', 'field', 'A field was refused.') {}
