import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../src/application/access-token';
import { NetworkError, NotFoundError, UnauthorizedError, ValidationError } from '../../../src/application/errors';
import { CountUnreadNotifications } from '../../../src/application/use-cases/count-unread-notifications';
import { LoadCategories, NO_CATEGORIES_MESSAGE } from '../../../src/application/use-cases/load-categories';
import { LoadSignedInUser } from '../../../src/application/use-cases/load-signed-in-user';
import { LocateCountry } from '../../../src/application/use-cases/locate-country';
import { SignOut } from '../../../src/application/use-cases/sign-out';
import { UpdateCountry } from '../../../src/application/use-cases/update-country';
import { InMemoryCategoryGateway } from '../../../src/infrastructure/in-memory/in-memory-category-gateway';
import { InMemoryGeoLocator } from '../../../src/infrastructure/in-memory/in-memory-geo-locator';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/in-memory/in-memory-notification-gateway';
import { InMemoryProfileGateway } from '../../../src/infrastructure/in-memory/in-memory-profile-gateway';
import { categoryFactory } from '../../factories/category-factory';
import { notificationFactory } from '../../factories/notification-factory';
import { profileResponseFactory } from '../../factories/profile-response-factory';
import { setup } from '../support/app';

describe('LoadSignedInUser', () => {
  it("answers 'no-token' without a token", async () => {
    const { container } = setup({ overrides: { profileGateway: new InMemoryProfileGateway(profileResponseFactory.build()) } });
    expect(await container.get(LoadSignedInUser).execute()).toEqual({ ok: false, error: 'no-token' });
  });

  it('answers the user mapped from the profile', async () => {
    const profile = profileResponseFactory.build({ id: 4, firstName: ' Sara ', lastName: 'Khoury', store: null });
    const { container } = setup({ signedIn: true, overrides: { profileGateway: new InMemoryProfileGateway(profile) } });
    const result = await container.get(LoadSignedInUser).execute();
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id: 4, name: 'Sara Khoury', countryId: null }) });
  });

  it("removes the token when the server refuses and answers 'profile-failed'", async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: { profileGateway: new InMemoryProfileGateway(profileResponseFactory.build()) } });
    fakes.profileGateway.failures.fail(new UnauthorizedError());
    expect(await container.get(LoadSignedInUser).execute()).toEqual({ ok: false, error: 'profile-failed' });
    expect(fakes.localStorage.get(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("keeps the token when the request never reached the server and answers 'offline'", async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: { profileGateway: new InMemoryProfileGateway(profileResponseFactory.build()) } });
    const token = fakes.localStorage.get(ACCESS_TOKEN_KEY);
    fakes.profileGateway.failures.fail(new NetworkError());
    expect(await container.get(LoadSignedInUser).execute()).toEqual({ ok: false, error: 'offline' });
    expect(fakes.localStorage.get(ACCESS_TOKEN_KEY)).toBe(token);
  });
});

describe('SignOut', () => {
  it('removes the token, forgets the user for error reports and tells the native app', () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.errorReporter.setUser(7);

    container.get(SignOut).execute();

    expect(fakes.localStorage.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(fakes.errorReporter.userId).toBeNull();
    expect(fakes.nativeAppBridge.messages).toEqual(['logout']);
  });

  it('still signs out when the native app fails', () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.nativeAppBridge.notifyLogout = () => {
      throw new Error('bridge gone');
    };

    container.get(SignOut).execute();

    expect(fakes.localStorage.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });
});

