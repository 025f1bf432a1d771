import { makeAutoObservable } from 'mobx';
import { fieldErrors, verificationCodeError, type FieldErrorCode } from '../../domain/account/account-form';
import type { PhoneCountry } from '../../domain/country';
import { Ports } from '../ports';
import { FormState } from '../shared/form-state';
import type { DepsOf } from '../shared/wiring';
import { attempt, SESSION_OR_NETWORK } from '../shared/failure';
import { accountFailures, type FormProblem } from './account-failure';
import type { CodeSent, PhoneChannel } from './phone-gateway';
import { signInPhoneError } from './phone-sign-in-store';
import { AuthStore } from './auth-store';
import { CountryStore, phoneCountryOf } from '../country';
import { ResendCountdown } from './resend-countdown';
import { codeFailures, codeSettled, typedCode } from './phone-code';

export interface AddPhoneValues extends Record<string, string> {
  phone: string;
  code: string;
}


const inject = {
  phones: Ports.phoneGateway,
  reporter: Ports.errorReporter,
  phoneMetadata: Ports.phoneMetadata,
  clock: Ports.clock,
  scheduler: Ports.scheduler,
  auth: AuthStore,
  country: CountryStore,
} as const;

/** /account's "log in with your phone" card (issue 30): the phone the account signs in with, and adding one with a code. */
export class AddPhoneStore {
  static readonly inject = inject;
  readonly form: FormState<AddPhoneValues, FieldErrorCode, FormProblem>;
  /** The phone the account signs in with ('+…'), null when none; undefined until loaded. */
  current: string | null | undefined = undefined;
  step: 'phone' | 'code' = 'phone';
  channel: PhoneChannel = 'sms';
  /** A calling code the shopper picked, over her country's. */
  chosenPhoneCountry: PhoneCountry | null = null;
  sent: CodeSent | null = null;
  failedChannel: PhoneChannel | null = null;
  sending = false;
  added = false;
  /** The wait before another code, as the server named it. */
  readonly countdown: ResendCountdown;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    // What the server drew /account with, when this page was (the page state): its card hydrates as drawn.
    this.current = deps.auth.drawnSignInPhone;
    this.countdown = new ResendCountdown(deps.clock, deps.scheduler);
    this.form = new FormState<AddPhoneValues, FieldErrorCode, FormProblem>({ phone: '', code: '' }, (values) =>
      this.step === 'code'
        ? fieldErrors({ code: verificationCodeError(values.code) })
        : fieldErrors({ phone: signInPhoneError(values.phone, this.phoneCountry.callingCode) }),
    );
    makeAutoObservable(this, { form: false, countdown: false }, { autoBind: true });
  }

  /** The calling code: the shopper's pick, else her profile's country's (a shopper in Lebanon gets +961), else Syria's. */
  get phoneCountry(): PhoneCountry {
    if (this.chosenPhoneCountry !== null) return this.chosenPhoneCountry;
    const flag = this.#deps.country.countries.find((item) => item.id === this.#deps.auth.user?.countryId)?.flag;
    return phoneCountryOf(this.#deps.phoneMetadata, flag);
  }

  get phoneCountries(): PhoneCountry[] {
    return this.#deps.phoneMetadata.countries();
  }

  get waitSeconds(): number {
    return this.countdown.waitSeconds;
  }

  async opened(): Promise<void> {
    this.step = 'phone';
    this.added = false;
    this.failedChannel = null;
    this.form.reset();
    // A wait named before the card was closed is counted from the clock again, not from where it stopped.
    this.countdown.started();
    // A session that just ended is the frame's business (it sends the guest to log in); anything but it and no network is reported.
    const phone = await attempt(() => this.#deps.phones.signInPhone(), SESSION_OR_NETWORK, this.#deps.reporter, { action: 'sign-in-phone' });
    this.loaded(phone.ok ? phone.value : null);
  }

  closed(): void {
    this.countdown.stopped();
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.#deps.phoneMetadata.country(iso2);
    if (country !== undefined) this.chosenPhoneCountry = country;
  }

  channelChosen(channel: PhoneChannel): void {
    this.channel = channel;
  }

  phoneEditRequested(): void {
    this.step = 'phone';
  }

  async codeRequested(language: 'en' | 'ar', channel: PhoneChannel = this.channel): Promise<boolean> {
    if (this.sending || this.waitSeconds > 0) return false;
    this.channel = channel;
    if (!this.form.startedIfValid(fieldErrors({ phone: signInPhoneError(this.form.values.phone, this.phoneCountry.callingCode) }))) return false;
    this.sending = true;
    this.failedChannel = null;
    const sent = await attempt(() => this.#deps.phones.sendAddPhoneCode(this.typedPhone(), this.channel, language), codeFailures<'phone'>({ phone: 'phone' }), this.#deps.reporter, {
      action: 'add-phone-code',
    });
    codeSettled(this, sent);
    return sent.ok;
  }

  async codeSubmitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    const code = typedCode(this.form);
    if (code === null) return false;
    const added = await attempt(() => this.#deps.phones.addPhone(this.typedPhone(), code), accountFailures({ phone: 'phone', code: 'code' }), this.#deps.reporter, {
      action: 'add-phone',
    });
    if (added.ok) {
      this.phoneAdded(added.value);
      return true;
    }
    if (added.error.kind === 'fields' && added.error.fields.phone !== undefined) this.step = 'phone';
    this.form.failed(added.error);
    return false;
  }

  private loaded(phone: string | null): void {
    this.current = phone;
  }

  private phoneAdded(phone: string): void {
    this.current = phone;
    this.added = true;
    this.step = 'phone';
    this.form.succeeded();
    this.form.reset();
    // The wait the server named for another code still runs (the card stays open at its phone step):
    // the countdown goes on and stops by itself at 0.
  }

  private typedPhone() {
    return { phone: this.form.values.phone, callingCode: this.phoneCountry.callingCode };
  }
}
