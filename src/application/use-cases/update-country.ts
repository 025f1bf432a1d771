import { inject, injectable } from 'inversify';
import { fieldErrors, hasFieldErrors, optionalPhoneError, type FieldErrors } from '../../domain/account-form';
import { hasCountryId } from '../../domain/country';
import { DEFAULT_PHONE_PREFIX } from '../../domain/phone';
import { profileUpdatePayload } from '../../domain/profile';
import { err, ok, type Result } from '../../domain/result';
import type { ProfileResponse } from '../../domain/user';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { ProfileGateway } from '../ports/profile-gateway';
import { TOKENS } from '../tokens';

export type CountryDialogField = 'country' | 'phone';

export interface UpdateCountryInput {
  countryId: number | null;
  phone: string;
  /** Calling code of the phone field's country, '963' by default. */
  callingCode?: string;
}

export type UpdateCountryError = AccountFailure<CountryDialogField>;

// The server's field names, as the dialog's.
const SERVER_FIELDS: Readonly<Record<string, CountryDialogField>> = {
  store: 'country',
  phoneNumber: 'phone',
  whatsApp: 'phone',
};

/**
 * The country dialog's update (spec sections 4, 5 and 7): nothing without a token or a country; the
 * phone may be empty (spec §5), and when given is normalised with the chosen country's calling
 * code. Answers the updated profile, which the caller applies at once (docs/adr/0022); a refusal
 * names the dialog's field it blames.
 */
@injectable()
export class UpdateCountry {
  constructor(
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(TOKENS.LocalStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  validate(input: UpdateCountryInput): FieldErrors<CountryDialogField> {
    return fieldErrors<CountryDialogField>({
      country: hasCountryId(input.countryId) ? null : 'required',
      phone: optionalPhoneError(input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX),
    });
  }

  async execute(input: UpdateCountryInput): Promise<Result<ProfileResponse, UpdateCountryError>> {
    const token = this.storage.get(ACCESS_TOKEN_KEY);
    if (token === null || token === '') return err({ kind: 'not-signed-in' });
    const fields = this.validate(input);
    if (hasFieldErrors(fields) || !hasCountryId(input.countryId)) return fieldsFailure(fields);
    try {
      const profile = await this.profiles.updateMyProfile(
        profileUpdatePayload(input.countryId, input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX),
      );
      return ok(profile);
    } catch (error) {
      return err(accountFailure(error, SERVER_FIELDS, this.reporter, 'update-country'));
    }
  }
}
