import { describe, expect, it } from 'vitest';
import { NetworkError, RateLimitedError, ServerError } from '../../../src/application/errors';
import { ChangePassword } from '../../../src/application/use-cases/change-password';
import { LogIn } from '../../../src/application/use-cases/log-in';
import { MarkNotificationsRead } from '../../../src/application/use-cases/mark-notifications-read';
import { RequestPasswordReset } from '../../../src/application/use-cases/request-password-reset';
import { ResendVerificationCode } from '../../../src/application/use-cases/resend-verification-code';
import { ResetPassword } from '../../../src/application/use-cases/reset-password';
import { SignUp, type SignUpInput } from '../../../src/application/use-cases/sign-up';
import { UpdateProfile } from '../../../src/application/use-cases/update-profile';
import { VerifyEmail } from '../../../src/application/use-cases/verify-email';
import { InMemoryAccountGateway } from '../../../src/infrastructure/in-memory/in-memory-account-gateway';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/in-memory/in-memory-notification-gateway';
import { InMemoryProfileGateway } from '../../../src/infrastructure/in-memory/in-memory-profile-gateway';
import { accountFactory } from '../../factories/account-factory';
import { notificationFactory } from '../../factories/notification-factory';
import { profileResponseFactory } from '../../factories/profile-response-factory';
import { setup } from '../support/app';

const withAccounts = (...accounts: ReturnType<typeof accountFactory.build>[]) =>
  setup({ overrides: { accountGateway: new InMemoryAccountGateway(accounts) } });

const signUpInput = (overrides: Partial<SignUpInput> = {}): SignUpInput => ({
  firstName: ' Lina ',
  lastName: 'Haddad',
  email: 'new@dukkan.test',
  password: 'Shopper123',
  phone: '',
  termsAccepted: true,
  ...overrides,
});

describe('SignUp', () => {
  it('creates the account with trimmed names and the phone normalised, and a code is mailed', async () => {
    const { container, fakes } = withAccounts();
    const result = await container.get(SignUp).execute(signUpInput({ phone: '0944 567 890' }));

    expect(result).toEqual({ ok: true, value: { email: 'new@dukkan.test' } });
    expect(fakes.accountGateway.find('new@dukkan.test')).toMatchObject({ firstName: 'Lina', phoneNumber: '963944567890', verified: false });
    expect(fakes.accountGateway.codesSent).toEqual(['new@dukkan.test']);
  });

  it("normalises the phone with the chosen country's calling code", async () => {
    const { container, fakes } = withAccounts();
    await container.get(SignUp).execute(signUpInput({ phone: '71 123 456', callingCode: '961' }));
    expect(fakes.accountGateway.find('new@dukkan.test')?.phoneNumber).toBe('96171123456');
  });

  it('refuses a form with errors on every wrong field, without calling the server', async () => {
    const { container, fakes } = withAccounts();
    const result = await container.get(SignUp).execute(
      signUpInput({ firstName: ' ', lastName: '', email: 'nope', password: 'short', phone: '12', termsAccepted: false }),
    );

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'fields',
        fields: { firstName: 'required', lastName: 'required', email: 'emailShape', password: 'passwordShort', phone: 'phoneShape', terms: 'termsRequired' },
      },
    });
    expect(fakes.accountGateway.accounts).toHaveLength(0);
  });

  it('puts a taken address (409) on the e-mail field', async () => {
    const { container } = withAccounts(accountFactory.build({ email: 'New@Dukkan.test' }));
    const result = await container.get(SignUp).execute(signUpInput());
    expect(result).toEqual({ ok: false, error: { kind: 'fields', fields: { email: 'emailTaken' } } });
  });

  it('explains rate limiting with the wait', async () => {
    const { container, fakes } = withAccounts();
    fakes.accountGateway.failures.fail(new RateLimitedError('slow down', 120), 1);
    const result = await container.get(SignUp).execute(signUpInput());
    expect(result).toEqual({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 120 } });
  });

  it('reports an unexpected failure and answers a general one', async () => {
    const { container, fakes } = withAccounts();
    fakes.accountGateway.failures.fail(new ServerError('boom', 500), 1);
    const result = await container.get(SignUp).execute(signUpInput());
    expect(result).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('answers a network failure without reporting it', async () => {
    const { container, fakes } = withAccounts();
    fakes.accountGateway.failures.fail(new NetworkError(), 1);
    expect(await container.get(SignUp).execute(signUpInput())).toEqual({ ok: false, error: { kind: 'network' } });
    expect(fakes.errorReporter.reported).toHaveLength(0);
  });
});

