// The phone sign-in and sign-up screens' store (issue 30): the phone step, the code step, the resend
// countdown the server names, and the other channel offered when a provider fails.
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/account/auth-store';
import { phoneResume, PhoneSignInStore } from '../../../src/application/account/phone-sign-in-store';
import { CountryStore } from '../../../src/application/country/country-store';
import { InMemoryPhoneGateway } from '../../../src/infrastructure/account/in-memory-phone-gateway';
import { InMemoryGeoLocator } from '../../../src/infrastructure/country/in-memory-geo-locator';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { setup } from '../support/app';

const lina = { id: 7, firstName: 'Lina', lastName: 'Haddad', email: 'lina@dukkan.test', phone: '963944123456', countryId: 1 };

const start = () => {
  const phones = new InMemoryPhoneGateway([lina]);
  const { container, fakes } = setup({ overrides: { phoneGateway: phones } });
  return { store: resolve(container, PhoneSignInStore), phones, container, fakes };
};

describe('PhoneSignInStore', () => {
  it("opens at the code step the server's answer to a form posted without the app names, and signs in with the code", async () => {
    const { store, phones, container } = start();
    await phones.sendCode({ phone: '+963944123456', callingCode: '963' }, 'whatsapp', 'sign-in');
    store.opened('sign-in', phoneResume(new URLSearchParams('step=code&phone=%2B963944123456&channel=whatsapp&next=%2F')));
    expect(store.step).toBe('code');
    expect(store.sent).toMatchObject({ phone: '+963944123456', channel: 'whatsapp' });
    store.form.changed('code', phones.lastCode('963944123456') ?? '');
    expect(await store.codeSubmitted()).toBe(true);
    expect(container.get(AuthStore).user?.id).toBe(7);
  });

  it('opens at the phone step with what the address kept and the failed channel, never at the code step without a phone', () => {
    const { store } = start();
    store.opened('sign-up', phoneResume(new URLSearchParams('phone=12&phoneCountry=LB&failed=sms&channel=sms&firstName=Maya&store=2')));
    expect(store.step).toBe('phone');
    expect(store.failedChannel).toBe('sms');
    expect(store.phoneCountry.iso2).toBe('LB');
    expect(store.countryId).toBe(2);
    expect(store.form.values).toMatchObject({ phone: '12', firstName: 'Maya' });
    store.opened('sign-in', phoneResume(new URLSearchParams('step=code')));
    expect(store.step).toBe('phone');
  });

  it('signs in with the code sent to the phone, typed in Arabic-Indic digits', async () => {
    const { store, phones, container } = start();
    store.opened('sign-in');
    store.form.changed('phone', '٠٩٤٤ ١٢٣ ٤٥٦');
    expect(await store.codeRequested('ar')).toBe(true);
    expect(store.step).toBe('code');
    expect(store.sent).toMatchObject({ phone: '+963944123456', channel: 'sms' });
    const code = phones.lastCode('963944123456') ?? '';
    store.form.changed('code', code.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d));
    expect(await store.codeSubmitted()).toBe(true);
    expect(container.get(AuthStore).user?.id).toBe(7);
  });

  it('refuses a number that is no phone without calling, and a wrong code on the code field', async () => {
    const { store, phones } = start();
    store.opened('sign-in');
    store.form.changed('phone', '12');
    expect(await store.codeRequested('en')).toBe(false);
    expect(store.form.error('phone')).toBe('phoneOfCountry');
    expect(phones.sent).toEqual([]);
    store.form.changed('phone', '944123456');
    await store.codeRequested('en');
    store.form.changed('code', '000000');
    expect(await store.codeSubmitted()).toBe(false);
    expect(store.form.error('code')).toBe('codeInvalid');
  });

  it('offers a resend only after the countdown the server named', async () => {
    const { store, phones, fakes } = start();
    phones.resendAfterSeconds = 30;
    store.opened('sign-in');
    store.form.changed('phone', '944123456');
    await store.codeRequested('en');
    expect(store.waitSeconds).toBe(30);
    expect(await store.resendRequested('en')).toBe(false);
    fakes.scheduler.advance(30_000);
    expect(store.waitSeconds).toBe(0);
    expect(await store.resendRequested('en', 'whatsapp')).toBe(true);
    expect(phones.sent.map((message) => message.channel)).toEqual(['sms', 'whatsapp']);
  });

  it('when SMS fails, says so and sends by WhatsApp on request', async () => {
    const { store, phones } = start();
    phones.failingChannels.add('sms');
    store.opened('sign-in');
    store.form.changed('phone', '944123456');
    expect(await store.codeRequested('en')).toBe(false);
    expect(store.failedChannel).toBe('sms');
    expect(store.step).toBe('phone');
    expect(await store.resendRequested('en', 'whatsapp')).toBe(true);
    expect(store.sent).toMatchObject({ channel: 'whatsapp' });
    expect(store.failedChannel).toBeNull();
  });

  it('signs up with name, country and no e-mail', async () => {
    const { store, phones, container } = start();
    store.opened('sign-up');
    store.form.changed('phone', '3 555 123');
    store.phoneCountryChosen('LB');
    expect(await store.codeRequested('en')).toBe(false);
    expect(store.form.error('firstName')).toBe('required');
    store.form.changed('firstName', 'Rana');
    store.form.changed('lastName', 'Saab');
    store.countryChosen(2);
    expect(await store.codeRequested('en')).toBe(true);
    store.form.changed('code', phones.lastCode('3555123', '961') ?? '');
    expect(await store.codeSubmitted()).toBe(true);
    expect(container.get(AuthStore).user).toMatchObject({ name: 'Rana Saab', email: '', countryId: 2 });
  });

  it("a guest's sign-in starts on the store's country, also when it is known only after the screen opened", async () => {
    const { container } = setup({ overrides: { phoneGateway: new InMemoryPhoneGateway([lina]), geoLocator: new InMemoryGeoLocator('Lebanon') } });
    const store = resolve(container, PhoneSignInStore);
    store.opened('sign-in');
    await container.get(CountryStore).started();
    expect(store.phoneCountry.iso2).toBe('LB');
    store.phoneCountryChosen('SY');
    expect(store.phoneCountry.iso2).toBe('SY');
  });
});

