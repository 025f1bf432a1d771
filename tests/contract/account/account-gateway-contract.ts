// What every AccountGateway shows, the InMemory fake and the Http adapter on the real server alike:
// the answers of the account calls and the typed errors of account-errors.ts for each refusal.
import { describe, expect, it } from 'vitest';
import type { AccountGateway } from '../../../src/application/account/account-gateway';
import {
  AlreadyVerified,
  CodeInvalid,
  EmailNotVerified,
  EmailTaken,
  FieldRefused,
  InvalidCredentials,
  TokenInvalid,
  TokenUsed,
  WeakPassword,
  WrongPassword,
} from '../../../src/application/account/account-errors';
import type { Session } from '../../../src/application/account/session';
import { NotLoggedInError } from '../../../src/application/shared/errors';

export interface AccountGatewayHarness {
  accounts: AccountGateway;
  /** The session the gateway's signed-in calls (change password) carry. */
  session: Session;
  /** A verified account that already exists. */
  existing: { email: string; password: string };
  /** The verification code last mailed to the address. */
  mailedCode(email: string): Promise<string>;
  /** The token of the reset link last mailed to the address. */
  resetToken(email: string): Promise<string>;
}

let addresses = 0;
const unique = (name: string) => `${name}-${Date.now()}-${(addresses += 1)}@dukkan.test`;
const newAccount = (email: string) => ({ firstName: 'Rana', lastName: 'Kassab', email, password: 'Shopper123' });

export function describeAccountGatewayContract(name: string, make: () => Promise<AccountGatewayHarness>): void {
  describe(`AccountGateway contract: ${name}`, () => {
    it('signs up, verifies with the mailed code (a session) and logs in with the address in any case', async () => {
      const { accounts, mailedCode } = await make();
      const email = unique('flow');
      const user = await accounts.signUp({ ...newAccount(email), phone: '963944567890' });
      expect(user).toMatchObject({ email, name: 'Rana Kassab', countryId: null, phone: '963944567890' });

      const session = await accounts.verifyEmail(email, await mailedCode(email));
      expect(session.accessToken.split('.')).toHaveLength(3);
      expect(session.user).toMatchObject({ id: user.id, email, name: 'Rana Kassab', phone: '963944567890' });

      expect((await accounts.logIn(email.toUpperCase(), 'Shopper123')).user.id).toBe(user.id);
    });

    it('refuses a taken address as EmailTaken, on the e-mail field', async () => {
      const { accounts, existing } = await make();
      const refused = accounts.signUp(newAccount(existing.email));
      await expect(refused).rejects.toBeInstanceOf(EmailTaken);
      await expect(refused).rejects.toMatchObject({ field: 'email', problem: 'emailTaken' });
    });

    it('refuses a weak password as WeakPassword before it looks at the address', async () => {
      const { accounts, existing } = await make();
      await expect(accounts.signUp({ ...newAccount(unique('weak')), password: 'abcdefgh' })).rejects.toMatchObject({
        name: 'WeakPassword',
        field: 'password',
      });
      await expect(accounts.signUp({ ...newAccount(existing.email), password: 'short1' })).rejects.toBeInstanceOf(WeakPassword);
    });

    it('refuses a wrong code as CodeInvalid, and a login before verification as EmailNotVerified', async () => {
      const { accounts } = await make();
      const email = unique('unverified');
      await accounts.signUp(newAccount(email));
      await expect(accounts.verifyEmail(email, '000000')).rejects.toBeInstanceOf(CodeInvalid);
      await expect(accounts.logIn(email, 'Shopper123')).rejects.toBeInstanceOf(EmailNotVerified);
    });

    it('says AlreadyVerified for a second verification', async () => {
      const { accounts, mailedCode } = await make();
      const email = unique('twice');
      await accounts.signUp(newAccount(email));
      const code = await mailedCode(email);
      await accounts.verifyEmail(email, code);
      await expect(accounts.verifyEmail(email, code)).rejects.toBeInstanceOf(AlreadyVerified);
    });

    it('refuses a wrong password and an unknown address alike, as InvalidCredentials', async () => {
      const { accounts, existing } = await make();
      await expect(accounts.logIn(existing.email, 'not-the-password1')).rejects.toBeInstanceOf(InvalidCredentials);
      await expect(accounts.logIn(unique('nobody'), 'whatever1')).rejects.toBeInstanceOf(InvalidCredentials);
    });

    it('resets the password with the mailed token, once; then the new password logs in', async () => {
      const { accounts, resetToken } = await make();
      const email = unique('reset');
      await accounts.signUp(newAccount(email));
      await accounts.requestPasswordReset(email);
      const token = await resetToken(email);

      const session = await accounts.resetPassword(token, 'NewPass456');
      expect(session.user.email).toBe(email);
      expect(session.accessToken.split('.')).toHaveLength(3);
      await expect(accounts.resetPassword(token, 'Again789x')).rejects.toBeInstanceOf(TokenUsed);
      await expect(accounts.resetPassword('bogus', 'Again789x')).rejects.toBeInstanceOf(TokenInvalid);
      expect((await accounts.logIn(email, 'NewPass456')).user.email).toBe(email);
    });

    it('answers the same for an unknown address asking for a reset', async () => {
      const { accounts } = await make();
      await expect(accounts.requestPasswordReset(unique('nobody'))).resolves.toBeUndefined();
    });

    it('changes the password in a session: WrongPassword for a wrong current one, else a fresh session', async () => {
      const { accounts, session, mailedCode } = await make();
      const email = unique('change');
      await accounts.signUp(newAccount(email));
      session.started((await accounts.verifyEmail(email, await mailedCode(email))).accessToken);

      await expect(accounts.changePassword('nope', 'NewPass456')).rejects.toBeInstanceOf(WrongPassword);
      const fresh = await accounts.changePassword('Shopper123', 'NewPass456');
      expect(fresh.user.email).toBe(email);
      await expect(accounts.logIn(email, 'NewPass456')).resolves.toMatchObject({ user: { email } });
    });

    it('does not change a password without a session (NotLoggedInError)', async () => {
      const { accounts } = await make();
      await expect(accounts.changePassword('Shopper123', 'NewPass456')).rejects.toBeInstanceOf(NotLoggedInError);
    });

    it('refuses a malformed address on its field (FieldRefused email)', async () => {
      const { accounts } = await make();
      const refused = accounts.requestPasswordReset('not-an-address');
      await expect(refused).rejects.toBeInstanceOf(FieldRefused);
      await expect(refused).rejects.toMatchObject({ field: 'email' });
    });
  });
}
