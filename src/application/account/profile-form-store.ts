import { makeAutoObservable } from 'mobx';
import { fieldErrors, hasFieldErrors, optionalPhoneError, type FieldErrorCode, type FieldErrors } from '../../domain/account/account-form';
import { profileUpdate } from '../../domain/account/profile';
import { hasCountryId } from '../../domain/country';
import { phoneFieldStart, type PhoneCountry } from '../../domain/country';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { accountFailures, type FormProblem } from './account-failure';
import { AuthStore } from './auth-store';
import { CountryStore, phoneCountryOf } from '../country';
import { FormState } from '../shared/form-state';

export interface ProfileValues extends Record<string, string> {
  /** The country id as the select holds it ('' for none). */
  country: string;
  phone: string;
}


const countryIdOf = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

interface ProfileInput {
  countryId: number | null;
  phone: string;
  callingCode: string;
}

const validate = (input: ProfileInput): FieldErrors<'country' | 'phone'> =>
  fieldErrors({
    country: hasCountryId(input.countryId) ? null : 'required',
    // Not required (spec §5): an empty phone clears the one saved.
    phone: optionalPhoneError(input.phone, input.callingCode),
  });

const inject = {
  profiles: Ports.profileGateway,
  reporter: Ports.errorReporter,
  auth: AuthStore,
  country: CountryStore,
  phoneMetadata: Ports.phoneMetadata,
} as const;

/**
 * The account page's country-and-phone form, sent through the profile update (spec §3, §7): the
 * country and the phone normalised per section 5; the phone may be empty.
 */
export class ProfileFormStore {
  static readonly inject = inject;
  readonly form: FormState<ProfileValues, FieldErrorCode, FormProblem>;
  saved = false;
  /** A phone country the shopper picked, over the chosen country's. */
  chosenPhoneCountry: PhoneCountry | null = null;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.form = new FormState<ProfileValues, FieldErrorCode, FormProblem>({ country: '', phone: '' }, (values) => validate(this.input(values)));
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** The phone field's country: the shopper's pick, else the chosen country's (spec §5), else Syria. */
  get phoneCountry(): PhoneCountry {
    return this.chosenPhoneCountry ?? this.countryPhoneCountry(countryIdOf(this.form.values.country)) ?? this.fallbackPhoneCountry;
  }

  get phoneCountries(): PhoneCountry[] {
    return this.#deps.phoneMetadata.countries();
  }

  /** The form starts from the user's country and the phone they gave, on its country. */
  opened(): void {
    const countryId = this.#deps.auth.user?.countryId ?? null;
    const preferred = this.countryPhoneCountry(countryId) ?? this.fallbackPhoneCountry;
    const start = phoneFieldStart(this.#deps.auth.user?.phone ?? '', this.phoneCountries, preferred.iso2);
    const phoneCountry = this.#deps.phoneMetadata.country(start.iso2);
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
    const country = this.#deps.phoneMetadata.country(iso2);
    if (country !== undefined) this.chosenPhoneCountry = country;
  }

  async submitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    this.saved = false;
    this.form.started();
    const input = this.input(this.form.values);
    const fields = validate(input);
    if (hasFieldErrors(fields) || !hasCountryId(input.countryId)) {
      this.form.failed({ kind: 'fields', fields });
      return false;
    }
    const update = profileUpdate(input.countryId, input.phone, input.callingCode);
    const user = await attempt(() => this.#deps.profiles.updateMyProfile(update), accountFailures({ country: 'country', phone: 'phone' }), this.#deps.reporter, {
      action: 'update-profile',
    });
    if (!this.form.answered(user)) return false;
    // The user's country changes, and with it the currency (CountryStore follows the user).
    this.#deps.auth.profileUpdated(user.value);
    this.finished();
    return true;
  }

  private finished(): void {
    this.saved = true;
  }

  private get fallbackPhoneCountry(): PhoneCountry {
    return phoneCountryOf(this.#deps.phoneMetadata, undefined);
  }

  private countryPhoneCountry(countryId: number | null): PhoneCountry | undefined {
    const flag = this.#deps.country.countries.find((item) => item.id === countryId)?.flag;
    return flag === undefined ? undefined : this.#deps.phoneMetadata.country(flag);
  }

  private input(values: ProfileValues): ProfileInput {
    return { countryId: countryIdOf(values.country), phone: values.phone, callingCode: this.phoneCountry.callingCode };
  }
}
