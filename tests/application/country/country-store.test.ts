import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../../src/application/shared/errors';
import { FieldRefused } from '../../../src/application/account/account-errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CountryStore } from '../../../src/application/country/country-store';
import { InMemoryGeoLocator } from '../../../src/infrastructure/country/in-memory-geo-locator';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { userFactory } from '../../factories/user-factory';
import { setup } from '../support/app';
import { settle } from '../support/settle';

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

  it('with no lookup service configured gives location 1 and reports nothing', async () => {
    const { container, fakes } = setup({ overrides: { geoLocator: new InMemoryGeoLocator(null) } });
    const store = container.get(CountryStore);

    await store.started();

    expect(store.locationId).toBe(1);
    expect(fakes.errorReporter.reported).toEqual([]);
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

  it('loads the countries and drafts the first one returned', async () => {
    const { store } = await located('Syria');
    expect(store.countries.map((country) => country.flag)).toEqual(['sy', 'lb']);
    expect(store.draftCountryId).toBe(1);

    store.countryDrafted(2);
    expect(store.draftCountryId).toBe(2);
  });
});

const withUser = (store: number | null, phoneNumber: string | null = null) => ({
  profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ id: 5, store, phoneNumber })),
});

/** A signed-in shopper, located by IP in `located`, with the stores started as the app starts them. */
async function signedIn(store: number | null, geo = 'Syria', phoneNumber: string | null = null) {
  const composition = setup({ signedIn: true, overrides: { ...withUser(store, phoneNumber), geoLocator: new InMemoryGeoLocator(geo) } });
  const auth = composition.container.get(AuthStore);
  const country = composition.container.get(CountryStore);
  await Promise.all([auth.started(), country.started()]);
  await settle();
  return { ...composition, auth, country };
}

