import { makeAutoObservable } from 'mobx';
import type { CartLine } from '../../domain/cart';
import type { Country } from '../../domain/country';
import {
  attemptFor,
  emptyCheckoutDraft,
  firstInvalidCheckoutField,
  type CheckoutAttempt,
  type CheckoutDraft,
  type CheckoutFieldProblem,
  type StockShortage,
} from '../../domain/orders/checkout';
import { phoneFieldStart, type PhoneCountry } from '../../domain/country';
import { Ports } from '../ports';
import { FormState } from '../shared/form-state';
import type { DepsOf } from '../shared/wiring';
import { PlaceOrder, type CheckoutProblem, type PlaceOrderError } from './place-order';
import { AuthStore } from '../account';
import { CartStore } from '../cart';
import { CountryStore, phoneCountryOf } from '../country';
import { NotificationStore } from '../notifications';

/** What the page says above the button; a stock refusal is told line by line instead (stockProblems). */
export type CheckoutFailure = Exclude<CheckoutProblem['kind'], 'stock'>;

/** A line the server could not sell in full: the cart's line (for its title), and how many are left. */
export interface StockProblem {
  shortage: StockShortage;
  line: CartLine | null;
}


/**
 * The checkout form and its submit. A double submit never makes two orders: the button is disabled
 * while the order is on its way, and every submit of one attempt carries the same idempotency key
 * (a new key once the order is placed or the cart changes). A refusal keeps the cart as it is.
 * After the first submit the whole form is re-checked as the shopper types, and again when the
 * phone's country changes (its calling code is part of the phone's rule).
 */
const inject = {
  placeOrder: PlaceOrder,
  cartStore: CartStore,
  country: CountryStore,
  auth: AuthStore,
  notifications: NotificationStore,
  ids: Ports.idGenerator,
  phoneMetadata: Ports.phoneMetadata,
} as const;

export class CheckoutStore {
  static readonly inject = inject;
  readonly form: FormState<CheckoutDraft, CheckoutFieldProblem, CheckoutProblem>;
  /** The lines the server could not sell in full; they stay named until the next submit. */
  stockProblems: StockProblem[] = [];
  /** The order just placed: the view goes to its confirmation. */
  placedOrderId: number | null = null;
  private chosenPhoneCountry: PhoneCountry | null = null;
  readonly #deps: DepsOf<typeof inject>;
  #attempt: CheckoutAttempt | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.form = new FormState(emptyCheckoutDraft(), (values) => deps.placeOrder.validate(values, this.phoneCountry.callingCode), {
      recheck: 'form',
      firstWrong: firstInvalidCheckoutField,
    });
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  get failure(): CheckoutFailure | null {
    const problem = this.form.problem;
    return problem === null || problem.kind === 'stock' ? null : problem.kind;
  }

  get cart() {
    return this.#deps.cartStore.cart;
  }

  get isEmpty(): boolean {
    return this.#deps.cartStore.cart.lines.length === 0;
  }

  /** The country the order goes to: the shopper's (their account's), with its name and flag. */
  get deliveryCountry(): Country | undefined {
    return this.#deps.country.countries.find((item) => item.id === this.#deps.country.selectedCountryId);
  }

  /** The phone field's country: the shopper's pick, else the selected country's (spec §5), else Syria. */
  get phoneCountry(): PhoneCountry {
    if (this.chosenPhoneCountry !== null) return this.chosenPhoneCountry;
    const selected = this.deliveryCountry;
    return phoneCountryOf(this.#deps.phoneMetadata, selected?.flag);
  }

  get phoneCountries(): PhoneCountry[] {
    return this.#deps.phoneMetadata.countries();
  }

  /**
   * The checkout page opened: the cart is read again, and the signed-in user's name and the phone
   * they already gave are a good start (what the shopper typed is kept).
   */
  opened(): void {
    // What the server holds now, in case the cart changed elsewhere (another tab, another device).
    void this.#deps.cartStore.refreshed();
    this.placedOrderId = null;
    this.form.dismissProblem();
    this.startedFromAccount();
  }

  /** The signed-in user's name and phone fill the fields still empty (again once the profile has come). */
  startedFromAccount(): void {
    const user = this.#deps.auth.user;
    if (user === null) return;
    if (this.form.values.fullName === '') this.form.set({ fullName: user.name });
    if (this.form.values.phone === '' && user.phone !== '') {
      const start = phoneFieldStart(user.phone, this.phoneCountries, this.phoneCountry.iso2);
      if (start.iso2 !== this.phoneCountry.iso2) this.chosenPhoneCountry = this.#deps.phoneMetadata.country(start.iso2) ?? null;
      this.form.set({ phone: start.national });
    }
  }

  phoneCountryChosen(iso2: string): void {
    const found = this.#deps.phoneMetadata.country(iso2);
    if (found !== undefined) this.chosenPhoneCountry = found;
    this.form.recheck();
  }

  /** "Place order". Answers the new order's id, or null when nothing was placed (the reason is in the state). */
  async submitted(): Promise<number | null> {
    if (this.form.submitting) return null;
    this.stockProblems = [];
    this.form.started();
    const fields = this.#deps.placeOrder.validate(this.form.values, this.phoneCountry.callingCode);
    if (Object.keys(fields).length > 0) {
      this.form.failed({ kind: 'fields', fields });
      return null;
    }
    if (this.isEmpty) {
      this.form.failed({ kind: 'cart-empty' });
      return null;
    }
    this.#attempt = attemptFor(this.#attempt, this.#deps.cartStore.cart, () => this.#deps.ids.next());
    const result = await this.#deps.placeOrder.execute({
      draft: this.form.values,
      callingCode: this.phoneCountry.callingCode,
      countryId: this.#deps.country.selectedCountryId,
      currencyId: this.#deps.country.currency?.id ?? this.#deps.country.selectedCountryId,
      idempotencyKey: this.#attempt.key,
    });
    if (result.ok) {
      this.placed(result.value.id);
      return result.value.id;
    }
    this.refused(result.error);
    return null;
  }

  private placed(orderId: number): void {
    this.placedOrderId = orderId;
    // The next checkout is a new attempt, with a new key and nothing checked before its submit; the address is kept for it.
    this.#attempt = null;
    this.form.reset({ ...this.form.values, note: '' });
    this.#deps.cartStore.cleared();
    void this.#deps.notifications.refreshed();
  }

  private refused(error: PlaceOrderError): void {
    if (error.kind === 'stock') {
      this.stockProblems = error.shortages.map((shortage) => ({
        shortage,
        line: this.#deps.cartStore.cart.lines.find((line) => line.cartItemId === shortage.cartItemId) ?? null,
      }));
    }
    this.form.failed(error);
  }
}