describe('AddPhoneStore', () => {
  it('shows the sign-in phone, adds one with its code, and refuses a phone another account has on the phone field', async () => {
    const { AddPhoneStore } = await import('../../../src/application/account/add-phone-store');
    const phones = new InMemoryPhoneGateway([lina, { id: 8, firstName: 'Sami', lastName: 'Nasr', email: 'sami@dukkan.test', phone: '', countryId: 1 }]);
    phones.signedInId = 8;
    phones.resendAfterSeconds = 30;
    const { container, fakes } = setup({ overrides: { phoneGateway: phones } });
    const store = resolve(container, AddPhoneStore);
    await store.opened();
    expect(store.current).toBeNull();

    store.form.changed('phone', '0944 555 666');
    expect(await store.codeRequested('en')).toBe(true);
    store.form.changed('code', phones.lastCode('944555666') ?? '');
    expect(await store.codeSubmitted()).toBe(true);
    expect(store.current).toBe('+963944555666');

    // The card closed its code step; the wait the server named runs out while nothing is on screen, and
    // another number may be sent a code then (the wait shown had stayed where the card closed it).
    store.form.changed('phone', '944123456');
    expect(await store.codeRequested('en')).toBe(false);
    fakes.scheduler.advance(30_000);
    expect(store.waitSeconds).toBe(0);
    expect(await store.codeRequested('en')).toBe(true);
    store.form.changed('code', phones.lastCode('944123456') ?? '');
    expect(await store.codeSubmitted()).toBe(false);
    expect(store.form.error('phone')).toBe('phoneTaken');
  });

  it('counts a wait from the clock again when the card opens after being closed', async () => {
    const { AddPhoneStore } = await import('../../../src/application/account/add-phone-store');
    const phones = new InMemoryPhoneGateway([{ id: 8, firstName: 'Sami', lastName: 'Nasr', email: 'sami@dukkan.test', phone: '', countryId: 1 }]);
    phones.signedInId = 8;
    phones.resendAfterSeconds = 30;
    const { container, fakes } = setup({ overrides: { phoneGateway: phones } });
    const store = resolve(container, AddPhoneStore);
    await store.opened();
    store.form.changed('phone', '0944 555 666');
    expect(await store.codeRequested('en')).toBe(true);
    expect(store.waitSeconds).toBe(30);

    store.closed();
    fakes.scheduler.advance(20_000);
    await store.opened();
    expect(store.waitSeconds).toBe(10);
    fakes.scheduler.advance(10_000);
    expect(store.waitSeconds).toBe(0);
  });

  it('to sign up, the calling code follows the country chosen, and a number of another country is refused, not sent (a new-shopper tryout)', async () => {
    const { store, phones, container } = start();
    await container.get(CountryStore).started();
    store.opened('sign-up');
    store.form.changed('firstName', 'Rana');
    store.form.changed('lastName', 'Saab');
    store.countryChosen(1);
    expect(store.phoneCountry.iso2).toBe('SY');
    // A Lebanese number on Syria's code went to +963 3123459, a wrong Syrian number.
    store.form.changed('phone', '03 123 459');
    expect(await store.codeRequested('en')).toBe(false);
    expect(store.form.error('phone')).toBe('phoneOfCountry');
    expect(phones.sent).toEqual([]);
    store.countryChosen(2);
    expect(store.phoneCountry.iso2).toBe('LB');
    expect(store.form.error('phone')).toBeNull();
    expect(await store.codeRequested('en')).toBe(true);
    expect(store.sent).toMatchObject({ phone: '+9613123459' });
  });

});
