import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_LOCATION_ID, defaultCountry, type Country, type CountryLocationId } from '../../domain/country';
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
import { TOKENS } from '../tokens';
import { LocateCountry } from '../use-cases/locate-country';
import { UpdateCountry } from '../use-cases/update-country';
import { AuthStore } from './auth-store';

const FALLBACK_PHONE_COUNTRY: PhoneCountry = { iso2: DEFAULT_PHONE_COUNTRY, callingCode: DEFAULT_PHONE_PREFIX, example: '' };

/** Country, currency and the country dialog (spec sections 2, 4, 5 and 7). */
@injectable()
export class CountryStore {
  countries: Country[] = [];
  locationId: CountryLocationId = DEFAULT_LOCATION_ID;
  currency: Currency | null = null;
  phone = '';
  phoneCountry: PhoneCountry;
  submitting = false;
  updateFailed = false;
  readonly restored: Promise<void>;
  private chosenCountryId: number | null = null;
  private draft: number | null = null;

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
    this.phoneCountry = phoneMetadata.country(DEFAULT_PHONE_COUNTRY) ?? FALLBACK_PHONE_COUNTRY;
    makeAutoObservable<
      this,
      'auth' | 'locateCountry' | 'updateCountry' | 'countryGateway' | 'currencies' | 'cache' | 'phoneMetadata' | 'reporter'
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
      },
      { autoBind: true },
    );
    this.restored = Promise.all([
      persisted.attach('profile', this.profileHydrated, () => ({ countryLocationId: this.locationId })),
      persisted.attach('country', this.countryHydrated, () => this.persistedCountry),
    ]).then(() => undefined);
  }

  /** The shopper's country: chosen, or else the one detected by IP. */
  get selectedCountryId(): number {
    return this.chosenCountryId ?? this.locationId;
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

  get phoneCountries(): PhoneCountry[] {
    return this.phoneMetadata.countries();
  }

  get canSubmit(): boolean {
    return (
      !this.submitting &&
      canSubmitCountryUpdate({ hasAccessToken: this.auth.hasAccessToken(), selectedCountryId: this.draftCountryId })
    );
  }

  /** Location by IP, its currency (which also selects the country), and the country list. */
  async started(): Promise<void> {
    await this.restored;
    await Promise.all([this.locateAndLoadCurrency(), this.loadCountries()]);
  }

  /** The shopper picks a country: it becomes the selected one and its currency is loaded. */
  async countryChosen(id: number): Promise<void> {
    await this.loadCurrency(id);
  }

  countryDrafted(id: number): void {
    this.draft = id;
  }

  phoneChanged(raw: string): void {
    this.phone = raw;
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.phoneMetadata.country(iso2);
    if (country !== undefined) this.phoneCountry = country;
  }

  async updateSubmitted(): Promise<void> {
    if (!this.canSubmit) return;
    this.submitting = true;
    this.updateFailed = false;
    const result = await this.updateCountry.execute({
      countryId: this.draftCountryId,
      phone: this.phone,
      callingCode: this.phoneCountry.callingCode,
    });
    this.updateSettled(result.ok ? 'reloading' : result.error);
  }

  profileHydrated(profile: PersistedSnapshot['profile']): void {
    this.locationId = profile.countryLocationId;
  }

  countryHydrated(country: PersistedSnapshot['country']): void {
    this.chosenCountryId = country.selectedCountryId;
    this.currency = country.currency;
  }

  private get persistedCountry(): PersistedSnapshot['country'] {
    return { selectedCountryId: this.chosenCountryId, currency: this.currency };
  }

  private updateSettled(outcome: 'reloading' | 'not-ready' | 'failed'): void {
    // On success the page is reloading: the button stays disabled until it has.
    this.submitting = outcome === 'reloading';
    this.updateFailed = outcome === 'failed';
  }

  private async locateAndLoadCurrency(): Promise<void> {
    const locationId = await this.locateCountry.execute();
    this.located(locationId);
    await this.loadCurrency(locationId);
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
    this.chosenCountryId = countryId;
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
