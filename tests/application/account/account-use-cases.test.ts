import { describe, expect, it } from 'vitest';
import { NetworkError, RateLimitedError, ServerError } from '../../../src/application/shared/errors';
import { SignUp, type SignUpInput } from '../../../src/application/account/sign-up';
import { InMemoryAccountGateway } from '../../../src/infrastructure/account/in-memory-account-gateway';
import { accountFactory } from '../../factories/account-factory';
import { resolve } from '../../../src/infrastructure/app/wiring';
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
    const result = await resolve(container, SignUp).execute(signUpInput({ phone: '0944 567 890' }));

    expect(result).toEqual({ ok: true, value: { email: 'new@dukkan.test' } });
    expect(fakes.accountGateway.find('new@dukkan.test')).toMatchObject({ firstName: 'Lina', phoneNumber: '963944567890', verified: false });
    expect(fakes.accountGateway.codesSent).toEqual(['new@dukkan.test']);
  });

  it("normalises the phone with the chosen country's calling code", async () => {
    const { container, fakes } = withAccounts();
    await resolve(container, SignUp).execute(signUpInput({ phone: '71 123 456', callingCode: '961' }));
    expect(fakes.accountGateway.find('new@dukkan.test')?.phoneNumber).toBe('96171123456');
  });

  it('refuses a form with errors on every wrong field, without calling the server', async () => {
    const { container, fakes } = withAccounts();
    const result = await resolve(container, SignUp).execute(
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
    const result = await resolve(container, SignUp).execute(signUpInput());
    expect(result).toEqual({ ok: false, error: { kind: 'fields', fields: { email: 'emailTaken' } } });
  });

  it('explains rate limiting with the wait', async () => {
    const { container, fakes } = withAccounts();
    fakes.accountGateway.failures.fail(new RateLimitedError('slow down', 120), 1);
    const result = await resolve(container, SignUp).execute(signUpInput());
    expect(result).toEqual({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 120 } });
  });

  it('reports an unexpected failure and answers a general one', async () => {
    const { container, fakes } = withAccounts();
    fakes.accountGateway.failures.fail(new ServerError('boom', 500), 1);
    const result = await resolve(container, SignUp).execute(signUpInput());
    expect(result).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('answers a network failure without reporting it', async () => {
    const { container, fakes } = withAccounts();
    fakes.accountGateway.failures.fail(new NetworkError(), 1);
    expect(await resolve(container, SignUp).execute(signUpInput())).toEqual({ ok: false, error: { kind: 'network' } });
    expect(fakes.errorReporter.reported).toHaveLength(0);
  });
});

