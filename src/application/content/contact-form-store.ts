import { makeAutoObservable } from 'mobx';
import {
  emptyContactMessageDraft,
  firstInvalidField,
  validateContactMessage,
  type ContactFieldProblem,
  type ContactMessageDraft,
  type ContactMessageErrors,
} from '../../domain/content/contact-message';
import { FormState } from '../shared/form-state';
import type { DepsOf } from '../shared/wiring';
import { SendContactMessage, type ContactProblem } from './send-contact-message';

const checked = (draft: ContactMessageDraft): ContactMessageErrors => {
  const result = validateContactMessage(draft);
  return result.ok ? {} : result.error;
};

/**
 * The contact form: what was typed, one message per wrong field, and where the sending stands.
 * Fields are checked on submit; after it the whole form is re-checked as the shopper types (an
 * e-mail or a phone: typing one clears the other's message), so a message disappears as soon as
 * the field is right. A refusal (a rate limit with its wait) stays in sight until the next try.
 */
const inject = { sendContactMessage: SendContactMessage } as const;

export class ContactFormStore {
  static readonly inject = inject;
  readonly form = new FormState<ContactMessageDraft, ContactFieldProblem, ContactProblem>(emptyContactMessageDraft(), checked, {
    recheck: 'form',
    keepProblemWhileEditing: true,
    firstWrong: firstInvalidField,
  });
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  async submitted(): Promise<void> {
    if (this.form.submitting) return;
    this.form.started();
    this.form.answered(await this.#deps.sendContactMessage.execute(this.form.values));
  }

  /** "Write another message" after a success: an empty form. */
  anotherMessage(): void {
    this.form.reset();
  }
}
