import { makeAutoObservable } from 'mobx';
import type { FieldErrorCode } from '../../domain/account/account-form';
import type { PhoneCountry } from '../../domain/country';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { SignUp } from './sign-up';
import { CountryStore, phoneCountryOf } from '../country';
import { FormState } from '../shared/form-state';
import type { FormProblem } from './account-failure';
import { VerifyEmailStore } from './verify-email-store';

export interface SignUpValues extends Record<string, string | boolean> {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  terms: boolean;
}

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '', phone: '', terms: false };

const inject = {
  signUp: SignUp,
  verification: VerifyEmailStore,
  country: CountryStore,
  phoneMetadata: Ports.phoneMetadata,
} as const;

/** The sign-up form (/signup). On success the verification page takes over, its cool-down started. */
export class SignUpStore {
  static readonly inject = inject;
  readonly form: FormState<SignUpValues, FieldErrorCode, FormProblem>;
  phoneCountry: PhoneCountry;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.form = new FormState(EMPTY, (values) => deps.signUp.validate(this.input(values)));
    this.phoneCountry = this.defaultPhoneCountry();
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  get phoneCountries(): PhoneCountry[] {
    return this.#deps.phoneMetadata.countries();
  }

  /** A fresh form, its phone country that of the shop the visitor is in (Syria by default). */
  opened(): void {
    this.form.reset();
    this.phoneCountry = this.defaultPhoneCountry();
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.#deps.phoneMetadata.country(iso2);
    if (country !== undefined) this.phoneCountry = country;
  }

  /** Answers the address to verify when the account was created, null otherwise. */
  async submitted(): Promise<string | null> {
    if (this.form.submitting) return null;
    this.form.started();
    const result = await this.#deps.signUp.execute(this.input(this.form.values));
    if (!this.form.answered(result)) return null;
    this.#deps.verification.codeSent(result.value.email);
    return result.value.email;
  }

  private input(values: SignUpValues) {
    return {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      phone: values.phone,
      callingCode: this.phoneCountry.callingCode,
      termsAccepted: values.terms,
    };
  }

  private defaultPhoneCountry(): PhoneCountry {
    const shop = this.#deps.country.countries.find((item) => item.id === this.#deps.country.selectedCountryId);
    return phoneCountryOf(this.#deps.phoneMetadata, shop?.flag);
  }
}
