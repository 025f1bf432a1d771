// What every ProfileGateway shows: the signed-in shopper as the application's User, and the update
// (country and phone) answered with the user as they now are.
import { describe, expect, it } from 'vitest';
import type { ProfileGateway } from '../../../src/application/account/profile-gateway';
import { UnauthorizedError } from '../../../src/application/shared/errors';

export interface ProfileGatewayHarness {
  profiles: ProfileGateway;
  /** The signed-in shopper's address (a verified account, no country chosen yet). */
  email: string;
  /** From now on the calls carry a token the server knows no account for. */
  tokenForNoAccount(): void;
}

export function describeProfileGatewayContract(name: string, make: () => Promise<ProfileGatewayHarness>): void {
  describe(`ProfileGateway contract: ${name}`, () => {
    it("answers the signed-in shopper's profile as the application's User", async () => {
      const { profiles, email } = await make();
      expect(await profiles.myProfile()).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        email,
        role: expect.any(String),
        countryId: null,
        phone: '',
        picture: '',
        hasPassword: true,
      });
    });

    it('updates the country and phone and answers the user as they now are', async () => {
      const { profiles, email } = await make();
      const updated = await profiles.updateMyProfile({ countryId: 1, phone: '963944567890' });
      expect(updated).toMatchObject({ email, countryId: 1, phone: '963944567890' });
      expect(await profiles.myProfile()).toMatchObject({ countryId: 1, phone: '963944567890' });
    });

    it('clears the phone with an empty one', async () => {
      const { profiles } = await make();
      await profiles.updateMyProfile({ countryId: 1, phone: '963944567890' });
      expect(await profiles.updateMyProfile({ countryId: 1, phone: '' })).toMatchObject({ phone: '' });
      expect(await profiles.myProfile()).toMatchObject({ phone: '' });
    });

    it('refuses a token for no account as UnauthorizedError', async () => {
      const harness = await make();
      harness.tokenForNoAccount();
      await expect(harness.profiles.myProfile()).rejects.toBeInstanceOf(UnauthorizedError);
    });
  });
}
