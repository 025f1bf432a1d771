// The rules the removed forwarding use cases carried (log-in, verify-email, resend, password reset
// and change, profile update), now checked through the stores that call the ports.
import { describe, expect, it } from 'vitest';
import { ChangePasswordStore } from '../../../src/application/account/change-password-store';
import { ForgotPasswordStore } from '../../../src/application/account/forgot-password-store';
import { LoginStore } from '../../../src/application/account/login-store';
import { ProfileFormStore } from '../../../src/application/account/profile-form-store';
import { ResetPasswordStore } from '../../../src/application/account/reset-password-store';
import { VerifyEmailStore } from '../../../src/application/account/verify-email-store';
import { AuthStore } from '../../../src/application/account/auth-store';
import { InMemoryAccountGateway } from '../../../src/infrastructure/account/in-memory-account-gateway';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { accountFactory } from '../../factories/account-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { setup } from '../support/app';

const lina = () => accountFactory.build({ email: 'lina@dukkan.test', password: 'Shopper123' });

const withAccounts = (...accounts: ReturnType<typeof accountFactory.build>[]) =>
  setup({ overrides: { accountGateway: new InMemoryAccountGateway(accounts) } });

async function logIn(store: LoginStore, email: string, password: string): Promise<boolean> {
  store.opened();
  store.form.changed('email', email);
  store.form.changed('password', password);
  return store.submitted();
}

describe('LoginStore', () => {
  it('signs in with the address trimmed and in any case', async () => {
    const account = lina();
    const { container } = withAccounts(account);

    expect(await logIn(resolve(container, LoginStore), ' LINA@dukkan.test ', 'Shopper123')).toBe(true);
    expect(container.get(AuthStore).user?.id).toBe(account.id);
  });

  it('says "wrong e-mail or password" for a wrong password and an unknown address alike', async () => {
    const { container } = withAccounts(lina());
    const store = resolve(container, LoginStore);

    expect(await logIn(store, 'lina@dukkan.test', 'nope')).toBe(false);
    expect(store.form.problem).toEqual({ kind: 'invalid-credentials' });
    expect(await logIn(store, 'who@dukkan.test', 'nope')).toBe(false);
    expect(store.form.problem).toEqual({ kind: 'invalid-credentials' });
  });

  it('says when the address is not verified yet', async () => {
    const { container } = withAccounts({ ...lina(), verified: false });
    const store = resolve(container, LoginStore);

    expect(await logIn(store, 'lina@dukkan.test', 'Shopper123')).toBe(false);
    expect(store.form.problem).toEqual({ kind: 'email-not-verified' });
  });

  it('needs both fields, without calling', async () => {
    const { container, fakes } = withAccounts(lina());
    fakes.accountGateway.failures.fail(new Error('must not be called'));
    const store = resolve(container, LoginStore);

    expect(await logIn(store, '', '')).toBe(false);
    expect(store.form.errors).toEqual({ email: 'required', password: 'required' });
  });
});

describe('VerifyEmailStore', () => {
  it('accepts the code in Arabic-Indic digits', async () => {
    const { container, fakes } = withAccounts({ ...lina(), verified: false });
    await fakes.accountGateway.resendVerification('lina@dukkan.test');
    expect(fakes.accountGateway.codes.get('lina@dukkan.test')).toBe('123456');
    const store = resolve(container, VerifyEmailStore);
    store.opened('lina@dukkan.test');
    store.form.changed('code', '١٢٣ ٤٥٦');

    expect(await store.submitted()).toBe(true);
    expect(fakes.accountGateway.find('lina@dukkan.test')?.verified).toBe(true);
  });

  it('refuses a code that is not 6 digits before calling', async () => {
    const { container } = withAccounts();
    const store = resolve(container, VerifyEmailStore);
    store.opened('new@dukkan.test');
    store.form.changed('code', '12345');

    expect(await store.submitted()).toBe(false);
    expect(store.form.errors).toEqual({ code: 'codeShape' });
  });

  it('says when the address is already verified', async () => {
    const { container } = withAccounts(accountFactory.build({ email: 'done@dukkan.test' }));
    const store = resolve(container, VerifyEmailStore);
    store.opened('done@dukkan.test');
    store.form.changed('code', '123456');

    expect(await store.submitted()).toBe(false);
    expect(store.form.problem).toEqual({ kind: 'already-verified' });
  });

  it('sends nothing inside the minute after the last code, then sends', async () => {
    const { container, fakes } = withAccounts({ ...lina(), email: 'wait@dukkan.test', verified: false });
    const store = resolve(container, VerifyEmailStore);
    store.codeSent('wait@dukkan.test');
    fakes.clock.advance(20_000);

    await store.resendRequested();
    expect(store.resent).toBe(false);
    expect(store.waitSeconds).toBe(40);
    expect(fakes.accountGateway.codesSent).toEqual([]);

    fakes.clock.advance(40_000);
    await store.resendRequested();
    expect(store.resent).toBe(true);
    expect(fakes.accountGateway.codesSent).toEqual(['wait@dukkan.test']);
    store.closed();
  });

  it('needs an address to resend', async () => {
    const { container } = withAccounts();
    const store = resolve(container, VerifyEmailStore);
    store.opened(null);

    await store.resendRequested();

    expect(store.form.errors).toEqual({ email: 'required' });
  });
});

