import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { ChangePasswordStore } from '../../../src/application/account/change-password-store';
import { CountryStore } from '../../../src/application/country/country-store';
import { ForgotPasswordStore } from '../../../src/application/account/forgot-password-store';
import { LoginStore } from '../../../src/application/account/login-store';
import { ProfileFormStore } from '../../../src/application/account/profile-form-store';
import { ResetPasswordStore } from '../../../src/application/account/reset-password-store';
import { SignUpStore } from '../../../src/application/account/sign-up-store';
import { VerifyEmailStore } from '../../../src/application/account/verify-email-store';
import { InMemoryAccountGateway } from '../../../src/infrastructure/account/in-memory-account-gateway';
import { InMemoryCountryGateway } from '../../../src/infrastructure/country/in-memory-country-gateway';
import { InMemoryGeoLocator } from '../../../src/infrastructure/country/in-memory-geo-locator';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { accountFactory } from '../../factories/account-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { setup } from '../support/app';

const lina = () => accountFactory.build({ email: 'lina@dukkan.test', password: 'Shopper123' });

function fillSignUp(store: SignUpStore, email = 'new@dukkan.test'): void {
  store.form.changed('firstName', 'Lina');
  store.form.changed('lastName', 'Haddad');
  store.form.changed('email', email);
  store.form.changed('password', 'Shopper123');
  store.form.changed('terms', true);
}

describe('SignUpStore', () => {
  it('shows field errors after a submission and clears each as it is corrected', async () => {
    const { container } = setup();
    const store = resolve(container, SignUpStore);
    store.opened();

    expect(await store.submitted()).toBeNull();
    expect(store.form.errors).toMatchObject({ firstName: 'required', email: 'required', password: 'required', terms: 'termsRequired' });

    store.form.changed('password', 'abc');
    expect(store.form.error('password')).toBe('passwordShort');
    store.form.changed('password', 'abcdefg1');
    expect(store.form.error('password')).toBeNull();
  });

  it('creates the account, then the verification page has the address and a running cool-down', async () => {
    const { container, fakes } = setup();
    const store = resolve(container, SignUpStore);
    store.opened();
    fillSignUp(store);

    expect(await store.submitted()).toBe('new@dukkan.test');

    const verify = resolve(container, VerifyEmailStore);
    expect(verify.form.values.email).toBe('new@dukkan.test');
    expect(verify.waitSeconds).toBe(60);
    expect(fakes.accountGateway.codesSent).toEqual(['new@dukkan.test']);
  });

  it("shows a taken address on the e-mail field, the server's words for it", async () => {
    const { container } = setup({ overrides: { accountGateway: new InMemoryAccountGateway([lina()]) } });
    const store = resolve(container, SignUpStore);
    store.opened();
    fillSignUp(store, 'lina@dukkan.test');

    await store.submitted();

    expect(store.form.errors).toEqual({ email: 'emailTaken' });
    expect(store.form.submitting).toBe(false);
  });

  it("offers the phone country of the visitor's shop country", async () => {
    const { container } = setup({
      overrides: { geoLocator: new InMemoryGeoLocator('Lebanon'), countryGateway: new InMemoryCountryGateway([{ id: 1, name: 'Syria', flag: 'sy' }, { id: 2, name: 'Lebanon', flag: 'lb' }]) },
    });
    const country = container.get(CountryStore);
    await country.started();
    const store = resolve(container, SignUpStore);

    store.opened();

    expect(store.phoneCountry.iso2).toBe('LB');
  });
});

describe('VerifyEmailStore', () => {
  it('counts the cool-down down every second and frees the button after a minute', async () => {
    const { container, fakes } = setup();
    const store = resolve(container, VerifyEmailStore);
    store.codeSent('new@dukkan.test');
    store.opened(null);

    fakes.scheduler.advance(15_000);
    expect(store.waitSeconds).toBe(45);
    fakes.scheduler.advance(45_000);
    expect(store.waitSeconds).toBe(0);
    expect(fakes.scheduler.timers).toHaveLength(0);
  });

  it('resends when free and starts a new cool-down', async () => {
    const gateway = new InMemoryAccountGateway([{ ...lina(), verified: false }]);
    const { container, fakes } = setup({ overrides: { accountGateway: gateway } });
    const store = resolve(container, VerifyEmailStore);
    store.opened('lina@dukkan.test');

    await store.resendRequested();

    expect(store.resent).toBe(true);
    expect(store.waitSeconds).toBe(60);
    expect(fakes.accountGateway.codesSent).toEqual(['lina@dukkan.test']);
    store.closed();
  });

  it("shows the server's wait when it answers 429", async () => {
    const { container, fakes } = setup();
    fakes.accountGateway.failures.fail(new RateLimitedError('wait', 300), 1);
    const store = resolve(container, VerifyEmailStore);
    store.opened('lina@dukkan.test');

    await store.resendRequested();

    expect(store.waitSeconds).toBe(300);
    store.closed();
  });

  it('verifies, signs the user in and stores the token', async () => {
    const { container, fakes } = setup();
    const signUp = resolve(container, SignUpStore);
    signUp.opened();
    fillSignUp(signUp);
    await signUp.submitted();
    const store = resolve(container, VerifyEmailStore);
    store.opened('new@dukkan.test');
    store.form.changed('code', fakes.accountGateway.codes.get('new@dukkan.test') ?? '');

    expect(await store.submitted()).toBe(true);

    const auth = container.get(AuthStore);
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.user?.email).toBe('new@dukkan.test');
    expect(fakes.session.accessToken()).not.toBeNull();
  });

  it('shows a wrong code on the code field', async () => {
    const { container } = setup({ overrides: { accountGateway: new InMemoryAccountGateway([{ ...lina(), verified: false }]) } });
    const store = resolve(container, VerifyEmailStore);
    store.opened('lina@dukkan.test');
    store.form.changed('code', '999999');

    expect(await store.submitted()).toBe(false);
    expect(store.form.errors).toEqual({ code: 'codeInvalid' });
  });
});

