import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CartLine } from '../../domain/cart';
import type { Country } from '../../domain/country';
import {
  attemptFor,
  emptyCheckoutDraft,
  firstInvalidCheckoutField,
  type CheckoutAttempt,
  type CheckoutDraft,
  type CheckoutErrors,
  type CheckoutField,
  type StockShortage,
} from '../../domain/checkout';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, phoneFieldStart, type PhoneCountry } from '../../domain/phone';
import type { IdGenerator } from '../ports/id-generator';
import type { PhoneMetadata } from '../ports/phone-metadata';
import { TOKENS } from '../tokens';
import { PlaceOrder, type PlaceOrderError } from '../use-cases/place-order';
import { AuthStore } from './auth-store';
import { CartStore } from './cart-store';
import { CountryStore } from './country-store';
import { NotificationStore } from './notification-store';

export type CheckoutFailure = Exclude<PlaceOrderError['kind'], 'invalid' | 'stock'>;

/** A line the server could not sell in full: the cart's line (for its title), and how many are left. */
export interface StockProblem {
  shortage: StockShortage;
  line: CartLine | null;
}

const FALLBACK_PHONE_COUNTRY: PhoneCountry = { iso2: DEFAULT_PHONE_COUNTRY, callingCode: DEFAULT_PHONE_PREFIX, example: '' };

/**
 * The checkout form and its submit. A double submit never makes two orders: the button is disabled
 * while the order is on its way, and every submit of one attempt carries the same idempotency key
 * (a new key once the order is placed or the cart changes). A refusal keeps the cart as it is.
 */
@injectable()
export class CheckoutStore {
  values: CheckoutDraft = emptyCheckoutDraft();
  errors: CheckoutErrors = {};
  submitting = false;
  failure: CheckoutFailure | null = null;
  stockProblems: StockProblem[] = [];
  /** Set after a submit the rules refused: the view moves the focus there. */
  focusField: CheckoutField | null = null;
  /** The order just placed: the view goes to its confirmation. */
  placedOrderId: number | null = null;
  private chosenPhoneCountry: PhoneCountry | null = null;
  private attempt: CheckoutAttempt | null = null;
  private attempted = false;

  constructor(
    @inject(PlaceOrder) private readonly placeOrder: PlaceOrder,
    @inject(CartStore) private readonly cartStore: CartStore,
    @inject(CountryStore) private readonly country: CountryStore,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(TOKENS.PhoneMetadata) private readonly phoneMetadata: PhoneMetadata,
  ) {
    makeAutoObservable<
      this,
      'placeOrder' | 'cartStore' | 'country' | 'auth' | 'notifications' | 'ids' | 'phoneMetadata' | 'attempt' | 'attempted'
    >(
      this,
      {
        placeOrder: false,
        cartStore: false,
        country: false,
        auth: false,
        notifications: false,
        ids: false,
        phoneMetadata: false,
        attempt: false,
        attempted: false,
      },
      { autoBind: true },
    );
  }

  get cart() {
    return this.cartStore.cart;
  }

  get isEmpty(): boolean {
    return this.cartStore.cart.lines.length === 0;
  }

  /** The country the order goes to: the shopper's (their account's), with its name and flag. */
  get deliveryCountry(): Country | undefined {
    return this.country.countries.find((item) => item.id === this.country.selectedCountryId);
  }

  /** The phone field's country: the shopper's pick, else the selected country's (spec §5), else Syria. */
  get phoneCountry(): PhoneCountry {
    if (this.chosenPhoneCountry !== null) return this.chosenPhoneCountry;
    const selected = this.deliveryCountry;
    return (selected === undefined ? undefined : this.phoneMetadata.country(selected.flag)) ?? this.phoneMetadata.country(DEFAULT_PHONE_COUNTRY) ?? FALLBACK_PHONE_COUNTRY;
  }

  get phoneCountries(): PhoneCountry[] {
    return this.phoneMetadata.countries();
  }

  /**
   * The checkout page opened: the cart is read again, and the signed-in user's name and the phone
   * they already gave are a good start (what the shopper typed is kept).
   */
  opened(): void {
    // What the server holds now, in case the cart changed elsewhere (another tab, another device).
    void this.cartStore.refreshed();
    this.placedOrderId = null;
    this.failure = null;
    this.startedFromAccount();
  }

  /** The signed-in user's name and phone fill the fields still empty (again once the profile has come). */
  startedFromAccount(): void {
    const user = this.auth.user;
    if (user === null) return;
    if (this.values.fullName === '') this.values = { ...this.values, fullName: user.name };
    if (this.values.phone === '' && user.phone !== '') {
      const start = phoneFieldStart(user.phone, this.phoneCountries, this.phoneCountry.iso2);
      if (start.iso2 !== this.phoneCountry.iso2) this.chosenPhoneCountry = this.phoneMetadata.country(start.iso2) ?? null;
      this.values = { ...this.values, phone: start.national };
    }
  }

  fieldChanged<K extends keyof CheckoutDraft>(field: K, value: CheckoutDraft[K]): void {
    this.values = { ...this.values, [field]: value };
    this.failure = null;
    if (this.attempted) this.errors = this.placeOrder.validate(this.values, this.phoneCountry.callingCode);
  }

  phoneCountryChosen(iso2: string): void {
    const found = this.phoneMetadata.country(iso2);
    if (found !== undefined) this.chosenPhoneCountry = found;
    if (this.attempted) this.errors = this.placeOrder.validate(this.values, this.phoneCountry.callingCode);
  }

  focusMoved(): void {
    this.focusField = null;
  }

  /** "Place order". Answers the new order's id, or null when nothing was placed (the reason is in the state). */
  async submitted(): Promise<number | null> {
    if (this.submitting) return null;
    this.attempted = true;
    this.failure = null;
    this.stockProblems = [];
    this.focusField = null;
    const errors = this.placeOrder.validate(this.values, this.phoneCountry.callingCode);
    this.errors = errors;
    if (Object.keys(errors).length > 0) {
      this.focusField = firstInvalidCheckoutField(errors);
      return null;
    }
    if (this.isEmpty) {
      this.failure = 'cart-empty';
      return null;
    }
    this.attempt = attemptFor(this.attempt, this.cartStore.cart, () => this.ids.next());
    this.submitting = true;
    const result = await this.placeOrder.execute({
      draft: this.values,
      callingCode: this.phoneCountry.callingCode,
      countryId: this.country.selectedCountryId,
      currencyId: this.country.currency?.id ?? this.country.selectedCountryId,
      idempotencyKey: this.attempt.key,
    });
    if (result.ok) {
      this.placed(result.value.id);
      return result.value.id;
    }
    this.refused(result.error);
    return null;
  }

  private placed(orderId: number): void {
    this.submitting = false;
    this.placedOrderId = orderId;
    // The next checkout is a new attempt, with a new key; the address is kept for it.
    this.attempt = null;
    this.attempted = false;
    this.values = { ...this.values, note: '' };
    this.cartStore.cleared();
    void this.notifications.refreshed();
  }

  private refused(error: PlaceOrderError): void {
    this.submitting = false;
    if (error.kind === 'invalid') {
      this.errors = error.errors;
      this.focusField = firstInvalidCheckoutField(error.errors);
    } else if (error.kind === 'stock') {
      this.stockProblems = error.shortages.map((shortage) => ({
        shortage,
        line: this.cartStore.cart.lines.find((line) => line.cartItemId === shortage.cartItemId) ?? null,
      }));
    } else {
      this.failure = error.kind;
    }
  }
}
