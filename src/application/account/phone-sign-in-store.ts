import { makeAutoObservable } from 'mobx';
import {
  emailError,
  fieldErrors,
  hasFieldErrors,
  nameError,
  verificationCodeError,
  type FieldErrorCode,
  type FieldErrors,
} from '../../domain/account/account-form';
import { signInPhone, type PhoneCountry } from '../../domain/country';
import { CountryStore, phoneCountryOf } from '../country';
import { Ports } from '../ports';
import { FormState } from '../shared/form-state';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { accountFailures, type FormProblem } from './account-failure';
import { AuthStore } from './auth-store';
import type { CodeSent, PhoneChannel } from './phone-gateway';
import { codeFailures, codeSettled, typedCode } from './phone-code';
import { ResendCountdown } from './resend-countdown';

export type PhoneSignInMode = 'sign-in' | 'sign-up';

export interface PhoneSignInValues extends Record<string, string> {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  code: string;
}

type Field = 'phone' | 'firstName' | 'lastName' | 'email' | 'code';

const EMPTY: PhoneSignInValues = { phone: '', firstName: '', lastName: '', email: '', code: '' };

/**
 * Where the server's answer to a form posted without the app left the phone page (docs/adr/0040): its
 * address names the step, the phone (normalised at the code step), the channel, a failed channel and
 * a sign-up's name, country and e-mail; never the code.
 */
export interface PhoneResume {
  step: 'phone' | 'code';
  phone: string;
  phoneCountry: string | null;
  channel: PhoneChannel;
  failed: PhoneChannel | null;
  firstName: string;
  lastName: string;
  email: string;
  countryId: number | null;
}

const channelOf = (value: string | null): PhoneChannel | null => (value === 'sms' || value === 'whatsapp' ? value : null);

/** The phone page's state as its address carries it. */
export function phoneResume(params: { get(name: string): string | null }): PhoneResume {
  const phone = params.get('phone') ?? '';
  const store = Number(params.get('store'));
  return {
    step: params.get('step') === 'code' && phone !== '' ? 'code' : 'phone',
    phone,
    phoneCountry: params.get('phoneCountry'),
    channel: channelOf(params.get('channel')) ?? 'sms',
    failed: channelOf(params.get('failed')),
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
    email: params.get('email') ?? '',
    countryId: Number.isSafeInteger(store) && store > 0 ? store : null,
  };
}

/**
 * The phone field's rule for sign-in: required, and a number of the picked country once read with its
 * calling code and lengths (or of the country its own '+' code names).
 */
export function signInPhoneError(raw: string, callingCode: string): FieldErrorCode | null {
  if (raw.trim() === '') return 'required';
  return signInPhone(raw, callingCode) === '' ? 'phoneOfCountry' : null;
}

const inject = {
  phones: Ports.phoneGateway,
  reporter: Ports.errorReporter,
  auth: AuthStore,
  country: CountryStore,
  phoneMetadata: Ports.phoneMetadata,
  clock: Ports.clock,
  scheduler: Ports.scheduler,
} as const;

/**
 * Sign-in and sign-up with a phone (/login/phone, /signup/phone; issue 30): first the phone (and, to
 * sign up, the name, country and an optional e-mail) and the channel, then the code the server sent,
 * with a resend after the countdown the server names. A failed delivery offers the other channel.
 */