describe('LoginStore', () => {
  it('signs in through AuthStore and forgets the password', async () => {
    const { container, fakes } = setup({ overrides: { accountGateway: new InMemoryAccountGateway([lina()]) } });
    const store = resolve(container, LoginStore);
    store.opened();
    store.form.changed('email', 'lina@dukkan.test');
    store.form.changed('password', 'Shopper123');

    expect(await store.submitted()).toBe(true);

    expect(container.get(AuthStore).user?.name).toBe('Lina Haddad');
    expect(fakes.session.accessToken()).not.toBeNull();
    expect(store.form.values.password).toBe('');
  });

  it('shows wrong credentials as a form problem and stays signed out', async () => {
    const { container } = setup({ overrides: { accountGateway: new InMemoryAccountGateway([lina()]) } });
    const store = resolve(container, LoginStore);
    store.opened();
    store.form.changed('email', 'lina@dukkan.test');
    store.form.changed('password', 'wrong-one1');

    expect(await store.submitted()).toBe(false);

    expect(store.form.problem).toEqual({ kind: 'invalid-credentials' });
    expect(container.get(AuthStore).isAuthenticated).toBe(false);
  });

  it('shows rate limiting with the wait, and the problem goes once the user types', async () => {
    const { container, fakes } = setup({ overrides: { accountGateway: new InMemoryAccountGateway([lina()]) } });
    fakes.accountGateway.failures.fail(new RateLimitedError('slow', 600), 1);
    const store = resolve(container, LoginStore);
    store.opened('lina@dukkan.test');
    store.form.changed('password', 'Shopper123');

    await store.submitted();
    expect(store.form.problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: 600 });

    store.form.changed('password', 'Shopper1234');
    expect(store.form.problem).toBeNull();
  });
});

describe('ForgotPasswordStore and ResetPasswordStore', () => {
  it('asks for a link, then the reset sets the password and signs in; a second use is refused as used', async () => {
    const gateway = new InMemoryAccountGateway([lina()]);
    const { container, fakes } = setup({ overrides: { accountGateway: gateway } });
    const forgot = resolve(container, ForgotPasswordStore);
    forgot.opened();
    forgot.form.changed('email', 'lina@dukkan.test');
    await forgot.submitted();
    expect(forgot.sentTo).toBe('lina@dukkan.test');

    const reset = resolve(container, ResetPasswordStore);
    const token = gateway.lastResetToken('lina@dukkan.test');
    reset.opened(token);
    reset.form.changed('password', 'NewPass456');
    expect(reset.rules).toEqual({ length: true, letter: true, digit: true });
    await reset.submitted();
    expect(reset.done).toBe(true);
    expect(gateway.find('lina@dukkan.test')?.password).toBe('NewPass456');
    // The e-mailed link proved the address: the shopper is signed in, with the fresh session.
    const auth = resolve(container, AuthStore);
    expect(auth.isSignedIn()).toBe(true);
    expect(auth.user?.email).toBe('lina@dukkan.test');
    expect(fakes.session.isActive()).toBe(true);

    reset.opened(token);
    reset.form.changed('password', 'Another789');
    await reset.submitted();
    expect(reset.done).toBe(false);
    expect(reset.form.problem).toEqual({ kind: 'token', reason: 'used' });
  });

  it('says the link is not valid when the page has no token', async () => {
    const { container } = setup();
    const reset = resolve(container, ResetPasswordStore);
    reset.opened(null);
    reset.form.changed('password', 'NewPass456');
    await reset.submitted();
    expect(reset.form.problem).toEqual({ kind: 'token', reason: 'invalid' });
  });
});

