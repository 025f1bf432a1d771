import { fieldErrors, hasFieldErrors, optionalPhoneError, type FieldErrors } from '../../domain/account';
import { hasCountryId } from '../../domain/country/country';
import { DEFAULT_PHONE_PREFIX } from '../../domain/country/phone';
import { profileUpdate } from '../../domain/account';
import { err, type Result } from '../../domain/shared/result';
import type { User } from '../../domain/account';
import { accountFailures, fieldsFailure, type AccountFailure } from '../account';
import { attempt } from '../shared/failure';
import { AuthStore } from '../account';
import { Ports } from '../ports';
import { UseCase } from '../shared/use-case';

export type CountryDialogField = 'country' | 'phone';

export interface UpdateCountryInput {
  countryId: number | null;
  phone: string;
  /** Calling code of the phone field's country, '963' by default. */
  callingCode?: string;
}

export type UpdateCountryError = AccountFailure<CountryDialogField>;

// The profile's fields (as the ProfileGateway names them in a FieldRefused), as the dialog's.
const SERVER_FIELDS: Readonly<Record<string, CountryDialogField>> = {
  country: 'country',
  phone: 'phone',
};

const inject = { profiles: Ports.profileGateway, auth: AuthStore, reporter: Ports.errorReporter } as const;

/**
 * The country dialog's update (spec sections 4, 5 and 7): nothing unless signed in with a country; the
 * phone may be empty (spec §5), and when given is normalised with the chosen country's calling
 * code. Answers the updated user, which the caller applies at once (docs/adr/0022); a refusal
 * names the dialog's field it blames.
 */
export class UpdateCountry extends UseCase<typeof inject> {
  static readonly inject = inject;

  validate(input: UpdateCountryInput): FieldErrors<CountryDialogField> {
    return fieldErrors<CountryDialogField>({
      country: hasCountryId(input.countryId) ? null : 'required',
      phone: optionalPhoneError(input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX),
    });
  }

  async execute(input: UpdateCountryInput): Promise<Result<User, UpdateCountryError>> {
    if (!this.deps.auth.isSignedIn()) return err({ kind: 'not-signed-in' });
    const fields = this.validate(input);
    if (hasFieldErrors(fields) || !hasCountryId(input.countryId)) return fieldsFailure(fields);
    const update = profileUpdate(input.countryId, input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX);
    return attempt(() => this.deps.profiles.updateMyProfile(update), accountFailures(SERVER_FIELDS), this.deps.reporter, { action: 'update-country' });
  }
}