describe('VerifyEmail', () => {
  it('accepts the code in Arabic-Indic digits and answers a session', async () => {
    const { container, fakes } = withAccounts();
    await container.get(SignUp).execute(signUpInput());
    expect(fakes.accountGateway.codes.get('new@dukkan.test')).toBe('123456');

    const result = await container.get(VerifyEmail).execute({ email: 'new@dukkan.test', code: '١٢٣ ٤٥٦' });

    expect(result.ok && result.value.user.email).toBe('new@dukkan.test');
    expect(fakes.accountGateway.find('new@dukkan.test')?.verified).toBe(true);
  });

  it('puts a wrong code on the code field', async () => {
    const { container } = withAccounts();
    await container.get(SignUp).execute(signUpInput());
    const result = await container.get(VerifyEmail).execute({ email: 'new@dukkan.test', code: '000000' });
    expect(result).toEqual({ ok: false, error: { kind: 'fields', fields: { code: 'codeInvalid' } } });
  });

  it('refuses a code that is not 6 digits before calling', async () => {
    const { container } = withAccounts();
    const result = await container.get(VerifyEmail).execute({ email: 'new@dukkan.test', code: '12345' });
    expect(result).toEqual({ ok: false, error: { kind: 'fields', fields: { code: 'codeShape' } } });
  });

  it('says when the address is already verified', async () => {
    const { container } = withAccounts(accountFactory.build({ email: 'done@dukkan.test' }));
    const result = await container.get(VerifyEmail).execute({ email: 'done@dukkan.test', code: '123456' });
    expect(result).toEqual({ ok: false, error: { kind: 'already-verified' } });
  });
});

describe('ResendVerificationCode', () => {
  it('sends nothing inside the minute after the last code, and answers the wait', async () => {
    const { container, fakes } = withAccounts(accountFactory.build({ email: 'wait@dukkan.test', verified: false }));
    const resend = container.get(ResendVerificationCode);
    const sentAt = fakes.clock.now();
    fakes.clock.advance(20_000);

    expect(await resend.execute({ email: 'wait@dukkan.test', lastSentAtMs: sentAt })).toEqual({
      ok: false,
      error: { kind: 'rate-limited', retryAfterSeconds: 40 },
    });
    expect(fakes.accountGateway.codesSent).toEqual([]);

    fakes.clock.advance(40_000);
    expect(await resend.execute({ email: 'wait@dukkan.test', lastSentAtMs: sentAt })).toEqual({
      ok: true,
      value: { sentAtMs: fakes.clock.now() },
    });
    expect(fakes.accountGateway.codesSent).toEqual(['wait@dukkan.test']);
  });

  it('needs an address', async () => {
    const { container } = withAccounts();
    expect(await container.get(ResendVerificationCode).execute({ email: '', lastSentAtMs: null })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { email: 'required' } },
    });
  });
});

describe('LogIn', () => {
  const lina = accountFactory.build({ email: 'lina@dukkan.test', password: 'Shopper123' });

  it('answers a session for the right pair', async () => {
    const { container } = withAccounts(lina);
    const result = await container.get(LogIn).execute({ email: ' LINA@dukkan.test ', password: 'Shopper123' });
    expect(result.ok && result.value.user.id).toBe(lina.id);
  });

  it('says "wrong e-mail or password" for a wrong password and an unknown address alike', async () => {
    const { container } = withAccounts(lina);
    const logIn = container.get(LogIn);
    expect(await logIn.execute({ email: 'lina@dukkan.test', password: 'nope' })).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(await logIn.execute({ email: 'who@dukkan.test', password: 'nope' })).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });
  });

  it('says when the address is not verified yet', async () => {
    const { container } = withAccounts({ ...lina, verified: false });
    expect(await container.get(LogIn).execute({ email: 'lina@dukkan.test', password: 'Shopper123' })).toEqual({
      ok: false,
      error: { kind: 'email-not-verified' },
    });
  });

  it('needs both fields, without calling', async () => {
    const { container } = withAccounts(lina);
    expect(await container.get(LogIn).execute({ email: '', password: '' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { email: 'required', password: 'required' } },
    });
  });
});

describe('RequestPasswordReset and ResetPassword', () => {
  const lina = accountFactory.build({ email: 'lina@dukkan.test', password: 'Shopper123' });

  it('mails a link for a known address and answers the same for an unknown one', async () => {
    const { container, fakes } = withAccounts(lina);
    const request = container.get(RequestPasswordReset);
    expect(await request.execute({ email: 'lina@dukkan.test' })).toEqual({ ok: true, value: undefined });
    expect(await request.execute({ email: 'nobody@dukkan.test' })).toEqual({ ok: true, value: undefined });
    expect(fakes.accountGateway.lastResetToken('lina@dukkan.test')).not.toBeNull();
    expect(fakes.accountGateway.lastResetToken('nobody@dukkan.test')).toBeNull();
  });

  it('sets the new password once; the link then counts as used', async () => {
    const { container, fakes } = withAccounts(lina);
    await container.get(RequestPasswordReset).execute({ email: 'lina@dukkan.test' });
    const token = fakes.accountGateway.lastResetToken('lina@dukkan.test');
    const reset = container.get(ResetPassword);

    expect(await reset.execute({ token, password: 'NewPass456' })).toEqual({ ok: true, value: undefined });
    expect(fakes.accountGateway.find('lina@dukkan.test')?.password).toBe('NewPass456');
    expect(await reset.execute({ token, password: 'Other789x' })).toEqual({ ok: false, error: { kind: 'token', reason: 'used' } });
  });

  it('says an expired link has expired, and a missing or unknown one is not valid', async () => {
    const { container, fakes } = withAccounts(lina);
    fakes.accountGateway.resetTokens.set('old', { email: 'lina@dukkan.test', state: 'expired' });
    const reset = container.get(ResetPassword);
    expect(await reset.execute({ token: 'old', password: 'NewPass456' })).toEqual({ ok: false, error: { kind: 'token', reason: 'expired' } });
    expect(await reset.execute({ token: 'bogus', password: 'NewPass456' })).toEqual({ ok: false, error: { kind: 'token', reason: 'invalid' } });
    expect(await reset.execute({ token: null, password: 'NewPass456' })).toEqual({ ok: false, error: { kind: 'token', reason: 'invalid' } });
  });

  it('refuses a weak new password before calling', async () => {
    const { container } = withAccounts(lina);
    expect(await container.get(ResetPassword).execute({ token: 'x', password: 'abcdefgh' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { password: 'passwordDigit' } },
    });
  });
});

