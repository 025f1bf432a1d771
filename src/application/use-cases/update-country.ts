import { inject, injectable } from 'inversify';
import { canSubmitCountryUpdate, profileUpdatePayload } from '../../domain/profile';
import { DEFAULT_PHONE_PREFIX } from '../../domain/phone';
import { err, ok, type Result } from '../../domain/result';
import { ACCESS_TOKEN_KEY } from '../access-token';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { PageControl } from '../ports/page-control';
import type { ProfileGateway } from '../ports/profile-gateway';
import { TOKENS } from '../tokens';

export interface UpdateCountryInput {
  countryId: number | null;
  phone: string;
  /** Calling code of the phone field's country, '963' by default. */
  callingCode?: string;
}

export type UpdateCountryError = 'not-ready' | 'failed';

/**
 * The country dialog's update (spec sections 4, 5 and 7): nothing without a token or a country;
 * success (200) reloads the page; a failure is logged only.
 */
@injectable()
export class UpdateCountry {
  constructor(
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(TOKENS.LocalStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.PageControl) private readonly page: PageControl,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: UpdateCountryInput): Promise<Result<void, UpdateCountryError>> {
    const token = this.storage.get(ACCESS_TOKEN_KEY);
    const readiness = { hasAccessToken: token !== null && token !== '', selectedCountryId: input.countryId };
    if (!canSubmitCountryUpdate(readiness) || input.countryId === null) return err('not-ready');
    try {
      await this.profiles.updateMyProfile(
        profileUpdatePayload(input.countryId, input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX),
      );
    } catch (error) {
      this.reporter.captureException(error, { action: 'update-country' });
      return err('failed');
    }
    this.page.reload();
    return ok(undefined);
  }
}
