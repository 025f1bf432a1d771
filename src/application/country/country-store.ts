import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { hasFieldErrors, type FieldErrors } from '../../domain/account';
import { DEFAULT_LOCATION_ID, countryLocationId, defaultCountry, shopperCountryId, type Country, type CountryLocationId } from '../../domain/country/country';
import type { Currency } from '../../domain/country/currency';
import type { PersistedSnapshot } from '../../domain/shared/persisted-state';
import { DEFAULT_PHONE_COUNTRY, phoneFieldStart, type PhoneCountry, type PhoneFieldStart } from '../../domain/country/phone';
import { phoneCountryOf } from './phone-metadata';
import { canSubmitCountryUpdate, shouldShowCountryDialog } from '../../domain/account';
import { CACHE_KEYS, SHARED_DATA_POLICY } from '../shared/cache-policies';
import { PersistedState } from '../shared/persisted-state';
import type { FormProblem } from '../account';
import { Ports } from '../ports';
import { attempt, EVERY_ERROR_IS_A_FAULT } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';
import { UpdateCountry, type CountryDialogField, type UpdateCountryInput } from './update-country';
import { AuthStore } from '../account';


const inject = {
  auth: AuthStore,
  updateCountry: UpdateCountry,
  geo: Ports.geoLocator,
  countryGateway: Ports.countryGateway,
  currencies: Ports.currencyGateway,
  cache: Ports.dataCache,
  phoneMetadata: Ports.phoneMetadata,
  reporter: Ports.errorReporter,
  persisted: PersistedState,
} as const;