async function askLink(store: ForgotPasswordStore, email: string): Promise<void> {
  store.opened(email);
  await store.submitted();
}

async function reset(store: ResetPasswordStore, token: string | null, password: string): Promise<void> {
  store.opened(token);
  store.form.changed('password', password);
  await store.submitted();
}

describe('ForgotPasswordStore and ResetPasswordStore', () => {
  it('mails a link for a known address and says the same for an unknown one', async () => {
    const { container, fakes } = withAccounts(lina());
    const store = resolve(container, ForgotPasswordStore);

    await askLink(store, 'lina@dukkan.test');
    expect(store.sentTo).toBe('lina@dukkan.test');
    await askLink(store, 'nobody@dukkan.test');
    expect(store.sentTo).toBe('nobody@dukkan.test');
    expect(fakes.accountGateway.lastResetToken('lina@dukkan.test')).not.toBeNull();
    expect(fakes.accountGateway.lastResetToken('nobody@dukkan.test')).toBeNull();
  });

  it('needs a well-formed address before calling', async () => {
    const { container, fakes } = withAccounts(lina());
    const store = resolve(container, ForgotPasswordStore);

    await askLink(store, 'nope');

    expect(store.form.errors).toEqual({ email: 'emailShape' });
    expect(fakes.accountGateway.resetRequests).toEqual([]);
  });

  it('sets the new password once; the link then counts as used', async () => {
    const { container, fakes } = withAccounts(lina());
    await askLink(resolve(container, ForgotPasswordStore), 'lina@dukkan.test');
    const token = fakes.accountGateway.lastResetToken('lina@dukkan.test');
    const store = resolve(container, ResetPasswordStore);

    await reset(store, token, 'NewPass456');
    expect(store.done).toBe(true);
    expect(fakes.accountGateway.find('lina@dukkan.test')?.password).toBe('NewPass456');

    await reset(store, token, 'Other789x');
    expect(store.done).toBe(false);
    expect(store.form.problem).toEqual({ kind: 'token', reason: 'used' });
  });

  it('says an expired link has expired, and a missing or unknown one is not valid', async () => {
    const { container, fakes } = withAccounts(lina());
    fakes.accountGateway.resetTokens.set('old', { email: 'lina@dukkan.test', state: 'expired' });
    const store = resolve(container, ResetPasswordStore);

    await reset(store, 'old', 'NewPass456');
    expect(store.form.problem).toEqual({ kind: 'token', reason: 'expired' });
    await reset(store, 'bogus', 'NewPass456');
    expect(store.form.problem).toEqual({ kind: 'token', reason: 'invalid' });
    await reset(store, null, 'NewPass456');
    expect(store.form.problem).toEqual({ kind: 'token', reason: 'invalid' });
  });

  it('refuses a weak new password before calling', async () => {
    const { container } = withAccounts(lina());
    const store = resolve(container, ResetPasswordStore);

    await reset(store, 'x', 'abcdefgh');

    expect(store.form.errors).toEqual({ password: 'passwordDigit' });
  });
});

describe('ChangePasswordStore', () => {
  it('says the session is over when nobody is signed in', async () => {
    const { container } = withAccounts();
    const store = resolve(container, ChangePasswordStore);
    store.opened();
    store.fieldChanged('currentPassword', 'a');
    store.fieldChanged('newPassword', 'NewPass456');

    expect(await store.submitted()).toBe(false);
    expect(store.form.problem).toEqual({ kind: 'not-signed-in' });
  });
});

describe('ProfileFormStore', () => {
  it('needs a country; the phone may be empty (spec §5) but, when given, must be a number', async () => {
    const profileGateway = new InMemoryProfileGateway(profileWireFactory.build({ store: null, phoneNumber: null }));
    const { container } = setup({ signedIn: true, overrides: { profileGateway } });
    await container.get(AuthStore).started();
    const store = resolve(container, ProfileFormStore);
    store.opened();

    expect(await store.submitted()).toBe(false);
    expect(store.form.errors).toEqual({ country: 'required' });

    store.fieldChanged('country', '2');
    store.fieldChanged('phone', '12');
    expect(await store.submitted()).toBe(false);
    expect(store.form.errors).toEqual({ phone: 'phoneShape' });
    expect(profileGateway.updates).toEqual([]);
  });
});
