import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, type PhoneCountry } from '../../domain/phone';
import type { PhoneMetadata } from '../ports/phone-metadata';
import { TOKENS } from '../tokens';
import { UpdateProfile } from '../use-cases/update-profile';
import { AuthStore } from './auth-store';
import { CountryStore } from './country-store';
import { FormState } from './form-state';

export interface ProfileValues extends Record<string, string> {
  /** The country id as the select holds it ('' for none). */
  country: string;
  phone: string;
}

const FALLBACK_PHONE_COUNTRY: PhoneCountry = { iso2: DEFAULT_PHONE_COUNTRY, callingCode: DEFAULT_PHONE_PREFIX, example: '' };

const countryIdOf = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

/** The account page's country-and-phone form, sent through the specification's profile update. */
@injectable()
export class ProfileFormStore {
  readonly form: FormState<ProfileValues>;
  phoneCountry: PhoneCountry;
  saved = false;

  constructor(
    @inject(UpdateProfile) private readonly updateProfile: UpdateProfile,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(CountryStore) private readonly country: CountryStore,
    @inject(TOKENS.PhoneMetadata) private readonly phoneMetadata: PhoneMetadata,
  ) {
    this.form = new FormState<ProfileValues>({ country: '', phone: '' }, (values) => this.updateProfile.validate(this.input(values)));
    this.phoneCountry = phoneMetadata.country(DEFAULT_PHONE_COUNTRY) ?? FALLBACK_PHONE_COUNTRY;
    makeAutoObservable<this, 'updateProfile' | 'auth' | 'country' | 'phoneMetadata'>(
      this,
      { form: false, updateProfile: false, auth: false, country: false, phoneMetadata: false },
      { autoBind: true },
    );
  }

  get phoneCountries(): PhoneCountry[] {
    return this.phoneMetadata.countries();
  }

  /** The form starts from the user's country, the phone field's country following it. */
  opened(): void {
    const countryId = this.auth.user?.countryId ?? null;
    this.form.reset({ country: countryId === null ? '' : String(countryId) });
    this.saved = false;
    const flag = this.country.countries.find((item) => item.id === countryId)?.flag;
    this.phoneCountry = (flag === undefined ? undefined : this.phoneMetadata.country(flag)) ?? this.phoneCountry;
  }

  fieldChanged(field: keyof ProfileValues & string, value: string): void {
    this.saved = false;
    this.form.changed(field, value);
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.phoneMetadata.country(iso2);
    if (country !== undefined) this.phoneCountry = country;
  }

  async submitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    this.saved = false;
    this.form.started();
    const input = this.input(this.form.values);
    const result = await this.updateProfile.execute(input);
    if (!result.ok) {
      this.form.failed(result.error);
      return false;
    }
    this.form.succeeded();
    this.auth.profileUpdated(result.value);
    if (input.countryId !== null) await this.country.countryChosen(input.countryId);
    this.finished();
    return true;
  }

  private finished(): void {
    this.saved = true;
  }

  private input(values: ProfileValues) {
    return { countryId: countryIdOf(values.country), phone: values.phone, callingCode: this.phoneCountry.callingCode };
  }
}
