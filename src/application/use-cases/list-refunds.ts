import { inject, injectable } from 'inversify';
import type { Refund } from '../../domain/refund';
import { err, ok, type Result } from '../../domain/result';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RefundGateway } from '../ports/refund-gateway';
import { TOKENS } from '../tokens';
import { orderLoadFailure, type OrderLoadFailure } from './order-failure';

/** The shopper's refund requests, newest first (their status on the refund page and in the order details). */
@injectable()
export class ListRefunds {
  constructor(
    @inject(TOKENS.RefundGateway) private readonly refunds: RefundGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(): Promise<Result<Refund[], OrderLoadFailure>> {
    try {
      return ok(await this.refunds.list());
    } catch (error) {
      return err(orderLoadFailure(error, this.reporter, 'list-refunds'));
    }
  }
}