describe('LocateCountry', () => {
  it.each([
    ['Syria', 1],
    ['Lebanon', 2],
    ['Jordan', 1],
  ])('%s gives %i', async (country, id) => {
    const { container } = setup({ overrides: { geoLocator: new InMemoryGeoLocator(country) } });
    expect(await container.get(LocateCountry).execute()).toBe(id);
  });

  it('a failure is logged and gives 1', async () => {
    const { container, fakes } = setup({ overrides: { geoLocator: new InMemoryGeoLocator('Lebanon') } });
    fakes.geoLocator.failures.fail(new NetworkError());
    expect(await container.get(LocateCountry).execute()).toBe(1);
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('with no lookup service configured gives 1 and reports nothing', async () => {
    const { container, fakes } = setup({ overrides: { geoLocator: new InMemoryGeoLocator(null) } });
    expect(await container.get(LocateCountry).execute()).toBe(1);
    expect(fakes.errorReporter.reported).toHaveLength(0);
  });
});

const withAccount = () => ({ profileGateway: new InMemoryProfileGateway(profileResponseFactory.build({ store: null })) });
const unreadGateway = () => new InMemoryNotificationGateway(notificationFactory.buildList(3, { isRead: false }));

describe('UpdateCountry', () => {
  it('does nothing without a token or without a country', async () => {
    const guest = setup({ overrides: withAccount() });
    expect(await guest.container.get(UpdateCountry).execute({ countryId: 1, phone: '' })).toEqual({
      ok: false,
      error: { kind: 'not-signed-in' },
    });

    const noCountry = setup({ signedIn: true, overrides: withAccount() });
    expect(await noCountry.container.get(UpdateCountry).execute({ countryId: null, phone: '' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { country: 'required' } },
    });
    expect(noCountry.fakes.profileGateway.updates).toEqual([]);
  });

  it('sends store, phoneNumber and whatsApp and answers the updated profile; no reload', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    const result = await container.get(UpdateCountry).execute({ countryId: 1, phone: '944 567 890' });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ store: 1, phoneNumber: '963944567890' }) });
    expect(fakes.profileGateway.updates).toEqual([{ store: 1, phoneNumber: '963944567890', whatsApp: '963944567890' }]);
    expect(fakes.pageControl.reloads).toBe(0);
  });

  it("normalises with the chosen country's calling code: Lebanon's 03 123 456 is 9613123456", async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    await container.get(UpdateCountry).execute({ countryId: 2, phone: '03 123 456', callingCode: '961' });
    expect(fakes.profileGateway.updates[0]?.phoneNumber).toBe('9613123456');
  });

  it('an empty phone is sent empty (it is optional)', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    await container.get(UpdateCountry).execute({ countryId: 2, phone: '' });
    expect(fakes.profileGateway.updates).toEqual([{ store: 2, phoneNumber: '', whatsApp: '' }]);
  });

  it('a server refusal naming phoneNumber or whatsApp lands on the phone field', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    fakes.profileGateway.failures.fail(new ValidationError('body.whatsApp must match pattern', 'whatsApp', 'VALIDATION_FAILED'));
    expect(await container.get(UpdateCountry).execute({ countryId: 2, phone: '71 123 456', callingCode: '961' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { phone: 'refused' } },
    });
  });
});

describe('LoadCategories', () => {
  it("turns a 404 into 'No categories found (404).' without reporting it", async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway([]) } });
    fakes.categoryGateway.failures.fail(new NotFoundError());
    expect(await container.get(LoadCategories).execute()).toEqual({
      ok: false,
      error: { kind: 'not-found', message: NO_CATEGORIES_MESSAGE },
    });
    expect(fakes.errorReporter.reported).toEqual([]);
  });

  it('a fresh load skips the cache', async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway([categoryFactory.build({ id: 1 })]) } });
    const load = container.get(LoadCategories);
    await load.execute();
    fakes.categoryGateway.categories = [categoryFactory.build({ id: 2 })];

    const result = await load.execute({ fresh: true });

    expect(result.ok && result.value.map((category) => category.id)).toEqual([2]);
  });
});

describe('CountUnreadNotifications', () => {
  it('is 0 without a token, the count with one', async () => {
    expect(await setup({ overrides: { notificationGateway: unreadGateway() } }).container.get(CountUnreadNotifications).execute()).toBe(0);
    expect(
      await setup({ signedIn: true, overrides: { notificationGateway: unreadGateway() } }).container.get(CountUnreadNotifications).execute(),
    ).toBe(3);
  });
});