export class PhoneSignInStore {
  static readonly inject = inject;
  readonly form: FormState<PhoneSignInValues, FieldErrorCode, FormProblem>;
  mode: PhoneSignInMode = 'sign-in';
  step: 'phone' | 'code' = 'phone';
  channel: PhoneChannel = 'sms';
  /** The calling code she picked herself; until then the phone's country follows the store's (phoneCountry). */
  chosenPhoneCountry: PhoneCountry | null = null;
  /** The country (countries.id) she chose for a new account; until then the store's (countryId). */
  chosenCountryId: number | null = null;
  countryMissing = false;
  /** Where the last code went. */
  sent: CodeSent | null = null;
  /** The channel whose provider just failed: the screen offers the other one. */
  failedChannel: PhoneChannel | null = null;
  sending = false;
  /** The wait before another code, as the server named it. */
  readonly countdown: ResendCountdown;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.countdown = new ResendCountdown(deps.clock, deps.scheduler);
    this.form = new FormState(EMPTY, (values) => this.validate(values), { recheck: 'form' });
    makeAutoObservable(this, { form: false, countdown: false }, { autoBind: true });
  }

  /**
   * The phone's country: her own pick of a calling code, else the country the new account shops in (to
   * sign up), else the store's country (the country cookie of a guest), else Syria. Read when asked, so it
   * follows the store's country once its list has come.
   */
  get phoneCountry(): PhoneCountry {
    if (this.chosenPhoneCountry !== null) return this.chosenPhoneCountry;
    const id = this.mode === 'sign-up' ? this.countryId : this.#deps.country.selectedCountryId;
    const shop = this.#deps.country.countries.find((item) => item.id === id);
    return phoneCountryOf(this.#deps.phoneMetadata, shop?.flag);
  }

  /** The country (countries.id) a new account shops in: her choice, else the store's (the guest's own), else none. */
  get countryId(): number | null {
    if (this.chosenCountryId !== null) return this.chosenCountryId;
    const selected = this.#deps.country.selectedCountryId;
    return selected > 0 ? selected : null;
  }

  get phoneCountries(): PhoneCountry[] {
    return this.#deps.phoneMetadata.countries();
  }

  /** Seconds before another code may be asked for; 0 when it may be asked now. */
  get waitSeconds(): number {
    return this.countdown.waitSeconds;
  }

  /** The screen opened; at the step the server's answer to a form left it, when it did. */
  opened(mode: PhoneSignInMode, resume?: PhoneResume): void {
    this.closed();
    this.mode = mode;
    this.step = 'phone';
    this.sent = null;
    this.failedChannel = null;
    this.countryMissing = false;
    this.form.reset();
    this.chosenPhoneCountry = null;
    this.chosenCountryId = null;
    if (resume !== undefined) this.resumed(resume);
  }

  private resumed(resume: PhoneResume): void {
    this.channel = resume.channel;
    this.failedChannel = resume.failed;
    if (resume.countryId !== null) this.chosenCountryId = resume.countryId;
    const country = resume.phoneCountry === null ? undefined : this.#deps.phoneMetadata.country(resume.phoneCountry);
    if (country !== undefined) this.chosenPhoneCountry = country;
    this.form.set({ phone: resume.phone, firstName: resume.firstName, lastName: resume.lastName, email: resume.email });
    if (resume.step === 'code') {
      this.step = 'code';
      this.sent = { phone: resume.phone, channel: resume.channel, resendAfterSeconds: 0, expiresInMinutes: 10 };
    }
  }

  closed(): void {
    this.countdown.stopped();
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.#deps.phoneMetadata.country(iso2);
    if (country !== undefined) this.chosenPhoneCountry = country;
    this.form.recheck();
  }

  channelChosen(channel: PhoneChannel): void {
    this.channel = channel;
  }

  /** The country a new account shops in: the phone's calling code follows it (she may still pick another). */
  countryChosen(countryId: number): void {
    this.chosenCountryId = countryId;
    this.countryMissing = false;
    if (this.#deps.country.countries.some((item) => item.id === countryId)) this.chosenPhoneCountry = null;
    this.form.recheck();
  }

  /** Back to the phone step (a wrong number). */
  phoneEditRequested(): void {
    this.step = 'phone';
    this.form.set({ code: '' });
  }

  /** Step one: the code is asked for. Answers true when it went out. */
  async codeRequested(language: 'en' | 'ar'): Promise<boolean> {
    if (this.sending || this.waitSeconds > 0) return false;
    this.form.started();
    const fields = this.phoneStepErrors();
    if (this.mode === 'sign-up' && this.countryId === null) this.countryMissing = true;
    if (hasFieldErrors(fields) || this.countryMissing) {
      this.form.failed({ kind: 'fields', fields });
      return false;
    }
    return this.send(language);
  }

  /** A new code, once the countdown is over (or by the other channel after a failure). */
  async resendRequested(language: 'en' | 'ar', channel: PhoneChannel = this.channel): Promise<boolean> {
    if (this.sending) return false;
    this.channel = channel;
    if (this.waitSeconds > 0) return false;
    this.form.started();
    return this.send(language);
  }

  /** Step two: the code. Answers true when signed in. */
  async codeSubmitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    const code = typedCode(this.form);
    if (code === null) return false;
    const phone = this.typedPhone();
    const { firstName, lastName, email } = this.form.values;
    const session = await attempt(
      () =>
        this.mode === 'sign-in'
          ? this.#deps.phones.signIn(phone, code)
          : this.#deps.phones.signUp({ ...phone, code, firstName: firstName.trim(), lastName: lastName.trim(), countryId: this.countryId ?? 0, email: email.trim() }),
      accountFailures<Field>({ phone: 'phone', code: 'code', email: 'email', firstName: 'firstName', lastName: 'lastName' }),
      this.#deps.reporter,
      { action: `phone-${this.mode}` },
    );
    if (!this.form.answered(session)) return false;
    this.#deps.auth.loggedIn(session.value.accessToken, session.value.user);
    this.closed();
    return true;
  }

  /** The code as WebOTP handed it: put in the field and sent. */
  async codeReceived(code: string): Promise<boolean> {
    this.form.changed('code', code);
    return this.codeSubmitted();
  }

  private async send(language: 'en' | 'ar'): Promise<boolean> {
    this.sending = true;
    this.failedChannel = null;
    const sent = await attempt(
      () => this.#deps.phones.sendCode(this.typedPhone(), this.channel, this.mode, language),
      codeFailures<Field>({ phone: 'phone', email: 'email', firstName: 'firstName', lastName: 'lastName' }),
      this.#deps.reporter,
      { action: 'phone-code' },
    );
    codeSettled(this, sent);
    return sent.ok;
  }

  private typedPhone() {
    return { phone: this.form.values.phone, callingCode: this.phoneCountry.callingCode };
  }

  private phoneStepErrors(): FieldErrors<Field> {
    return this.phoneErrors(this.form.values);
  }

  private phoneErrors(values: PhoneSignInValues): FieldErrors<Field> {
    const signingUp = this.mode === 'sign-up';
    return fieldErrors({
      phone: signInPhoneError(values.phone, this.phoneCountry.callingCode),
      firstName: signingUp ? nameError(values.firstName) : null,
      lastName: signingUp ? nameError(values.lastName) : null,
      email: signingUp && values.email.trim() !== '' ? emailError(values.email) : null,
    });
  }

  private validate(values: PhoneSignInValues): FieldErrors<Field> {
    if (this.step === 'code') return fieldErrors({ code: verificationCodeError(values.code) });
    return this.phoneErrors(values);
  }
}