describe("CountryStore: the signed-in shopper's country decides the currency", () => {
  it('a shopper whose account is in Lebanon gets Lebanese pounds though the location lookup says Syria', async () => {
    const { country } = await signedIn(2, 'Syria');
    expect(country.selectedCountryId).toBe(2);
    expect(country.currency).toMatchObject({ id: 2, code: 'LBP' });
  });

  it('a shopper whose account is in Syria gets Syrian pounds though located in Lebanon', async () => {
    const { country } = await signedIn(1, 'Lebanon');
    expect(country.selectedCountryId).toBe(1);
    expect(country.currency?.code).toBe('SYP');
  });

  it("follows the account when its country changes, and goes back to the located one on sign-out", async () => {
    const { auth, country } = await signedIn(null, 'Syria');
    expect(country.currency?.code).toBe('SYP');

    auth.profileUpdated(userFactory.build({ id: 5, countryId: 2 }));
    await settle();
    expect(country.selectedCountryId).toBe(2);
    expect(country.currency?.code).toBe('LBP');

    auth.loggedOut();
    await settle();
    expect(country.selectedCountryId).toBe(1);
    expect(country.currency?.code).toBe('SYP');
  });
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

  it('sends the country and the phone, and applies the country at once: no reload, the dialog closes, prices in its currency', async () => {
    const { country, auth, fakes } = await signedIn(null, 'Syria');
    expect(country.dialogOpen).toBe(true);

    country.countryDrafted(2);
    country.phoneChanged('03 123 456');
    await country.updateSubmitted();
    await settle();

    expect(fakes.profileGateway.updates).toEqual([{ countryId: 2, phone: '9613123456' }]);
    expect(fakes.pageControl.reloads).toBe(0);
    expect(auth.user).toMatchObject({ countryId: 2, phone: '9613123456' });
    expect(country.dialogOpen).toBe(false);
    expect(country.currency?.code).toBe('LBP');
  });

  it("the phone field follows the drafted country: its calling code and example; the shopper's own pick wins until the country changes", async () => {
    const { country, fakes } = await signedIn(null);
    expect(country.phoneCountry.iso2).toBe('SY');

    country.countryDrafted(2);
    expect(country.phoneCountry).toMatchObject({ iso2: 'LB', callingCode: '961' });
    expect(country.phoneCountry.example).toBe(fakes.phoneMetadata.country('LB')?.example);

    country.phoneCountryChosen('sy');
    expect(country.phoneCountry.iso2).toBe('SY');
    country.countryDrafted(2);
    expect(country.phoneCountry.iso2).toBe('LB');
  });

  it('starts from the phone she gave at sign-up: its country drafted, its number on its calling code, sent as it was', async () => {
    // She signed up with a Lebanese number and no country: the dialog offers Lebanon and her number, not Syria and nothing.
    const { country, fakes } = await signedIn(null, 'Syria', '96171123456');
    expect(country.dialogOpen).toBe(true);
    expect(country.draftCountryId).toBe(2);
    expect(country.phoneCountry).toMatchObject({ iso2: 'LB', callingCode: '961' });
    expect(country.phone).toBe('71 123 456');

    await country.updateSubmitted();

    expect(fakes.profileGateway.updates).toEqual([{ countryId: 2, phone: '96171123456' }]);
  });

  it("what she types or picks wins over the phone she gave; a Syrian number drafts Syria", async () => {
    const lebanese = await signedIn(null, 'Lebanon', '96171123456');
    lebanese.country.phoneChanged('');
    lebanese.country.countryDrafted(1);
    expect(lebanese.country.phone).toBe('');
    expect(lebanese.country.draftCountryId).toBe(1);
    expect(lebanese.country.phoneCountry.iso2).toBe('SY');

    const syrian = await signedIn(null, 'Lebanon', '963944123456');
    expect(syrian.country.draftCountryId).toBe(1);
    expect(syrian.country.phoneCountry.iso2).toBe('SY');
    // Written as at home, with its trunk 0.
    expect(syrian.country.phone.replace(/\D/g, '')).toBe('0944123456');
  });

  it('uses the calling code of the phone country the shopper picked', async () => {
    const { country, fakes } = await signedIn(null);

    country.phoneCountryChosen('lb');
    country.phoneChanged('71 123 456');
    await country.updateSubmitted();

    expect(fakes.profileGateway.updates[0]?.phone).toBe('96171123456');
  });

  it('an empty phone is accepted (the phone is not required): the country is saved', async () => {
    const { country, fakes } = await signedIn(null);

    await country.updateSubmitted();

    expect(fakes.profileGateway.updates).toEqual([{ countryId: 1, phone: '' }]);
    expect(country.dialogOpen).toBe(false);
  });

  it('a phone that cannot be a number is refused at the phone field, and nothing is sent', async () => {
    const { country, fakes } = await signedIn(null);

    country.phoneChanged('12');
    await country.updateSubmitted();

    expect(country.errors).toEqual({ phone: 'phoneShape' });
    expect(fakes.profileGateway.updates).toEqual([]);
    expect(country.dialogOpen).toBe(true);
    country.phoneChanged('03 123 456');
    expect(country.errors).toEqual({});
  });

  it("a refusal by the server names the field: the server's store is the dialog's country", async () => {
    const { country, fakes } = await signedIn(null);
    country.countryDrafted(2);
    fakes.profileGateway.failures.fail(new FieldRefused('country', 'refused', 'There is no country with this id.'));

    await country.updateSubmitted();

    expect(country.errors).toEqual({ country: 'refused' });
    expect(country.updateFailed).toBe(false);
    expect(country.submitting).toBe(false);
    expect(country.dialogOpen).toBe(true);
  });

  it('offers a way out: signing out closes the dialog', async () => {
    const { country, auth } = await signedIn(null);
    expect(country.dialogOpen).toBe(true);

    country.signOutChosen();

    expect(auth.isAuthenticated).toBe(false);
    expect(country.dialogOpen).toBe(false);
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
    expect(fakes.session.accessToken()).not.toBeNull();
  });
});