/** Country, currency and the country dialog (spec sections 2, 4, 5 and 7). */
export class CountryStore {
  static readonly inject = inject;
  countries: Country[] = [];
  locationId: CountryLocationId = DEFAULT_LOCATION_ID;
  currency: Currency | null = null;
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
  /** What the shopper typed in the dialog's phone field; null until she types, when it shows the phone she gave. */
  private typedPhone: string | null = null;
  readonly #deps: DepsOf<typeof inject>;
  #attempted = false;
  #followingCountry: IReactionDisposer | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, { restored: false }, { autoBind: true });
    this.restored = Promise.all([
      deps.persisted.attach('profile', this.profileHydrated, () => ({ countryLocationId: this.locationId })),
      deps.persisted.attach('country', this.countryHydrated, () => this.persistedCountry),
    ]).then(() => undefined);
  }

  /**
   * The shopper's country, which decides the currency, the tax and the delivery country: a
   * signed-in shopper's own, a guest's the one located by IP (spec §4).
   */
  get selectedCountryId(): number {
    return shopperCountryId({ accountCountryId: this.#deps.auth.user?.countryId, locationId: this.locationId });
  }

  /** Whether the last update failed for a reason that names no field. */
  /** The delivery rule of the shopper's country, when the server said it (issue 26). */
  get delivery(): Country['delivery'] | null {
    return this.countries.find((country) => country.id === this.selectedCountryId)?.delivery ?? null;
  }

  get updateFailed(): boolean {
    return this.failure !== null;
  }

  get dialogOpen(): boolean {
    return shouldShowCountryDialog({
      loading: this.#deps.auth.loading,
      isAuthenticated: this.#deps.auth.isAuthenticated,
      countryId: this.#deps.auth.user?.countryId,
    });
  }

  /**
   * The dialog's dropdown: the shopper's pick, else the country of the phone she gave at sign-up (a
   * Lebanese number drafts Lebanon), else the first country returned (spec §5).
   */
  get draftCountryId(): number | null {
    return this.draft ?? this.countryOfGivenPhone ?? defaultCountry(this.countries)?.id ?? null;
  }

  /** The dialog's phone field: what she typed, else the phone she gave at sign-up, on its own country. */
  get phone(): string {
    return this.typedPhone ?? this.givenPhone?.national ?? '';
  }

  /** The phone her account holds (normalised digits), as a phone field starts from it; null when none. */
  private get givenPhone(): PhoneFieldStart | null {
    const stored = this.#deps.auth.user?.phone ?? '';
    return stored === '' ? null : phoneFieldStart(stored, this.phoneCountries, DEFAULT_PHONE_COUNTRY);
  }

  private get countryOfGivenPhone(): number | null {
    const given = this.givenPhone;
    if (given === null) return null;
    return this.countries.find((country) => phoneCountryOf(this.#deps.phoneMetadata, country.flag).iso2 === given.iso2)?.id ?? null;
  }

  /** The phone field's country: the shopper's pick, else the drafted country's (spec §5), else Syria. */
  get phoneCountry(): PhoneCountry {
    if (this.chosenPhoneCountry !== null) return this.chosenPhoneCountry;
    const drafted = this.countries.find((item) => item.id === this.draftCountryId);
    return phoneCountryOf(this.#deps.phoneMetadata, drafted?.flag);
  }

  get phoneCountries(): PhoneCountry[] {
    return this.#deps.phoneMetadata.countries();
  }

  get canSubmit(): boolean {
    return (
      !this.submitting &&
      canSubmitCountryUpdate({ isSignedIn: this.#deps.auth.isSignedIn(), selectedCountryId: this.draftCountryId })
    );
  }

  /**
   * Location by IP and the country list; then the currency of the shopper's country, loaded again
   * whenever that country changes (sign-in, the dialog, the account page, sign-out).
   */
  async started(): Promise<void> {
    await this.restored;
    await Promise.all([this.locate(), this.loadCountries()]);
    if (this.#followingCountry !== null) return;
    this.#followingCountry = reaction(
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
    this.typedPhone = raw;
    this.revalidate();
  }

  phoneCountryChosen(iso2: string): void {
    const country = this.#deps.phoneMetadata.country(iso2);
    if (country !== undefined) this.chosenPhoneCountry = country;
    this.revalidate();
  }

  /** Update: the country (and the phone, when given) saved and applied at once, or the refusal shown. */
  async updateSubmitted(): Promise<void> {
    if (!this.canSubmit) return;
    this.#attempted = true;
    this.failure = null;
    const input = this.updateInput;
    this.errors = this.#deps.updateCountry.validate(input);
    if (hasFieldErrors(this.errors)) return;
    this.submitting = true;
    const result = await this.#deps.updateCountry.execute(input);
    if (result.ok) {
      // The user now has a country: the dialog closes and the currency follows (docs/adr/0022).
      this.#deps.auth.profileUpdated(result.value);
      this.updateSettled({});
    } else if (result.error.kind === 'fields') {
      this.updateSettled(result.error.fields);
    } else {
      this.updateSettled({}, result.error);
    }
  }

  /** The dialog's way out for a shopper who does not want to choose now. */
  signOutChosen(): void {
    this.#deps.auth.loggedOut();
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
    if (this.#attempted) this.errors = this.#deps.updateCountry.validate(this.updateInput);
  }

  private updateSettled(errors: FieldErrors<CountryDialogField>, failure: FormProblem | null = null): void {
    this.submitting = false;
    this.errors = errors;
    this.failure = failure;
  }

  /** Spec section 4: Syria 1, Lebanon 2, anything else 1; a failed lookup is logged and gives 1. */
  private async locate(): Promise<void> {
    const country = await attempt(() => this.#deps.geo.countryName(), EVERY_ERROR_IS_A_FAULT, this.#deps.reporter, { action: 'locate-country' });
    this.located(country.ok ? countryLocationId(country.value) : DEFAULT_LOCATION_ID);
  }

  private located(locationId: CountryLocationId): void {
    this.locationId = locationId;
  }

  private async loadCurrency(id: number): Promise<void> {
    const currency = await attempt(
      () => this.#deps.cache.fetch(CACHE_KEYS.currency(id), () => this.#deps.currencies.byId(id), SHARED_DATA_POLICY),
      EVERY_ERROR_IS_A_FAULT,
      this.#deps.reporter,
      { action: 'load-currency', id },
    );
    if (currency.ok) this.currencyLoaded(id, currency.value);
  }

  private currencyLoaded(countryId: number, currency: Currency): void {
    // A slower answer for a country the shopper has since left is dropped.
    if (countryId !== this.selectedCountryId) return;
    this.currencyCountryId = countryId;
    this.currency = currency;
  }

  private async loadCountries(): Promise<void> {
    const countries = await attempt(
      () => this.#deps.cache.fetch(CACHE_KEYS.countries, () => this.#deps.countryGateway.list(), SHARED_DATA_POLICY),
      EVERY_ERROR_IS_A_FAULT,
      this.#deps.reporter,
      { action: 'load-countries' },
    );
    if (countries.ok) this.countriesLoaded(countries.value);
  }

  private countriesLoaded(countries: Country[]): void {
    this.countries = countries;
  }
}
