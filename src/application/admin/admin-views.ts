// What every page of the operator console holds (issue 31): a paged list that a later search wins over, and
// one record with its load failure, the change under way and what became of the last one. The orders,
// refunds, catalogue and shopper stores each hold these instead of writing the same state again.
import { makeAutoObservable } from 'mobx';
import type { ErrorReporter } from '../shared/error-reporter';
import { failureOf } from '../shared/failure';
import { ADMIN_FAILURES, type AdminFailure } from './admin-failure';

/** The console's page size for every list. */
export const ADMIN_LIST_PAGE_SIZE = 20;

/** One page of a list as a gateway answers it: its rows (under the list's own name), how many match. */
export interface AdminListPage {
  total: number;
  /** More match than total says (the server counts up to a cap). */
  totalIsCapped?: boolean;
}

/** Which page of a list to fetch. */
export interface AdminPaging {
  page: number;
  pageSize: number;
}

export interface AdminListSource<Query, Row, Page extends AdminListPage> {
  /** The first query, before any search. */
  initial: Query;
  fetch(query: Query, paging: AdminPaging): Promise<Page>;
  rowsOf(page: Page): Row[];
  reporter: ErrorReporter;
  /** What a fault is reported as doing: 'admin-list-orders'. */
  action: string;
}

/** A paged list: the query and page shown, its rows, and how the last load went. */
export class AdminList<Query, Row, Page extends AdminListPage = AdminListPage> {
  query: Query;
  rows: Row[] = [];
  total = 0;
  totalIsCapped = false;
  page = 1;
  listing = false;
  listFailure: AdminFailure | null = null;
  listedOnce = false;
  readonly #source: AdminListSource<Query, Row, Page>;
  #call = 0;

  constructor(source: AdminListSource<Query, Row, Page>) {
    this.#source = source;
    this.query = source.initial;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / ADMIN_LIST_PAGE_SIZE));
  }

  /** Lists with this query (page 1 unless told); a later call wins over an earlier one still under way. */
  async load(query: Query, page = 1): Promise<void> {
    this.#call += 1;
    const call = this.#call;
    this.query = query;
    this.page = page;
    this.listing = true;
    this.listFailure = null;
    try {
      const answer = await this.#source.fetch(query, { page, pageSize: ADMIN_LIST_PAGE_SIZE });
      if (call === this.#call) this.listed(answer);
    } catch (error) {
      if (call !== this.#call) return;
      this.listFailedWith(failureOf(error, ADMIN_FAILURES, this.#source.reporter, { action: this.#source.action }));
    }
  }

  /** The same query and page again (on showing the page, or to retry). */
  reload(): Promise<void> {
    return this.load(this.query, this.page);
  }

  /** The page `by` pages away, with the same query. */
  turn(by: number): Promise<void> {
    return this.load(this.query, this.page + by);
  }

  private listed(answer: Page): void {
    this.totalIsCapped = answer.totalIsCapped ?? false;
    this.rows = this.#source.rowsOf(answer);
    this.total = answer.total;
    this.listing = false;
    this.listedOnce = true;
  }

  private listFailedWith(failure: AdminFailure): void {
    this.listFailure = failure;
    this.listing = false;
  }
}

export interface AdminRecordSource<T> {
  get(id: number): Promise<T>;
  idOf(record: T): number;
  reporter: ErrorReporter;
  /** What a fault in loading is reported as doing: 'admin-get-order'. */
  action: string;
}

/**
 * What became of an operator's change: done (with what was done), refused for one of the page's reasons (the
 * record changed since she saw it, the change does not apply to it now…), a field refused, or a fault.
 */
export type AdminNotice<Done extends object, Refused extends string> =
  | ({ kind: 'done' } & Done)
  | { [K in Refused]: { kind: K } }[Refused]
  | { kind: 'invalid'; field: string | null }
  | { kind: 'failed' };

/** How a store words what a change threw: a notice with the record as it is now, or undefined for a fault. */
export type RefusalOf<T, Notice> = (error: unknown) => { notice: Notice; current?: T } | undefined;

/** How a change's outcome is told: done, failed (a fault, reported as `action`), or refused as `refusalOf` says. */
export interface ChangeWords<T, Notice> {
  done: Notice;
  failed: Notice;
  action: string;
  refusalOf: RefusalOf<T, Notice>;
}

/** One record the operator opened, the change under way (one at a time) and what became of the last one. */
export class AdminRecord<T, Change, Notice extends { kind: string }> {
  value: T | null = null;
  loading = false;
  failure: AdminFailure | null = null;
  busy: Change | null = null;
  notice: Notice | null = null;
  readonly #source: AdminRecordSource<T>;

  constructor(source: AdminRecordSource<T>) {
    this.#source = source;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The record shown, when it is the one with this id (not yet another's still shown). */
  shownAs(id: number): T | null {
    return this.value !== null && this.#source.idOf(this.value) === id ? this.value : null;
  }

  async open(id: number): Promise<void> {
    if (this.shownAs(id) === null) this.value = null;
    this.notice = null;
    this.loading = true;
    this.failure = null;
    try {
      this.show(await this.#source.get(id));
    } catch (error) {
      this.failedWith(failureOf(error, ADMIN_FAILURES, this.#source.reporter, { action: this.#source.action }));
    }
  }

  /**
   * Runs a change: what it answered is shown and `done` noticed; a refusal is noticed (with the record as it
   * is now, when the refusal carries it); a fault is reported as `action` and noticed as `failed`.
   * Answers what the change answered, or null.
   */
  async change(change: Change, call: () => Promise<T>, words: ChangeWords<T, Notice>): Promise<T | null> {
    this.startChange(change);
    try {
      const record = await call();
      this.show(record);
      this.noticed(words.done);
      return record;
    } catch (error) {
      const refusal = words.refusalOf(error);
      if (refusal === undefined) {
        failureOf(error, ADMIN_FAILURES, this.#source.reporter, { action: words.action });
        this.noticed(words.failed);
      } else {
        if (refusal.current !== undefined) this.show(refusal.current);
        this.noticed(refusal.notice);
      }
      return null;
    } finally {
      this.startChange(null);
    }
  }

  /**
   * Runs a change on the record shown, none when none is or another change is under way (its notice hidden
   * meanwhile when `clearsNotice`). Answers whether it was done.
   */
  async changeShown(change: Change, call: (record: T) => Promise<T>, words: ChangeWords<T, Notice> & { clearsNotice?: boolean }): Promise<boolean> {
    const record = this.value;
    if (record === null || this.busy !== null) return false;
    if (words.clearsNotice === true) this.noticed(null);
    return (await this.change(change, () => call(record), words)) !== null;
  }

  noticed(notice: Notice | null): void {
    this.notice = notice;
  }

  private show(record: T): void {
    this.value = record;
    this.loading = false;
  }

  private failedWith(failure: AdminFailure): void {
    this.failure = failure;
    this.loading = false;
  }

  private startChange(change: Change | null): void {
    this.busy = change;
  }
}
