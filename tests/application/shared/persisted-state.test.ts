import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PersistedState, RESTORE_TIMEOUT_MS, WRITE_DEBOUNCE_MS } from '../../../src/application/shared/persisted-state';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CartStore } from '../../../src/application/cart/cart-store';
import { CountryStore } from '../../../src/application/country/country-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { SearchStore } from '../../../src/application/catalogue/search-store';
import { withTimeout } from '../../../src/application/shared/with-timeout';
import {
  PERSISTED_STATE_KEY,
  emptySnapshot,
  parsePersistedState,
  serialisePersistedState,
  type PersistedSnapshot,
} from '../../../src/domain/shared/persisted-state';
import { InMemoryErrorReporter } from '../../../src/infrastructure/shared/in-memory-error-reporter';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { ManualScheduler } from '../../../src/infrastructure/shared/manual-scheduler';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { WRITTEN_BY_VERSION_1 } from '../../domain/fixtures/persisted-state-v1';
import { anyText } from '../../factories/arbitraries';
import { cartFactory } from '../../factories/cart-factory';
import { currencyFactory } from '../../factories/currency-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { userFactory } from '../../factories/user-factory';
import { settle } from '../support/settle';
import { setup } from '../support/app';

const stored = (snapshot: Partial<PersistedSnapshot>) => serialisePersistedState({ ...emptySnapshot(), ...snapshot });

