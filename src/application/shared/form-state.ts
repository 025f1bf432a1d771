import { makeAutoObservable } from 'mobx';
import type { Ok, Result } from '../../domain/shared/result';

/** Each wrong field's reason, as a code of the form's own that the view translates. */
export type FormErrors<F extends string, C extends string> = Partial<Record<F, C>>;

/** What a form shows above its button when it was not accepted: each form lists its own kinds. */
export interface Problem {
  readonly kind: string;
}

/** Why a form was not accepted: the blame put on named fields, or a problem of the form's own type. */
export type FormFailure<F extends string, C extends string, P extends Problem> = { kind: 'fields'; fields: FormErrors<F, C> } | P;

/** A refusal to take more for a while; the wait is the server's Retry-After, when it gave one. */
export interface RateLimited {
  kind: 'rate-limited';
  retryAfterSeconds: number | null;
}

/**
 * Where the form stands: being edited, on its way, accepted, or refused with a problem (until the
 * next edit). A refusal that blames fields is back to editing.
 */
export type FormStatus = 'editing' | 'submitting' | 'sent' | 'failed';

export interface FormOptions<F extends string, C extends string> {
  /**
   * What an edit after the first attempt re-checks: the edited field ('field', the default), so a
   * refusal on another field stays until that one is edited; or every field ('form'), for rules
   * across fields (an e-mail or a phone).
   */
  recheck?: 'field' | 'form';
  /** Fields whose rules apply as soon as they change, before any attempt (a picked photo's type). */
  checkedAtOnce?: readonly F[];
  /** The problem stays in sight while the shopper edits (a wait to respect), until the next attempt. */
  keepProblemWhileEditing?: boolean;
  /** The first wrong field in the order the form shows them: the focus goes there after a refusal. */
  firstWrong?: (errors: FormErrors<F, C>) => F | null;
}

type FieldOf<V> = keyof V & string;

const blamesFields = <F extends string, C extends string, P extends Problem>(
  failure: FormFailure<F, C, P>,
): failure is { kind: 'fields'; fields: FormErrors<F, C> } => failure.kind === 'fields';

/**
 * The state every form shares: values, the errors of each field, where the sending stands and the
 * problem to show above its button. Before the first attempt a field's message only goes away as it
 * is edited (at-once fields excepted); after it, each edit re-checks, so the messages follow the
 * typing. `V` is the form's values, `C` its field error codes, `P` its problems. Stores hold one
 * and add what is their own.
 */
export class FormState<V extends object, C extends string, P extends Problem> {
  values: V;
  errors: FormErrors<FieldOf<V>, C> = {};
  status: FormStatus = 'editing';
  problem: P | null = null;
  /** Set after a refusal that blames fields, when the form knows their order: the view moves the focus there. */
  focusField: FieldOf<V> | null = null;
  readonly #initial: V;
  readonly #validate: (values: V) => FormErrors<FieldOf<V>, C>;
  readonly #options: FormOptions<FieldOf<V>, C>;
  #attempted = false;

  constructor(initial: V, validate: (values: V) => FormErrors<FieldOf<V>, C>, options: FormOptions<FieldOf<V>, C> = {}) {
    this.#initial = initial;
    this.#validate = validate;
    this.#options = options;
    this.values = { ...initial };
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get submitting(): boolean {
    return this.status === 'submitting';
  }

  get sent(): boolean {
    return this.status === 'sent';
  }

  /** The shopper edited a field. */
  changed<K extends FieldOf<V>>(field: K, value: V[K]): void {
    this.values[field] = value;
    if (this.status === 'failed' || this.status === 'sent') this.status = 'editing';
    if (this.#options.keepProblemWhileEditing !== true) this.problem = null;
    if (this.#options.recheck === 'form') {
      this.recheck();
      return;
    }
    const next = this.#attempted || this.#atOnce(field) ? this.#validate(this.values)[field] : undefined;
    const errors = { ...this.errors };
    if (next === undefined) delete errors[field];
    else errors[field] = next;
    this.errors = errors;
  }

  /** Values the page puts in itself (a signed-in shopper's name, a picked file): not re-checked, the problem stays. */
  set(values: Partial<V>): void {
    this.values = { ...this.values, ...values };
  }

  /** Checks the whole form again now (something its rules read changed): every field after the first attempt, the at-once ones before. */
  recheck(): void {
    const errors = this.#validate(this.values);
    if (this.#attempted) {
      this.errors = errors;
      return;
    }
    const atOnce: FormErrors<FieldOf<V>, C> = {};
    for (const field of this.#options.checkedAtOnce ?? []) if (errors[field] !== undefined) atOnce[field] = errors[field];
    this.errors = atOnce;
  }

  /** The form is being sent: earlier messages are cleared until the answer comes. */
  started(): void {
    this.#attempted = true;
    this.status = 'submitting';
    this.problem = null;
    this.errors = {};
    this.focusField = null;
  }

  /**
   * The form is being sent if no field is wrong: started, and checked (by the form's rules unless the
   * store names the wrong `fields` itself). False when one is: they are blamed and nothing is to be sent.
   */
  startedIfValid(fields: FormErrors<FieldOf<V>, C> = this.#validate(this.values)): boolean {
    this.started();
    if (Object.keys(fields).length === 0) return true;
    this.failed({ kind: 'fields', fields });
    return false;
  }

  failed(failure: FormFailure<FieldOf<V>, C, P>): void {
    if (blamesFields(failure)) {
      this.status = 'editing';
      this.errors = failure.fields;
      this.focusField = this.#options.firstWrong?.(failure.fields) ?? null;
    } else {
      this.status = 'failed';
      this.problem = failure;
    }
  }

  succeeded(): void {
    this.status = 'sent';
    this.errors = {};
    this.problem = null;
  }

  /**
   * What the form's call answered (`attempt`, docs/adr/0057): sent, or refused with its failure shown
   * on the fields it blames or above the button. True when it was sent, so the store goes on with the value.
   */
  answered<T>(answer: Result<T, FormFailure<FieldOf<V>, C, P>>): answer is Ok<T> {
    if (answer.ok) this.succeeded();
    else this.failed(answer.error);
    return answer.ok;
  }

  /** The problem is no longer worth showing (the page was opened again). */
  dismissProblem(): void {
    this.problem = null;
    if (this.status === 'failed') this.status = 'editing';
  }

  focusMoved(): void {
    this.focusField = null;
  }

  reset(values: Partial<V> = {}): void {
    this.values = { ...this.#initial, ...values };
    this.errors = {};
    this.problem = null;
    this.status = 'editing';
    this.focusField = null;
    this.#attempted = false;
  }

  error(field: FieldOf<V>): C | null {
    return this.errors[field] ?? null;
  }

  #atOnce(field: FieldOf<V>): boolean {
    return this.#options.checkedAtOnce?.includes(field) ?? false;
  }
}
