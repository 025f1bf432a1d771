import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  emptyContactMessageDraft,
  firstInvalidField,
  validateContactMessage,
  type ContactMessageDraft,
  type ContactMessageErrors,
  type ContactMessageField,
} from '../../domain/contact-message';
import { SendContactMessage, type SendContactMessageError } from '../use-cases/send-contact-message';

export type ContactFormStatus = 'editing' | 'submitting' | 'sent' | 'failed';
export type ContactFormFailure = Exclude<SendContactMessageError['kind'], 'invalid'>;

/**
 * The contact form: what was typed, one message per wrong field, and where the sending stands.
 * Fields are checked on submit; after a failed submit they are re-checked as the shopper types, so a
 * message disappears as soon as the field is right.
 */
@injectable()
export class ContactFormStore {
  values: ContactMessageDraft = emptyContactMessageDraft();
  errors: ContactMessageErrors = {};
  status: ContactFormStatus = 'editing';
  failure: ContactFormFailure | null = null;
  retryAfterSeconds: number | null = null;
  /** Set after a submit the rules refused: the view moves the focus there. */
  focusField: ContactMessageField | null = null;
  private attempted = false;

  constructor(@inject(SendContactMessage) private readonly sendContactMessage: SendContactMessage) {
    makeAutoObservable<this, 'sendContactMessage'>(this, { sendContactMessage: false }, { autoBind: true });
  }

  get submitting(): boolean {
    return this.status === 'submitting';
  }

  get sent(): boolean {
    return this.status === 'sent';
  }

  fieldChanged(field: ContactMessageField, value: string): void {
    this.values = { ...this.values, [field]: value };
    if (this.status === 'failed') this.status = 'editing';
    if (this.attempted) {
      const checked = validateContactMessage(this.values);
      this.errors = checked.ok ? {} : checked.error;
    }
  }

  async submitted(): Promise<void> {
    if (this.status === 'submitting') return;
    this.attempted = true;
    this.status = 'submitting';
    this.failure = null;
    this.focusField = null;
    const result = await this.sendContactMessage.execute(this.values);
    if (result.ok) this.succeeded();
    else this.refused(result.error);
  }

  /** "Write another message" after a success: an empty form. */
  anotherMessage(): void {
    this.values = emptyContactMessageDraft();
    this.errors = {};
    this.status = 'editing';
    this.failure = null;
    this.attempted = false;
  }

  focusMoved(): void {
    this.focusField = null;
  }

  private succeeded(): void {
    this.status = 'sent';
    this.errors = {};
  }

  private refused(error: SendContactMessageError): void {
    if (error.kind === 'invalid') {
      this.errors = error.errors;
      this.focusField = firstInvalidField(error.errors);
      this.status = 'editing';
      return;
    }
    this.status = 'failed';
    this.failure = error.kind;
    this.retryAfterSeconds = error.kind === 'rate-limited' ? error.retryAfterSeconds : null;
  }
}
