// The operator console's orders (issue 29): the list with its filters, one order with its actions.
// An action sends the version the operator saw; when another operator changed the order first, the
// store shows the order as it is now and says so (never a silent overwrite).
import { makeAutoObservable } from 'mobx';
import { Ports } from '../ports';
import { NotFoundError, NotLoggedInError, RefusedError, UnauthorizedError, ValidationError } from '../shared/errors';
import type { DepsOf } from '../shared/wiring';
import {
  OrderChangedError,
  TransitionNotAllowedError,
  type ActionDetails,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type OrderAction,
} from './admin-orders-gateway';

/** Why a load failed, as the console words it. */
export type AdminFailure = 'not-signed-in' | 'forbidden' | 'not-found' | 'failed';
/** What became of the last action. */
export type ActionNotice =
  | { kind: 'done'; action: OrderAction }
  | { kind: 'changed' }
  | { kind: 'not-allowed' }
  | { kind: 'invalid'; field: string | null }
  | { kind: 'failed' };

const inject = { admin: Ports.adminOrdersGateway, reporter: Ports.errorReporter } as const;

export const ADMIN_PAGE_SIZE = 20;

function failureOf(error: unknown): AdminFailure {
  if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return 'not-signed-in';
  if (error instanceof RefusedError && error.status === 403) return 'forbidden';
  if (error instanceof NotFoundError) return 'not-found';
  return 'failed';
}

export class AdminOrdersStore {
  static readonly inject = inject;
  query: AdminOrdersQuery = {};
  rows: AdminOrderRow[] = [];
  total = 0;
  page = 1;
  listing = false;
  listFailure: AdminFailure | null = null;
  listedOnce = false;

  order: AdminOrder | null = null;
  loadingOrder = false;
  orderFailure: AdminFailure | null = null;
  acting: OrderAction | null = null;
  notice: ActionNotice | null = null;
  readonly #deps: DepsOf<typeof inject>;
  #listCall = 0;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / ADMIN_PAGE_SIZE));
  }

  /** Lists with these filters (page 1 unless told); a later call wins over an earlier one still under way. */
  async search(query: AdminOrdersQuery, page = 1): Promise<void> {
    this.#listCall += 1;
    const call = this.#listCall;
    this.query = query;
    this.page = page;
    this.listing = true;
    this.listFailure = null;
    try {
      const answer = await this.#deps.admin.list({ ...query, page, pageSize: ADMIN_PAGE_SIZE });
      if (call === this.#listCall) this.listed(answer.orders, answer.total);
    } catch (error) {
      if (call !== this.#listCall) return;
      const failure = failureOf(error);
      if (failure === 'failed') this.#deps.reporter.captureException(error, { action: 'admin-list-orders' });
      this.listFailedWith(error instanceof ValidationError ? 'failed' : failure);
    }
  }

  async open(id: number): Promise<void> {
    if (this.order?.id !== id) this.order = null;
    this.notice = null;
    this.loadingOrder = true;
    this.orderFailure = null;
    try {
      this.shown(await this.#deps.admin.get(id));
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'failed') this.#deps.reporter.captureException(error, { action: 'admin-get-order' });
      this.orderFailedWith(failure);
    }
  }

  async act(action: OrderAction, details: Omit<ActionDetails, 'version'> = {}): Promise<boolean> {
    const order = this.order;
    if (order === null || this.acting !== null) return false;
    this.acting = action;
    this.notice = null;
    try {
      this.shown(await this.#deps.admin.act(order.id, action, { ...details, version: order.version }));
      this.noticed({ kind: 'done', action });
      return true;
    } catch (error) {
      if (error instanceof OrderChangedError) {
        this.shown(error.order);
        this.noticed({ kind: 'changed' });
      } else if (error instanceof TransitionNotAllowedError) {
        this.shown(error.order);
        this.noticed({ kind: 'not-allowed' });
      } else if (error instanceof ValidationError) {
        this.noticed({ kind: 'invalid', field: error.field });
      } else {
        if (failureOf(error) === 'failed') this.#deps.reporter.captureException(error, { action: `admin-${action}` });
        this.noticed({ kind: 'failed' });
      }
      return false;
    } finally {
      this.doneActing();
    }
  }

  private listed(rows: AdminOrderRow[], total: number): void {
    this.rows = rows;
    this.total = total;
    this.listing = false;
    this.listedOnce = true;
  }

  private listFailedWith(failure: AdminFailure): void {
    this.listFailure = failure;
    this.listing = false;
  }

  private shown(order: AdminOrder): void {
    this.order = order;
    this.loadingOrder = false;
  }

  private orderFailedWith(failure: AdminFailure): void {
    this.orderFailure = failure;
    this.loadingOrder = false;
  }

  private noticed(notice: ActionNotice): void {
    this.notice = notice;
  }

  private doneActing(): void {
    this.acting = null;
  }
}