describe('ChangePassword', () => {
  it('changes it after checking the current one', async () => {
    const lina = accountFactory.build({ email: 'lina@dukkan.test', password: 'Shopper123' });
    const { container, fakes } = withAccounts(lina);
    await container.get(LogIn).execute({ email: 'lina@dukkan.test', password: 'Shopper123' });
    const change = container.get(ChangePassword);

    expect(await change.execute({ currentPassword: 'wrong', newPassword: 'NewPass456' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { currentPassword: 'wrongPassword' } },
    });
    expect(await change.execute({ currentPassword: 'Shopper123', newPassword: 'NewPass456' })).toMatchObject({
      ok: true,
      value: { user: { email: 'lina@dukkan.test' } },
    });
    expect(fakes.accountGateway.find('lina@dukkan.test')?.password).toBe('NewPass456');
  });

  it('says the session is over when nobody is signed in', async () => {
    const { container } = withAccounts();
    expect(await container.get(ChangePassword).execute({ currentPassword: 'a', newPassword: 'NewPass456' })).toEqual({
      ok: false,
      error: { kind: 'not-signed-in' },
    });
  });
});

describe('UpdateProfile', () => {
  it('sends the country and the normalised phone twice, and answers the fresh profile', async () => {
    const profileGateway = new InMemoryProfileGateway(profileResponseFactory.build({ store: 1 }));
    const { container } = setup({ signedIn: true, overrides: { profileGateway } });
    const result = await container.get(UpdateProfile).execute({ countryId: 2, phone: '03 123 456', callingCode: '961' });

    expect(result.ok && result.value.store).toBe(2);
    expect(profileGateway.updates).toEqual([{ store: 2, phoneNumber: '9613123456', whatsApp: '9613123456' }]);
  });

  it('needs a country; the phone may be empty (spec §5) but, when given, must be a number', async () => {
    const { container, fakes } = setup({ signedIn: true });
    expect(await container.get(UpdateProfile).execute({ countryId: null, phone: '' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { country: 'required' } },
    });
    expect(await container.get(UpdateProfile).execute({ countryId: 2, phone: '12', callingCode: '961' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { phone: 'phoneShape' } },
    });
    expect(fakes.profileGateway.updates).toEqual([]);
  });
});

describe('MarkNotificationsRead', () => {
  it('marks one and answers the list with it read', async () => {
    const list = notificationFactory.buildList(3, { isRead: false });
    const gateway = new InMemoryNotificationGateway(list);
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const target = list[1];
    if (target === undefined) throw new Error('no notification');

    const result = await container.get(MarkNotificationsRead).execute(list, target.id);

    expect(result.ok && result.value.map((item) => item.isRead)).toEqual([false, true, false]);
    expect(gateway.notifications.map((item) => item.isRead)).toEqual([false, true, false]);
  });

  it('marks all', async () => {
    const list = notificationFactory.buildList(3, { isRead: false });
    const gateway = new InMemoryNotificationGateway(list);
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const result = await container.get(MarkNotificationsRead).execute(list, 'all');
    expect(result.ok && result.value.every((item) => item.isRead)).toBe(true);
    expect(gateway.notifications.every((item) => item.isRead)).toBe(true);
  });

  it('sends nothing when nothing would change', async () => {
    const list = notificationFactory.buildList(2, { isRead: true });
    const gateway = new InMemoryNotificationGateway(list);
    gateway.failures.fail(new ServerError('must not be called', 500));
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    expect((await container.get(MarkNotificationsRead).execute(list, 'all')).ok).toBe(true);
  });

  it('answers "gone" for a notification the server does not know', async () => {
    const list = notificationFactory.buildList(1, { isRead: false });
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: new InMemoryNotificationGateway([]) } });
    const first = list[0];
    if (first === undefined) throw new Error('no notification');
    expect(await container.get(MarkNotificationsRead).execute(list, first.id)).toEqual({ ok: false, error: 'gone' });
  });
});
