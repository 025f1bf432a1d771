import { inject, injectable } from 'inversify';
import { fieldErrors, hasFieldErrors, optionalPhoneError, type FieldErrors } from '../../domain/account-form';
import { hasCountryId } from '../../domain/country';
import { DEFAULT_PHONE_PREFIX } from '../../domain/phone';
import { profileUpdatePayload } from '../../domain/profile';
import { ok, type Result } from '../../domain/result';
import type { ProfileResponse } from '../../domain/user';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ProfileGateway } from '../ports/profile-gateway';
import { TOKENS } from '../tokens';

export type UpdateProfileField = 'country' | 'phone';

export interface UpdateProfileInput {
  countryId: number | null;
  phone: string;
  callingCode?: string;
}

const SERVER_FIELDS: Readonly<Record<string, UpdateProfileField>> = {
  store: 'country',
  phoneNumber: 'phone',
  whatsApp: 'phone',
};

/**
 * The account page's profile update, through the specification's call (POST
 * /users/profile/update-my-profile: store, phoneNumber and whatsApp, the phone normalised per
 * section 5; the phone may be empty). It answers the fresh profile, which the caller applies.
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  validate(input: UpdateProfileInput): FieldErrors<UpdateProfileField> {
    return fieldErrors<UpdateProfileField>({
      country: hasCountryId(input.countryId) ? null : 'required',
      // Not required (spec §5): an empty phone clears the one saved.
      phone: optionalPhoneError(input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX),
    });
  }

  async execute(input: UpdateProfileInput): Promise<Result<ProfileResponse, AccountFailure<UpdateProfileField>>> {
    const fields = this.validate(input);
    if (hasFieldErrors(fields) || !hasCountryId(input.countryId)) return fieldsFailure(fields);
    try {
      return ok(await this.profiles.updateMyProfile(profileUpdatePayload(input.countryId, input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX)));
    } catch (error) {
      return { ok: false, error: accountFailure(error, SERVER_FIELDS, this.reporter, 'update-profile') };
    }
  }
}
