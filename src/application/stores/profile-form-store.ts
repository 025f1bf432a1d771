import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, phoneFieldStart, type PhoneCountry } from '../../domain/phone';
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
  saved = false;
  /** A phone country the shopper picked, over the chosen country's. */
  private chosenPhoneCountry: PhoneCountry | null = null;

  constructor(
    @inject(UpdateProfile) private readonly updateProfile: UpdateProfile,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(CountryStore) private readonly country: CountryStore,
    @inject(TOKENS.PhoneMetadata) private readonly phoneMetadata: PhoneMetadata,
  ) {
    this.form = new FormState<ProfileValues>({ country: '', phone: '' }, (values) => this.updateProfile.validate(this.input(values)));
    makeAutoObservable<this, 'updateProfile' | 'auth' | 'country' | 'phoneMetadata'>(
      this,
      { form: false, updateProfile: false, auth: false, country: false, phoneMetadata: false },
      { autoBind: true },
    );
  }

  /** The phone field's country: the shopper's pick, else the chosen country's (spec §5), else Syria. */
  get phoneCountry(): PhoneCountry {
    return this.chosenPhoneCountry ?? this.countryPhoneCountry(countryIdOf(this.form.values.country)) ?? this.fallbackPhoneCountry;
  }

  get phoneCountries(): PhoneCountry[] {
    return this.phoneMetadata.countries();
  }

  /** The form starts from the user's country and the phone they gave, on its country. */
  opened(): void {
    const countryId = this.auth.user?.countryId ?? null;
    const preferred = this.countryPhoneCountry(countryId) ?? this.fallbackPhoneCountry;
    const start = phoneFieldStart(this.auth.user?.phone ?? '', this.phoneCountries, preferred.iso2);
    const phoneCountry = this.phoneMetadata.country(start.iso2);
    this.chosenPhoneCountry = phoneCountry === undefined || phoneCountry.iso2 === preferred.iso2 ? null : phoneCountry;
    this.form.reset({ country: countryId === null ? '' : String(countryId), phone: start.national });
    this.saved = false;
  }

  fieldChanged(field: keyof ProfileValues & string, value: string): void {
    this.saved = false;
    // Another country: the phone's calling code follows it.
    if (field === 'country') this.chosenPhoneCountry = null;
    this.form.changed(field, value);
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.phoneMetadata.country(iso2);
    if (country !== undefined) this.chosenPhoneCountry = country;
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
    // The user's country changes, and with it the currency (CountryStore follows the user).
    this.auth.profileUpdated(result.value);
    this.finished();
    return true;
  }

  private finished(): void {
    this.saved = true;
  }

  private get fallbackPhoneCountry(): PhoneCountry {
    return this.phoneMetadata.country(DEFAULT_PHONE_COUNTRY) ?? FALLBACK_PHONE_COUNTRY;
  }

  private countryPhoneCountry(countryId: number | null): PhoneCountry | undefined {
    const flag = this.country.countries.find((item) => item.id === countryId)?.flag;
    return flag === undefined ? undefined : this.phoneMetadata.country(flag);
  }

  private input(values: ProfileValues) {
    return { countryId: countryIdOf(values.country), phone: values.phone, callingCode: this.phoneCountry.callingCode };
  }
}
