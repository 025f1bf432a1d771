import { inject, injectable } from 'inversify';
import type { Order, OrderItem } from '../../domain/order';
import {
  isRefundField,
  refundEligibility,
  validateRefund,
  type NotRefundableReason,
  type Refund,
  type RefundDraft,
  type RefundErrors,
} from '../../domain/refund';
import { err, ok, type Result } from '../../domain/result';
import { NetworkError, NotFoundError, NotLoggedInError, RefusedError, UnauthorizedError, ValidationError } from '../errors';
import type { Clock } from '../ports/clock';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RefundGateway } from '../ports/refund-gateway';
import { TOKENS } from '../tokens';

export type RequestRefundError =
  | { kind: 'invalid'; errors: RefundErrors }
  | { kind: 'not-refundable'; why: NotRefundableReason }
  | { kind: 'not-found' }
  | { kind: 'not-signed-in' }
  | { kind: 'offline' }
  | { kind: 'failed' };

const REFUSALS: Readonly<Record<string, NotRefundableReason>> = {
  NOT_DELIVERED: 'not-delivered',
  REFUND_WINDOW_CLOSED: 'window-closed',
};

/** A refund request for one order line under the return policy (ADR 0008): eligibility, the form, then the server. */
@injectable()
export class RequestRefund {
  constructor(
    @inject(TOKENS.RefundGateway) private readonly refunds: RefundGateway,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  /** The rules the form re-checks as the shopper types (after a first submit). */
  validate(draft: RefundDraft, order: Order, item: OrderItem): RefundErrors {
    const eligibility = refundEligibility(order, item, this.clock.now());
    const maxQuantity = eligibility.refundable ? eligibility.maxQuantity : 0;
    const checked = validateRefund(draft, { orderId: order.id, orderItemId: item.orderItemId, maxQuantity });
    return checked.ok ? {} : checked.error;
  }

  async execute(draft: RefundDraft, order: Order, item: OrderItem): Promise<Result<Refund, RequestRefundError>> {
    const eligibility = refundEligibility(order, item, this.clock.now());
    if (!eligibility.refundable) return err({ kind: 'not-refundable', why: eligibility.why });
    const checked = validateRefund(draft, { orderId: order.id, orderItemId: item.orderItemId, maxQuantity: eligibility.maxQuantity });
    if (!checked.ok) return err({ kind: 'invalid', errors: checked.error });
    try {
      return ok(await this.refunds.request(checked.value));
    } catch (error) {
      return err(this.failure(error));
    }
  }

  private failure(error: unknown): RequestRefundError {
    if (error instanceof RefusedError && error.code !== null && REFUSALS[error.code] !== undefined) {
      return { kind: 'not-refundable', why: REFUSALS[error.code] ?? 'not-delivered' };
    }
    if (error instanceof ValidationError && error.code === 'REFUND_QUANTITY') return { kind: 'invalid', errors: { quantity: 'tooMany' } };
    if (error instanceof ValidationError && isRefundField(error.field)) return { kind: 'invalid', errors: { [error.field]: 'rejected' } };
    if (error instanceof NotFoundError) return { kind: 'not-found' };
    if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return { kind: 'not-signed-in' };
    if (error instanceof NetworkError) return { kind: 'offline' };
    this.reporter.captureException(error, { action: 'request-refund' });
    return { kind: 'failed' };
  }
}
