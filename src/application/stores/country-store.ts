import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { hasFieldErrors, type FieldErrors } from '../../domain/account-form';
import { DEFAULT_LOCATION_ID, defaultCountry, shopperCountryId, type Country, type CountryLocationId } from '../../domain/country';
import type { Currency } from '../../domain/currency';
import type { PersistedSnapshot } from '../../domain/persisted-state';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, type PhoneCountry } from '../../domain/phone';
import { canSubmitCountryUpdate, shouldShowCountryDialog } from '../../domain/profile';
import { CACHE_KEYS, SHARED_DATA_POLICY } from '../cache-policies';
import { PersistedState } from '../persisted-state';
import type { CountryGateway } from '../ports/country-gateway';
import type { CurrencyGateway } from '../ports/currency-gateway';
import type { DataCache } from '../ports/data-cache';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PhoneMetadata } from '../ports/phone-metadata';
import type { FormProblem } from '../account-failure';
import { TOKENS } from '../tokens';
import { LocateCountry } from '../use-cases/locate-country';
import { UpdateCountry, type CountryDialogField, type UpdateCountryInput } from '../use-cases/update-country';
import { AuthStore } from './auth-store';

const FALLBACK_PHONE_COUNTRY: PhoneCountry = { iso2: DEFAULT_PHONE_COUNTRY, callingCode: DEFAULT_PHONE_PREFIX, example: '' };

/** Country, currency and the country dialog (spec sections 2, 4, 5 and 7). */
@injectable()
export class CountryStore {
  countries: Country[] = [];
  locationId: CountryLocationId = DEFAULT_LOCATION_ID;
  currency: Currency | null = null;
  phone = '';
  submitting = false;
  /** The dialog's fields the rules or the server refused. */
  errors: FieldErrors<CountryDialogField> = {};
  /** A failure that blames no field (network, server): shown above the button. */
  failure: FormProblem | null = null;
  readonly restored: Promise<void>;
  /** The country whose currency `currency` is (persisted with it). */
  private currencyCountryId: number | null = null;
  private draft: number | null = null;
  /** A phone country the shopper picked in the dialog, over the drafted country's. */
  private chosenPhoneCountry: PhoneCountry | null = null;
  private attempted = false;
  private followingCountry: IReactionDisposer | null = null;

  constructor(
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(LocateCountry) private readonly locateCountry: LocateCountry,
    @inject(UpdateCountry) private readonly updateCountry: UpdateCountry,
    @inject(TOKENS.CountryGateway) private readonly countryGateway: CountryGateway,
    @inject(TOKENS.CurrencyGateway) private readonly currencies: CurrencyGateway,
    @inject(TOKENS.DataCache) private readonly cache: DataCache,
    @inject(TOKENS.PhoneMetadata) private readonly phoneMetadata: PhoneMetadata,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(PersistedState) persisted: PersistedState,
  ) {
    makeAutoObservable<
      this,
      | 'auth'
      | 'locateCountry'
      | 'updateCountry'
      | 'countryGateway'
      | 'currencies'
      | 'cache'
      | 'phoneMetadata'
      | 'reporter'
      | 'followingCountry'
    >(
      this,
      {
        restored: false,
        auth: false,
        locateCountry: false,
        updateCountry: false,
        countryGateway: false,
        currencies: false,
        cache: false,
        phoneMetadata: false,
        reporter: false,
        followingCountry: false,
      },
      { autoBind: true },
    );
    this.restored = Promise.all([
      persisted.attach('profile', this.profileHydrated, () => ({ countryLocationId: this.locationId })),
      persisted.attach('country', this.countryHydrated, () => this.persistedCountry),
    ]).then(() => undefined);
  }

  /**
   * The shopper's country, which decides the currency, the tax and the delivery country: a
   * signed-in shopper's own, a guest's the one located by IP (spec §4).
   */
  get selectedCountryId(): number {
    return shopperCountryId({ accountCountryId: this.auth.user?.countryId, locationId: this.locationId });
  }

  /** Whether the last update failed for a reason that names no field. */
  get updateFailed(): boolean {
    return this.failure !== null;
  }

  get dialogOpen(): boolean {
    return shouldShowCountryDialog({
      loading: this.auth.loading,
      isAuthenticated: this.auth.isAuthenticated,
      countryId: this.auth.user?.countryId,
    });
  }

  /** The dialog's dropdown: the shopper's pick, or the first country returned. */
  get draftCountryId(): number | null {
    return this.draft ?? defaultCountry(this.countries)?.id ?? null;
  }

