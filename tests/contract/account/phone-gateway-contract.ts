// What every PhoneGateway shows, the InMemory fake and the Http adapter on the real server alike
// (issue 30): codes by phone, the same answer whether a phone has an account, sign-up and sign-in
// with the code, adding a phone to a signed-in account, and the typed errors of each refusal.
import { describe, expect, it } from 'vitest';
import { CodeInvalid, FieldRefused } from '../../../src/application/account/account-errors';
import type { PhoneGateway } from '../../../src/application/account/phone-gateway';

export interface PhoneGatewayHarness {
  /** Signed in as `signedIn` (an e-mail account without a sign-in phone). */
  phones: PhoneGateway;
  /** The same gateway, signed out. */
  guest: PhoneGateway;
  /** A phone an account signs in with, and that account's e-mail address. */
  existing: { phone: string; callingCode: string; email: string };
  signedIn: { email: string };
  /** The code last sent to the phone (E.164 digits), '' when the last message had none. */
  lastCode(digits: string): Promise<string>;
}

let numbers = 0;
/** A Syrian mobile number no account uses: national form and digits. */
const freshPhone = () => {
  numbers += 1;
  const national = `93${String(Date.now() % 100_000).padStart(5, '0')}${String(numbers % 100).padStart(2, '0')}`;
  return { national, digits: `963${national}` };
};
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const arabic = (digits: string) => digits.replace(/[0-9]/g, (d) => ARABIC[Number(d)] ?? d);

export function describePhoneGatewayContract(name: string, make: () => Promise<PhoneGatewayHarness>): void {
  describe(`PhoneGateway contract: ${name}`, () => {
    it('signs in an account by its phone with the code sent by SMS, typed in Arabic-Indic digits', async () => {
      const { guest, existing, lastCode } = await make();
      const sent = await guest.sendCode({ phone: existing.phone, callingCode: existing.callingCode }, 'sms', 'sign-in', 'en');
      expect(sent).toMatchObject({ channel: 'sms', expiresInMinutes: 10 });
      expect(sent.phone).toMatch(/^\+[0-9]+$/);
      const session = await guest.signIn({ phone: existing.phone, callingCode: existing.callingCode }, arabic(await lastCode(sent.phone.slice(1))));
      expect(session.accessToken.split('.')).toHaveLength(3);
      expect(session.user.email).toBe(existing.email);
      expect(session.user.hasPassword).toBe(true);
    });

    it('answers alike for a phone without an account', async () => {
      const { guest, existing } = await make();
      const known = await guest.sendCode({ phone: existing.phone, callingCode: existing.callingCode }, 'whatsapp', 'sign-in', 'ar');
      const fresh = freshPhone();
      const unknown = await guest.sendCode({ phone: fresh.national, callingCode: '963' }, 'whatsapp', 'sign-in', 'ar');
      expect(Object.keys(unknown).toSorted()).toEqual(Object.keys(known).toSorted());
      expect(unknown).toMatchObject({ phone: `+${fresh.digits}`, channel: 'whatsapp', expiresInMinutes: known.expiresInMinutes });
    });

    it('signs up with a phone and no e-mail, then signs in with it', async () => {
      const { guest, lastCode } = await make();
      const fresh = freshPhone();
      await guest.sendCode({ phone: `0${fresh.national}`, callingCode: '963' }, 'sms', 'sign-up', 'en');
      const created = await guest.signUp({
        phone: `0${fresh.national}`,
        callingCode: '963',
        code: await lastCode(fresh.digits),
        firstName: 'Rana',
        lastName: 'Saab',
        countryId: 1,
        email: '',
      });
      expect(created.user).toMatchObject({ name: 'Rana Saab', email: '', countryId: 1, phone: fresh.digits, hasPassword: false });
      await guest.sendCode({ phone: `+${fresh.digits}`, callingCode: '961' }, 'sms', 'sign-in', 'en');
      const back = await guest.signIn({ phone: `+${fresh.digits}`, callingCode: '961' }, await lastCode(fresh.digits));
      expect(back.user.id).toBe(created.user.id);
      // No password to change (the account page offers none).
      expect(back.user.hasPassword).toBe(false);
    });

    it('refuses a wrong code as CodeInvalid and a number that is no phone on the phone field', async () => {
      const { guest, existing, lastCode } = await make();
      const sent = await guest.sendCode({ phone: existing.phone, callingCode: existing.callingCode }, 'sms', 'sign-in', 'en');
      const right = await lastCode(sent.phone.slice(1));
      await expect(guest.signIn({ phone: existing.phone, callingCode: existing.callingCode }, right === '000000' ? '111111' : '000000')).rejects.toBeInstanceOf(CodeInvalid);
      const refused = guest.sendCode({ phone: '12', callingCode: '963' }, 'sms', 'sign-in', 'en');
      await expect(refused).rejects.toBeInstanceOf(FieldRefused);
      await expect(refused).rejects.toMatchObject({ field: 'phone' });
    });

    it('adds a phone to a signed-in account; a phone another account has is refused as phoneTaken', async () => {
      const { phones, existing, lastCode } = await make();
      expect(await phones.signInPhone()).toBeNull();
      const fresh = freshPhone();
      await phones.sendAddPhoneCode({ phone: fresh.national, callingCode: '963' }, 'sms', 'en');
      expect(await phones.addPhone({ phone: fresh.national, callingCode: '963' }, await lastCode(fresh.digits))).toBe(`+${fresh.digits}`);
      expect(await phones.signInPhone()).toBe(`+${fresh.digits}`);

      const sent = await phones.sendAddPhoneCode({ phone: existing.phone, callingCode: existing.callingCode }, 'sms', 'en');
      const taken = phones.addPhone({ phone: existing.phone, callingCode: existing.callingCode }, await lastCode(sent.phone.slice(1)));
      await expect(taken).rejects.toMatchObject({ field: 'phone', problem: 'phoneTaken' });
    });
  });
}
