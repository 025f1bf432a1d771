import type { Order, OrderItem } from '../../domain/orders';
import {
  refundEligibility,
  validateRefund,
  type NotRefundableReason,
  type Refund,
  type RefundDraft,
  type RefundErrors,
  type RefundField,
  type RefundFieldProblem,
} from '../../domain/refunds/refund';
import { err, type Result } from '../../domain/shared/result';
import { Ports } from '../ports';
import { NotFoundError } from '../shared/errors';
import { attempt, behindSignIn, type Failures } from '../shared/failure';
import type { FormFailure } from '../shared/form-state';
import { UseCase } from '../shared/use-case';
import { RefundFieldRefused, RefundQuantityTooMany, RefundRefused } from './refunds-errors';

/** The line cannot be refunded (any more): not delivered, the window closed, nothing left. */
export interface NotRefundable {
  kind: 'not-refundable';
  why: NotRefundableReason;
}

/** Why a refund request was not made, beyond its fields. */
export type RefundProblem = NotRefundable | { kind: 'not-found' } | { kind: 'not-signed-in' } | { kind: 'offline' } | { kind: 'failed' };

export type RequestRefundError = FormFailure<RefundField, RefundFieldProblem, RefundProblem>;

/** The refund request's words for what the refund gateway throws (docs/adr/0057). */
const REQUEST_REFUND_FAILURES: Failures<RequestRefundError> = behindSignIn<RequestRefundError>((error) => {
  if (error instanceof RefundRefused) return { kind: 'not-refundable', why: error.why };
  if (error instanceof RefundQuantityTooMany) return { kind: 'fields', fields: { quantity: 'tooMany' } };
  if (error instanceof RefundFieldRefused) return { kind: 'fields', fields: { [error.field]: 'rejected' } };
  if (error instanceof NotFoundError) return { kind: 'not-found' };
  return undefined;
});

const inject = { refunds: Ports.refundGateway, clock: Ports.clock, reporter: Ports.errorReporter } as const;

/** A refund request for one order line under the return policy (ADR 0008): eligibility, the form, then the server. */
export class RequestRefund extends UseCase<typeof inject> {
  static readonly inject = inject;

  /** The rules the form re-checks as the shopper types (after a first submit). */
  validate(draft: RefundDraft, order: Order, item: OrderItem): RefundErrors {
    const eligibility = refundEligibility(order, item, this.deps.clock.now());
    const maxQuantity = eligibility.refundable ? eligibility.maxQuantity : 0;
    const checked = validateRefund(draft, { orderId: order.id, orderItemId: item.orderItemId, maxQuantity });
    return checked.ok ? {} : checked.error;
  }

  async execute(draft: RefundDraft, order: Order, item: OrderItem): Promise<Result<Refund, RequestRefundError>> {
    const eligibility = refundEligibility(order, item, this.deps.clock.now());
    if (!eligibility.refundable) return err({ kind: 'not-refundable', why: eligibility.why });
    const checked = validateRefund(draft, { orderId: order.id, orderItemId: item.orderItemId, maxQuantity: eligibility.maxQuantity });
    if (!checked.ok) return err({ kind: 'fields', fields: checked.error });
    const request = checked.value;
    return attempt(() => this.deps.refunds.request(request), REQUEST_REFUND_FAILURES, this.deps.reporter, { action: 'request-refund' });
  }
}