  /** The phone field's country: the shopper's pick, else the drafted country's (spec §5), else Syria. */
  get phoneCountry(): PhoneCountry {
    if (this.chosenPhoneCountry !== null) return this.chosenPhoneCountry;
    const drafted = this.countries.find((item) => item.id === this.draftCountryId);
    return (
      (drafted === undefined ? undefined : this.phoneMetadata.country(drafted.flag)) ??
      this.phoneMetadata.country(DEFAULT_PHONE_COUNTRY) ??
      FALLBACK_PHONE_COUNTRY
    );
  }

  get phoneCountries(): PhoneCountry[] {
    return this.phoneMetadata.countries();
  }

  get canSubmit(): boolean {
    return (
      !this.submitting &&
      canSubmitCountryUpdate({ hasAccessToken: this.auth.hasAccessToken(), selectedCountryId: this.draftCountryId })
    );
  }

  /**
   * Location by IP and the country list; then the currency of the shopper's country, loaded again
   * whenever that country changes (sign-in, the dialog, the account page, sign-out).
   */
  async started(): Promise<void> {
    await this.restored;
    await Promise.all([this.locate(), this.loadCountries()]);
    if (this.followingCountry !== null) return;
    this.followingCountry = reaction(
      () => this.selectedCountryId,
      (id) => void this.loadCurrency(id),
    );
    await this.loadCurrency(this.selectedCountryId);
  }

  /** The dialog's country changes: the phone field follows it. */
  countryDrafted(id: number): void {
    this.draft = id;
    this.chosenPhoneCountry = null;
    this.revalidate();
  }

  phoneChanged(raw: string): void {
    this.phone = raw;
    this.revalidate();
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.phoneMetadata.country(iso2);
    if (country !== undefined) this.chosenPhoneCountry = country;
    this.revalidate();
  }

  /** Update: the country (and the phone, when given) saved and applied at once, or the refusal shown. */
  async updateSubmitted(): Promise<void> {
    if (!this.canSubmit) return;
    this.attempted = true;
    this.failure = null;
    const input = this.updateInput;
    this.errors = this.updateCountry.validate(input);
    if (hasFieldErrors(this.errors)) return;
    this.submitting = true;
    const result = await this.updateCountry.execute(input);
    if (result.ok) {
      // The user now has a country: the dialog closes and the currency follows (docs/adr/0022).
      this.auth.profileUpdated(result.value);
      this.updateSettled({});
    } else if (result.error.kind === 'fields') {
      this.updateSettled(result.error.fields);
    } else {
      this.updateSettled({}, result.error);
    }
  }

  /** The dialog's way out for a shopper who does not want to choose now. */
  signOutChosen(): void {
    this.auth.loggedOut();
  }

  profileHydrated(profile: PersistedSnapshot['profile']): void {
    this.locationId = profile.countryLocationId;
  }

  countryHydrated(country: PersistedSnapshot['country']): void {
    this.currencyCountryId = country.selectedCountryId;
    this.currency = country.currency;
  }

  private get persistedCountry(): PersistedSnapshot['country'] {
    return { selectedCountryId: this.currencyCountryId, currency: this.currency };
  }

  private get updateInput(): UpdateCountryInput {
    return { countryId: this.draftCountryId, phone: this.phone, callingCode: this.phoneCountry.callingCode };
  }

  private revalidate(): void {
    if (this.attempted) this.errors = this.updateCountry.validate(this.updateInput);
  }

  private updateSettled(errors: FieldErrors<CountryDialogField>, failure: FormProblem | null = null): void {
    this.submitting = false;
    this.errors = errors;
    this.failure = failure;
  }

  private async locate(): Promise<void> {
    this.located(await this.locateCountry.execute());
  }

  private located(locationId: CountryLocationId): void {
    this.locationId = locationId;
  }

  private async loadCurrency(id: number): Promise<void> {
    try {
      const currency = await this.cache.fetch(CACHE_KEYS.currency(id), () => this.currencies.byId(id), SHARED_DATA_POLICY);
      this.currencyLoaded(id, currency);
    } catch (error) {
      this.reporter.captureException(error, { action: 'load-currency', id });
    }
  }

  private currencyLoaded(countryId: number, currency: Currency): void {
    // A slower answer for a country the shopper has since left is dropped.
    if (countryId !== this.selectedCountryId) return;
    this.currencyCountryId = countryId;
    this.currency = currency;
  }

  private async loadCountries(): Promise<void> {
    try {
      const countries = await this.cache.fetch(CACHE_KEYS.countries, () => this.countryGateway.list(), SHARED_DATA_POLICY);
      this.countriesLoaded(countries);
    } catch (error) {
      this.reporter.captureException(error, { action: 'load-countries' });
    }
  }

  private countriesLoaded(countries: Country[]): void {
    this.countries = countries;
  }
}