describe('ChangePasswordStore', () => {
  it('changes the password and empties the form', async () => {
    const gateway = new InMemoryAccountGateway([lina()]);
    const { container } = setup({ overrides: { accountGateway: gateway } });
    await gateway.logIn('lina@dukkan.test', 'Shopper123');
    const store = resolve(container, ChangePasswordStore);
    store.opened();
    store.fieldChanged('currentPassword', 'Shopper123');
    store.fieldChanged('newPassword', 'NewPass456');

    expect(await store.submitted()).toBe(true);

    expect(store.changed).toBe(true);
    expect(store.form.values).toEqual({ currentPassword: '', newPassword: '' });
    expect(gateway.find('lina@dukkan.test')?.password).toBe('NewPass456');
  });

  it('keeps this device signed in with the session the change answers (the server revokes every earlier token)', async () => {
    const gateway = new InMemoryAccountGateway([lina()]);
    const { container, fakes } = setup({ overrides: { accountGateway: gateway } });
    const before = await gateway.logIn('lina@dukkan.test', 'Shopper123');
    const auth = container.get(AuthStore);
    auth.loggedIn(before.accessToken, before.user);
    const store = resolve(container, ChangePasswordStore);
    store.opened();
    store.fieldChanged('currentPassword', 'Shopper123');
    store.fieldChanged('newPassword', 'NewPass456');

    expect(await store.submitted()).toBe(true);

    expect(fakes.session.accessToken()).not.toBe(before.accessToken);
    expect(gateway.isCurrentToken(fakes.session.accessToken() ?? '')).toBe(true);
    expect(gateway.isCurrentToken(before.accessToken)).toBe(false);
    expect(auth.isAuthenticated).toBe(true);
  });

  it('shows a wrong current password on its field', async () => {
    const gateway = new InMemoryAccountGateway([lina()]);
    const { container } = setup({ overrides: { accountGateway: gateway } });
    await gateway.logIn('lina@dukkan.test', 'Shopper123');
    const store = resolve(container, ChangePasswordStore);
    store.opened();
    store.fieldChanged('currentPassword', 'nope');
    store.fieldChanged('newPassword', 'NewPass456');

    await store.submitted();

    expect(store.form.errors).toEqual({ currentPassword: 'wrongPassword' });
  });
});

async function openedProfileForm(account: { store: number; phoneNumber: string | null }) {
  const profileGateway = new InMemoryProfileGateway(profileWireFactory.build(account));
  const { container } = setup({ signedIn: true, overrides: { profileGateway } });
  await container.get(AuthStore).started();
  await container.get(CountryStore).started();
  const store = resolve(container, ProfileFormStore);
  store.opened();
  return { store, profileGateway, container };
}

describe('ProfileFormStore', () => {
  it("updates the country and phone, and the signed-in user's country follows without a reload", async () => {
    const profileGateway = new InMemoryProfileGateway(profileWireFactory.build({ store: 1 }));
    const { container, fakes } = setup({
      signedIn: true,
      overrides: {
        profileGateway,
        countryGateway: new InMemoryCountryGateway([{ id: 1, name: 'Syria', flag: 'sy' }, { id: 2, name: 'Lebanon', flag: 'lb' }]),
      },
    });
    const auth = container.get(AuthStore);
    await auth.started();
    await container.get(CountryStore).started();
    const store = resolve(container, ProfileFormStore);
    store.opened();
    expect(store.form.values.country).toBe('1');
    expect(store.phoneCountry.iso2).toBe('SY');

    store.fieldChanged('country', '2');
    store.phoneCountryChosen('LB');
    store.fieldChanged('phone', '71 123 456');
    expect(await store.submitted()).toBe(true);

    expect(store.saved).toBe(true);
    expect(auth.user?.countryId).toBe(2);
    expect(container.get(CountryStore).selectedCountryId).toBe(2);
    expect(profileGateway.updates).toEqual([{ countryId: 2, phone: '96171123456' }]);
    expect(fakes.pageControl.reloads).toBe(0);
  });

  it('starts from the phone the shopper gave, on its country', async () => {
    const { store } = await openedProfileForm({ store: 2, phoneNumber: '9613123456' });
    expect(store.form.values).toEqual({ country: '2', phone: '03 123 456' });
    expect(store.phoneCountry.iso2).toBe('LB');
  });

  it("the phone's calling code follows the chosen country: Lebanon's 03 123 456 is saved as 9613123456", async () => {
    const { store, profileGateway } = await openedProfileForm({ store: 1, phoneNumber: null });
    expect(store.phoneCountry.iso2).toBe('SY');

    store.fieldChanged('country', '2');
    expect(store.phoneCountry).toMatchObject({ iso2: 'LB', callingCode: '961' });
    store.fieldChanged('phone', '03 123 456');
    expect(await store.submitted()).toBe(true);

    expect(profileGateway.updates).toEqual([{ countryId: 2, phone: '9613123456' }]);
  });

  it('the phone may be left empty (spec §5)', async () => {
    const { store, profileGateway } = await openedProfileForm({ store: 1, phoneNumber: null });
    store.fieldChanged('country', '2');

    expect(await store.submitted()).toBe(true);

    expect(profileGateway.updates).toEqual([{ countryId: 2, phone: '' }]);
  });
});

