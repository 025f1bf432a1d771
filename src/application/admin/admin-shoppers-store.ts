// The operator console's shopper lookup (issue 29): search by e-mail, phone or name; one shopper's file
// (account, orders, refund requests). The API answers no password, session or token, so there is none to show.
import { makeAutoObservable } from 'mobx';
import { Ports } from '../ports';
import { failureOf } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';
import { ADMIN_FAILURES, type AdminFailure } from './admin-failure';
import { ADMIN_LIST_PAGE_SIZE, AdminRecord } from './admin-views';
import type { AdminShopper, AdminShopperFile } from './admin-refunds-gateway';

const inject = { shoppers: Ports.adminShoppersGateway, reporter: Ports.errorReporter } as const;


export class AdminShoppersStore {
  static readonly inject = inject;
  q = '';
  found: AdminShopper[] = [];
  total = 0;
  searching = false;
  searched = false;
  searchFailure: AdminFailure | null = null;

  /** The shopper's file opened. */
  readonly file: AdminRecord<AdminShopperFile, never, never>;
  readonly #deps: DepsOf<typeof inject>;
  #call = 0;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.file = new AdminRecord({ get: (id) => deps.shoppers.get(id), idOf: (file) => file.shopper.id, reporter: deps.reporter, action: 'admin-get-shopper' });
    makeAutoObservable(this, { file: false }, { autoBind: true });
  }

  /** Searches (nothing for a blank query); a later call wins over an earlier one still under way. */
  async search(q: string): Promise<void> {
    this.#call += 1;
    const call = this.#call;
    this.q = q;
    this.searchFailure = null;
    if (q.trim() === '') {
      this.answered([], 0, false);
      return;
    }
    this.searching = true;
    try {
      const answer = await this.#deps.shoppers.search({ q: q.trim(), pageSize: ADMIN_LIST_PAGE_SIZE });
      if (call === this.#call) this.answered(answer.shoppers, answer.total, true);
    } catch (error) {
      if (call !== this.#call) return;
      this.failedWith(failureOf(error, ADMIN_FAILURES, this.#deps.reporter, { action: 'admin-search-shoppers' }));
    }
  }

  private answered(found: AdminShopper[], total: number, searched: boolean): void {
    this.found = found;
    this.total = total;
    this.searching = false;
    this.searched = searched;
  }

  private failedWith(failure: AdminFailure): void {
    this.searchFailure = failure;
    this.searching = false;
  }
}
