// The operator console's refunds (issue 29, docs/adr/0054): the queue with its status filter, one request
// with its decisions. A decision sends the status the operator saw; when another operator decided first,
// the store shows the request as it is now and says so.
import { Ports } from '../ports';
import { ValidationError } from '../shared/errors';
import type { DepsOf } from '../shared/wiring';
import { AdminList, AdminRecord, type AdminNotice, type AdminPaging } from './admin-views';
import type { Money } from '../../domain/shared/money';
import {
  DecisionNotAllowedError,
  RefundAmountError,
  RefundChangedError,
  type AdminRefund,
  type AdminRefundStatus,
  type DecisionDetails,
  type RefundDecision,
} from './admin-refunds-gateway';

export type DecisionNotice = AdminNotice<{ decision: RefundDecision }, 'changed' | 'not-allowed' | 'amount'>;

/** Why an approved amount typed by the operator cannot be sent. */
export type AmountProblem = 'required' | 'invalid' | 'zero' | 'tooMuch';

/**
 * The amount an operator typed (USD, at most two decimals, '.' or ',' as the decimal mark) in minor units,
 * or why it cannot be approved: it must be more than 0 and at most what the shopper asked for.
 */
export function approvedAmountOf(text: string, asked: Money): { amount: Money } | { problem: AmountProblem } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { problem: 'required' };
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (match === null) return { problem: 'invalid' };
  const amount = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (amount <= 0) return { problem: 'zero' };
  if (amount > asked) return { problem: 'tooMuch' };
  return { amount };
}

const inject = { refunds: Ports.adminRefundsGateway, reporter: Ports.errorReporter } as const;

export class AdminRefundsStore {
  static readonly inject = inject;
  /** The queue, its query the status filter ('' for every status), pending first. */
  readonly list: AdminList<AdminRefundStatus | '', AdminRefund>;
  readonly detail: AdminRecord<AdminRefund, RefundDecision, DecisionNotice>;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    const fetch = (status: AdminRefundStatus | '', paging: AdminPaging) => deps.refunds.list({ ...(status === '' ? {} : { status }), ...paging });
    this.list = new AdminList({ initial: '', fetch, rowsOf: (page) => page.refunds, reporter: deps.reporter, action: 'admin-list-refunds' });
    this.detail = new AdminRecord({ get: (id) => deps.refunds.get(id), idOf: (refund) => refund.id, reporter: deps.reporter, action: 'admin-get-refund' });
  }

  decide(decision: RefundDecision, details: Omit<DecisionDetails, 'status'> = {}): Promise<boolean> {
    return this.detail.changeShown(decision, (refund) => this.#deps.refunds.decide(refund.id, decision, { ...details, status: refund.status }), {
      clearsNotice: true,
      done: { kind: 'done', decision },
      failed: { kind: 'failed' },
      action: `admin-refund-${decision}`,
      refusalOf: (error) => {
        if (error instanceof RefundChangedError) return { notice: { kind: 'changed' }, current: error.current };
        if (error instanceof DecisionNotAllowedError) return { notice: { kind: 'not-allowed' }, current: error.current };
        if (error instanceof RefundAmountError) return { notice: { kind: 'amount' } };
        if (error instanceof ValidationError) return { notice: { kind: 'invalid', field: error.field } };
        return undefined;
      },
    });
  }
}
