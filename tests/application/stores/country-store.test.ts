import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../src/application/access-token';
import { NetworkError, ServerError } from '../../../src/application/errors';
import { AuthStore } from '../../../src/application/stores/auth-store';
import { CountryStore } from '../../../src/application/stores/country-store';
import { InMemoryGeoLocator } from '../../../src/infrastructure/in-memory/in-memory-geo-locator';
import { InMemoryProfileGateway } from '../../../src/infrastructure/in-memory/in-memory-profile-gateway';
import { profileResponseFactory } from '../../factories/profile-response-factory';
import { setup } from '../support/app';

const located = async (country: string) => {
  const { container, fakes } = setup({ overrides: { geoLocator: new InMemoryGeoLocator(country) } });
  const store = container.get(CountryStore);
  await store.started();
  return { store, fakes };
};

describe('CountryStore: location and currency', () => {
  it('Syria gives location 1, selects it and loads its currency', async () => {
    const { store } = await located('Syria');
    expect(store.locationId).toBe(1);
    expect(store.selectedCountryId).toBe(1);
    expect(store.currency).toMatchObject({ id: 1, code: 'SYP' });
  });

  it('Lebanon gives location 2, selects it and loads its currency', async () => {
    const { store } = await located('Lebanon');
    expect(store.locationId).toBe(2);
    expect(store.selectedCountryId).toBe(2);
    expect(store.currency).toMatchObject({ id: 2, code: 'LBP' });
  });

  it('any other country gives location 1', async () => {
    const { store } = await located('France');
    expect(store.locationId).toBe(1);
    expect(store.currency?.code).toBe('SYP');
  });

  it('a failed lookup is logged and gives location 1', async () => {
    const { container, fakes } = setup({ overrides: { geoLocator: new InMemoryGeoLocator('Lebanon') } });
    fakes.geoLocator.failures.fail(new NetworkError());
    const store = container.get(CountryStore);

    await store.started();

    expect(store.locationId).toBe(1);
    expect(store.currency?.code).toBe('SYP');
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('keeps going without a currency when its call fails, and logs it', async () => {
    const { container, fakes } = setup();
    fakes.currencyGateway.failures.fail(new ServerError('boom', 500));
    const store = container.get(CountryStore);

    await store.started();

    expect(store.currency).toBeNull();
    expect(store.countries).toHaveLength(2);
    expect(fakes.errorReporter.reported.length).toBeGreaterThan(0);
  });

  it('a country the shopper chooses becomes the selected one with its currency', async () => {
    const { store } = await located('Syria');

    await store.countryChosen(2);

    expect(store.selectedCountryId).toBe(2);
    expect(store.currency?.code).toBe('LBP');
  });

  it('loads the countries and drafts the first one returned', async () => {
    const { store } = await located('Syria');
    expect(store.countries.map((country) => country.flag)).toEqual(['sy', 'lb']);
    expect(store.draftCountryId).toBe(1);

    store.countryDrafted(2);
    expect(store.draftCountryId).toBe(2);
  });
});

const withUser = (store: number | null) => ({
  profileGateway: new InMemoryProfileGateway(profileResponseFactory.build({ id: 5, store })),
});

describe('CountryStore: the country dialog', () => {
  it('opens for a signed-in user without a country, once loading has finished', async () => {
    const { container } = setup({ signedIn: true, overrides: withUser(null) });
    const auth = container.get(AuthStore);
    const store = container.get(CountryStore);

    const starting = auth.started();
    expect(store.dialogOpen).toBe(false);
    await starting;

    expect(store.dialogOpen).toBe(true);
  });

  it('stays closed for a user with a country and for a guest', async () => {
    const withCountry = setup({ signedIn: true, overrides: withUser(2) });
    await withCountry.container.get(AuthStore).started();
    expect(withCountry.container.get(CountryStore).dialogOpen).toBe(false);

    const guest = setup({ overrides: withUser(null) });
    await guest.container.get(AuthStore).started();
    expect(guest.container.get(CountryStore).dialogOpen).toBe(false);
  });

  it('defaults the phone field to Syria, 963', () => {
    const store = setup().container.get(CountryStore);
    expect(store.phoneCountry).toMatchObject({ iso2: 'SY', callingCode: '963' });
    expect(store.phoneCountries.map((country) => country.iso2)).toContain('LB');
  });

  it('sends the country and the normalised phone, then reloads the page', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withUser(null) });
    await container.get(AuthStore).started();
    const store = container.get(CountryStore);
    await store.started();

    store.countryDrafted(2);
    store.phoneChanged('0944 567 890');
    await store.updateSubmitted();

    expect(fakes.profileGateway.updates).toEqual([{ store: 2, phoneNumber: '963944567890', whatsApp: '963944567890' }]);
    expect(fakes.pageControl.reloads).toBe(1);
    expect(store.updateFailed).toBe(false);
  });

  it('uses the calling code of the phone country the shopper picked', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withUser(null) });
    await container.get(AuthStore).started();
    const store = container.get(CountryStore);
    await store.started();

    store.phoneCountryChosen('lb');
    store.phoneChanged('71 123 456');
    await store.updateSubmitted();

    expect(fakes.profileGateway.updates[0]?.phoneNumber).toBe('96171123456');
  });

  it('does nothing without a token', async () => {
    const { container, fakes } = setup({ overrides: withUser(null) });
    const store = container.get(CountryStore);
    await store.started();

    expect(store.canSubmit).toBe(false);
    await store.updateSubmitted();

    expect(fakes.profileGateway.updates).toEqual([]);
    expect(fakes.pageControl.reloads).toBe(0);
  });

  it('does nothing without a country to send', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withUser(null) });
    fakes.countryGateway.countries = [];
    const store = container.get(CountryStore);
    await store.started();

    expect(store.draftCountryId).toBeNull();
    expect(store.canSubmit).toBe(false);
    await store.updateSubmitted();

    expect(fakes.profileGateway.updates).toEqual([]);
    expect(fakes.pageControl.reloads).toBe(0);
  });

  it('a failed update is logged only: no reload, the dialog stays', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withUser(null) });
    await container.get(AuthStore).started();
    const store = container.get(CountryStore);
    await store.started();
    fakes.profileGateway.failures.fail(new ServerError('Server error', 500));

    await store.updateSubmitted();

    expect(fakes.pageControl.reloads).toBe(0);
    expect(store.updateFailed).toBe(true);
    expect(store.submitting).toBe(false);
    expect(store.dialogOpen).toBe(true);
    expect(fakes.errorReporter.reported.map((entry) => entry.context)).toContainEqual({ action: 'update-country' });
    expect(fakes.localStorage.get(ACCESS_TOKEN_KEY)).not.toBeNull();
  });
});
