import { makeAutoObservable } from 'mobx';
import type { FieldErrors } from '../../domain/account-form';
import type { AccountFailure, FormProblem } from '../account-failure';

type Values = Record<string, string | boolean>;

/**
 * The state every account form shares: values, the errors of each field, whether it is being sent
 * and the problem to show above its button. Before the first submission a field's message only
 * goes away as it is edited; after it, each edit re-checks that field so the message follows the
 * typing. Stores hold one and add what is their own.
 */
export class FormState<V extends Values> {
  values: V;
  errors: FieldErrors<keyof V & string> = {};
  submitting = false;
  problem: FormProblem | null = null;
  private attempted = false;

  constructor(
    private readonly initial: V,
    private readonly validate: (values: V) => FieldErrors<keyof V & string>,
  ) {
    this.values = { ...initial };
    makeAutoObservable<this, 'initial' | 'validate'>(this, { initial: false, validate: false }, { autoBind: true });
  }

  changed<K extends keyof V & string>(field: K, value: V[K]): void {
    this.values[field] = value;
    const next = this.attempted ? this.validate(this.values)[field] : undefined;
    const errors = { ...this.errors };
    if (next === undefined) delete errors[field];
    else errors[field] = next;
    this.errors = errors;
    this.problem = null;
  }

  /** The form is being sent: earlier messages are cleared until the answer comes. */
  started(): void {
    this.attempted = true;
    this.submitting = true;
    this.problem = null;
    this.errors = {};
  }

  failed(failure: AccountFailure<keyof V & string>): void {
    this.submitting = false;
    if (failure.kind === 'fields') this.errors = failure.fields;
    else this.problem = failure;
  }

  succeeded(): void {
    this.submitting = false;
    this.errors = {};
    this.problem = null;
  }

  reset(values: Partial<V> = {}): void {
    this.values = { ...this.initial, ...values };
    this.errors = {};
    this.problem = null;
    this.submitting = false;
    this.attempted = false;
  }

  error(field: keyof V & string): string | null {
    return this.errors[field] ?? null;
  }
}