describe('PersistedState', () => {
  it('puts every slice back into its store', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const user = userFactory.build({ name: 'Rami Saleh', countryId: 2 });
    fakes.localStorage.set(
      PERSISTED_STATE_KEY,
      stored({
        auth: { isAuthenticated: true, user },
        profile: { countryLocationId: 2 },
        cart: cartFactory.build(),
        country: { selectedCountryId: 2, currency: currencyFactory.build({ id: 2, code: 'LBP' }) },
        searchTerms: ['bag'],
      }),
    );

    const auth = container.get(AuthStore);
    const country = container.get(CountryStore);
    const search = container.get(SearchStore);
    const cart = container.get(CartStore);
    await Promise.all([auth.restored, country.restored, search.restored, cart.restored]);

    expect(auth.user).toEqual(user);
    expect(country.locationId).toBe(2);
    expect(country.selectedCountryId).toBe(2);
    expect(country.currency?.code).toBe('LBP');
    expect(search.history).toEqual(['bag']);
    expect(cart.itemCount).toBe(2);
  });

  it('does not show a stored user when there is no token', async () => {
    const { container, fakes } = setup();
    fakes.localStorage.set(PERSISTED_STATE_KEY, stored({ auth: { isAuthenticated: true, user: userFactory.build() } }));
    const auth = container.get(AuthStore);

    await auth.restored;

    expect(auth.isAuthenticated).toBe(false);
  });

  it('discards a corrupt value: the app starts clean and the key is removed', async () => {
    const { container, fakes } = setup({
      signedIn: true,
      overrides: { profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ firstName: 'Lina', lastName: '' })) },
    });
    fakes.localStorage.set(PERSISTED_STATE_KEY, '{"auth":{"isAuthenticated":tru');
    const auth = container.get(AuthStore);
    const search = container.get(SearchStore);

    await auth.started();

    expect(search.history).toEqual([]);
    expect(auth.displayName).toBe('Lina');
    expect(fakes.localStorage.get(PERSISTED_STATE_KEY)).toBeNull();
  });

  it('keeps a returning shopper\'s country, favourites and search history written by the previous version', async () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.localStorage.set(PERSISTED_STATE_KEY, WRITTEN_BY_VERSION_1);
    const country = container.get(CountryStore);
    const favourites = container.get(FavouritesStore);
    const search = container.get(SearchStore);

    await Promise.all([country.restored, favourites.restored, search.restored]);

    expect(country.locationId).toBe(2);
    expect(country.selectedCountryId).toBe(2);
    expect(country.currency?.code).toBe('LBP');
    expect(favourites.items).toEqual([{ id: 3 }, { id: 11 }]);
    expect(search.history).toEqual(['حذاء', 'shoes']);
    expect(fakes.localStorage.get(PERSISTED_STATE_KEY)).toBe(WRITTEN_BY_VERSION_1);
  });

  it('starts from the empty snapshot, without throwing, whatever garbage is stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText({ maxLength: 200 }), fc.json({ maxDepth: 4 })), async (raw) => {
        const storage = new InMemoryKeyValueStorage({ [PERSISTED_STATE_KEY]: raw });
        const persisted = new PersistedState({ storage, scheduler: new ManualScheduler(), reporter: new InMemoryErrorReporter() });

        const restored = await persisted.restore();

        expect(restored).toBeNull();
        expect(persisted.current()).toEqual(emptySnapshot());
        expect(storage.get(PERSISTED_STATE_KEY)).toBeNull();
      }),
    );
  });

  it('discards an old-shaped value (another version)', async () => {
    const { container, fakes } = setup();
    fakes.localStorage.set(PERSISTED_STATE_KEY, JSON.stringify({ ...emptySnapshot(), version: 0, searchTerms: ['old'] }));
    const search = container.get(SearchStore);

    await search.restored;

    expect(search.history).toEqual([]);
  });

  it('writes the whole snapshot back, debounced, keeping slices no store has claimed', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const cart = cartFactory.build();
    fakes.localStorage.set(PERSISTED_STATE_KEY, stored({ cart }));
    const search = container.get(SearchStore);
    await search.restored;

    search.termChanged('lamp');
    search.submitted();
    fakes.scheduler.advance(WRITE_DEBOUNCE_MS - 1);
    expect(parsePersistedState(fakes.localStorage.get(PERSISTED_STATE_KEY))?.searchTerms).toEqual([]);

    fakes.scheduler.advance(1);
    const written = parsePersistedState(fakes.localStorage.get(PERSISTED_STATE_KEY));
    expect(written?.searchTerms).toEqual(['lamp']);
    expect(written?.cart).toEqual(cart);
  });

  it('writes the signed-in user, and no user after sign-out', async () => {
    const { container, fakes } = setup({
      signedIn: true,
      overrides: { profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ id: 3 })) },
    });
    const auth = container.get(AuthStore);
    await auth.started();
    fakes.scheduler.advance(WRITE_DEBOUNCE_MS);
    expect(parsePersistedState(fakes.localStorage.get(PERSISTED_STATE_KEY))?.auth).toMatchObject({
      isAuthenticated: true,
      user: { id: 3 },
    });

    auth.loggedOut();
    fakes.scheduler.advance(WRITE_DEBOUNCE_MS);
    expect(parsePersistedState(fakes.localStorage.get(PERSISTED_STATE_KEY))?.auth).toEqual({ isAuthenticated: false, user: null });
    expect(fakes.session.accessToken()).toBeNull();
  });

  it('restores once per page', async () => {
    const { container, fakes } = setup();
    fakes.localStorage.set(PERSISTED_STATE_KEY, stored({ searchTerms: ['a'] }));
    const persisted = container.get(PersistedState);
    const first = await persisted.restore();

    fakes.localStorage.set(PERSISTED_STATE_KEY, stored({ searchTerms: ['b'] }));

    expect(await persisted.restore()).toBe(first);
  });
});

describe('withTimeout (the 5 s restore limit)', () => {
  it('gives up after the limit with the fallback', async () => {
    const scheduler = new ManualScheduler();
    let answer: unknown = 'pending';
    void withTimeout(new Promise<never>(() => {}), RESTORE_TIMEOUT_MS, null, scheduler).then((value) => {
      answer = value;
    });

    scheduler.advance(RESTORE_TIMEOUT_MS - 1);
    await settle();
    expect(answer).toBe('pending');

    scheduler.advance(1);
    await settle();
    expect(answer).toBeNull();
  });

  it('answers the value in time and cancels its timer', async () => {
    const scheduler = new ManualScheduler();

    await expect(withTimeout(Promise.resolve('snapshot'), RESTORE_TIMEOUT_MS, null, scheduler)).resolves.toBe('snapshot');
    expect(scheduler.timers).toEqual([]);
  });

  it('passes a failure on', async () => {
    const scheduler = new ManualScheduler();
    await expect(withTimeout(Promise.reject(new Error('x')), RESTORE_TIMEOUT_MS, null, scheduler)).rejects.toThrow('x');
  });
});
