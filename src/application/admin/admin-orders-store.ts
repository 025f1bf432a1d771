// The operator console's orders (issue 29): the list with its filters, one order with its actions.
// An action sends the version the operator saw; when another operator changed the order first, the
// store shows the order as it is now and says so (never a silent overwrite).
import { Ports } from '../ports';
import { ValidationError } from '../shared/errors';
import type { DepsOf } from '../shared/wiring';
import type { AdminFailure } from './admin-failure';
import { AdminList, AdminRecord, type AdminNotice, type AdminPaging } from './admin-views';

export type { AdminFailure };
import {
  OrderChangedError,
  TransitionNotAllowedError,
  type ActionDetails,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type OrderAction,
} from './admin-orders-gateway';

/** What became of the last action. */
export type ActionNotice = AdminNotice<{ action: OrderAction }, 'changed' | 'not-allowed'>;

const inject = { admin: Ports.adminOrdersGateway, reporter: Ports.errorReporter } as const;

export class AdminOrdersStore {
  static readonly inject = inject;
  readonly list: AdminList<AdminOrdersQuery, AdminOrderRow>;
  readonly detail: AdminRecord<AdminOrder, OrderAction, ActionNotice>;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    const fetch = (query: AdminOrdersQuery, paging: AdminPaging) => deps.admin.list({ ...query, ...paging });
    this.list = new AdminList({ initial: {}, fetch, rowsOf: (page) => page.orders, reporter: deps.reporter, action: 'admin-list-orders' });
    this.detail = new AdminRecord({ get: (id) => deps.admin.get(id), idOf: (order) => order.id, reporter: deps.reporter, action: 'admin-get-order' });
  }

  act(action: OrderAction, details: Omit<ActionDetails, 'version'> = {}): Promise<boolean> {
    return this.detail.changeShown(action, (order) => this.#deps.admin.act(order.id, action, { ...details, version: order.version }), {
      clearsNotice: true,
      done: { kind: 'done', action },
      failed: { kind: 'failed' },
      action: `admin-${action}`,
      refusalOf: (error) => {
        if (error instanceof OrderChangedError) return { notice: { kind: 'changed' }, current: error.current };
        if (error instanceof TransitionNotAllowedError) return { notice: { kind: 'not-allowed' }, current: error.current };
        if (error instanceof ValidationError) return { notice: { kind: 'invalid', field: error.field } };
        return undefined;
      },
    });
  }
}
