import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, type PhoneCountry } from '../../domain/phone';
import type { PhoneMetadata } from '../ports/phone-metadata';
import { TOKENS } from '../tokens';
import { SignUp } from '../use-cases/sign-up';
import { CountryStore } from './country-store';
import { FormState } from './form-state';
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
const FALLBACK_PHONE_COUNTRY: PhoneCountry = { iso2: DEFAULT_PHONE_COUNTRY, callingCode: DEFAULT_PHONE_PREFIX, example: '' };

/** The sign-up form (/signup). On success the verification page takes over, its cool-down started. */
@injectable()
export class SignUpStore {
  readonly form: FormState<SignUpValues>;
  phoneCountry: PhoneCountry;

  constructor(
    @inject(SignUp) private readonly signUp: SignUp,
    @inject(VerifyEmailStore) private readonly verification: VerifyEmailStore,
    @inject(CountryStore) private readonly country: CountryStore,
    @inject(TOKENS.PhoneMetadata) private readonly phoneMetadata: PhoneMetadata,
  ) {
    this.form = new FormState(EMPTY, (values) => this.signUp.validate(this.input(values)));
    this.phoneCountry = this.defaultPhoneCountry();
    makeAutoObservable<this, 'signUp' | 'verification' | 'country' | 'phoneMetadata'>(
      this,
      { form: false, signUp: false, verification: false, country: false, phoneMetadata: false },
      { autoBind: true },
    );
  }

  get phoneCountries(): PhoneCountry[] {
    return this.phoneMetadata.countries();
  }

  /** A fresh form, its phone country that of the shop the visitor is in (Syria by default). */
  opened(): void {
    this.form.reset();
    this.phoneCountry = this.defaultPhoneCountry();
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.phoneMetadata.country(iso2);
    if (country !== undefined) this.phoneCountry = country;
  }

  /** Answers the address to verify when the account was created, null otherwise. */
  async submitted(): Promise<string | null> {
    if (this.form.submitting) return null;
    this.form.started();
    const result = await this.signUp.execute(this.input(this.form.values));
    if (!result.ok) {
      this.form.failed(result.error);
      return null;
    }
    this.form.succeeded();
    this.verification.codeSent(result.value.email);
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
    const shop = this.country.countries.find((item) => item.id === this.country.selectedCountryId);
    return (
      (shop === undefined ? undefined : this.phoneMetadata.country(shop.flag)) ??
      this.phoneMetadata.country(DEFAULT_PHONE_COUNTRY) ??
      FALLBACK_PHONE_COUNTRY
    );
  }
}
