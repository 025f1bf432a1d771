import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/application/shared/errors';
import { ContactInfoStore } from '../../../src/application/content/contact-info-store';
import { InMemoryContactInfoGateway } from '../../../src/infrastructure/content/in-memory-contact-info-gateway';
import { contactInfoFactory } from '../../factories/contact-info-factory';
import { TEST_CONFIG } from '../../../src/infrastructure/app/test-container';
import { CONTACT_INFO_KEY } from '../../../src/domain/content/contact-info';
import { setup } from '../support/app';
import { CountryStore } from '../../../src/application/country';
import { FrameStore } from '../../../src/application/frame/frame-store';

// The contact details the build was made with (VITE_CONTACT_*, by default the seeded ones).
const BUILT_IN = {
  phoneCall: '+963 11 234 5678',
  email: 'help@dukkan.test',
  address: { en: 'Al-Hamra Street 12, Damascus', ar: 'شارع الحمراء 12، دمشق' },
};

describe('ContactInfoStore', () => {
  it('loads the phone, e-mail and address for the footer', async () => {
    const info = contactInfoFactory.build({ address: null });
    const { container } = setup({ overrides: { contactInfoGateway: new InMemoryContactInfoGateway(info) } });
    const store = container.get(ContactInfoStore);

    await store.load();

    expect(store.status).toBe('ready');
    expect(store.infoIn('en')).toEqual(info);
  });

  it('retries twice before it gives up', async () => {
    const { container, fakes } = setup();
    fakes.contactInfoGateway.failures.fail(new NetworkError(), 2);
    const store = container.get(ContactInfoStore);

    await store.load();

    expect(store.status).toBe('ready');
  });

  it('shows no contact block after three failures when nothing is known, and logs it', async () => {
    const { container, fakes } = setup();
    fakes.contactInfoGateway.failures.fail(new NetworkError(), 3);
    const store = container.get(ContactInfoStore);

    await store.load();

    expect(store.status).toBe('error');
    expect(store.infoIn('en')).toBeNull();
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('answers from the cache for 5 minutes', async () => {
    const { container, fakes } = setup();
    const store = container.get(ContactInfoStore);
    await store.load();

    fakes.contactInfoGateway.info = contactInfoFactory.build({ email: 'new@dukkan.test' });
    fakes.clock.advance(5 * 60_000 - 1);
    await store.load();
    expect(store.infoIn('en')?.email).toBe('support@dukkan.test');

    fakes.clock.advance(1);
    await store.load();
    expect(store.infoIn('en')?.email).toBe('new@dukkan.test');
  });

  it('keeps the last answer, and shows it when the API is down on a later visit', async () => {
    const first = setup();
    await first.container.get(ContactInfoStore).load();
    expect(JSON.parse(first.fakes.localStorage.get(CONTACT_INFO_KEY) ?? 'null')).toEqual(contactInfoFactory.build());

    // The next visit: same browser storage, the API down.
    const next = setup({ overrides: { localStorage: first.fakes.localStorage, config: { ...TEST_CONFIG, storeContact: BUILT_IN } } });
    next.fakes.contactInfoGateway.failures.fail(new NetworkError(), 3);
    const store = next.container.get(ContactInfoStore);
    expect(store.infoIn('en')).toEqual(contactInfoFactory.build());

    await store.load();

    expect(store.status).toBe('error');
    expect(store.infoIn('en')).toEqual(contactInfoFactory.build());
    expect(store.infoIn('ar')).toEqual(contactInfoFactory.build());
  });

  it('falls back to the details the build was made with, the address in the page language', async () => {
    const { container, fakes } = setup({ overrides: { config: { ...TEST_CONFIG, storeContact: BUILT_IN } } });
    fakes.contactInfoGateway.failures.fail(new NetworkError(), 3);
    const store = container.get(ContactInfoStore);

    await store.load();

    expect(store.infoIn('en')).toEqual({ phoneCall: '+963 11 234 5678', email: 'help@dukkan.test', address: 'Al-Hamra Street 12, Damascus' });
    expect(store.infoIn('ar')).toEqual({ phoneCall: '+963 11 234 5678', email: 'help@dukkan.test', address: 'شارع الحمراء 12، دمشق' });
  });

  it('prefers what the API answers now over the kept copy and the build', async () => {
    const { container, fakes } = setup({ overrides: { config: { ...TEST_CONFIG, storeContact: BUILT_IN } } });
    fakes.localStorage.set(CONTACT_INFO_KEY, JSON.stringify(contactInfoFactory.build({ email: 'old@dukkan.test' })));
    fakes.contactInfoGateway.info = contactInfoFactory.build({ email: 'now@dukkan.test' });
    const store = container.get(ContactInfoStore);
    expect(store.infoIn('en')?.email).toBe('old@dukkan.test');

    await store.load();

    expect(store.infoIn('en')?.email).toBe('now@dukkan.test');
    expect(JSON.parse(fakes.localStorage.get(CONTACT_INFO_KEY) ?? 'null').email).toBe('now@dukkan.test');
  });

  it('ignores a kept copy that is not contact details', async () => {
    const { container, fakes } = setup();
    fakes.localStorage.set(CONTACT_INFO_KEY, '{"email": 5}');
    fakes.contactInfoGateway.failures.fail(new NetworkError(), 3);
    const store = container.get(ContactInfoStore);
    await store.load();
    expect(store.infoIn('en')).toBeNull();
  });

  it("gives the shopper her country's details (issue 26): Beirut for a guest in Lebanon, and follows her country", async () => {
    const { container, fakes } = setup();
    const beirut = contactInfoFactory.build({ phoneCall: '+961 1 345 678', address: 'Hamra Street 45, Beirut' });
    fakes.contactInfoGateway.byCountry.set(2, beirut);
    fakes.geoLocator.country = 'Lebanon';
    await container.get(CountryStore).started();
    const store = container.get(ContactInfoStore);

    await store.load();
    expect(store.infoIn('en')).toEqual(beirut);

    // She is now in Syria (another answer of the lookup, as after a sign-in to a Syrian account): Damascus.
    fakes.geoLocator.country = 'Syria';
    await container.get(CountryStore).started();
    await vi.waitFor(() => expect(store.infoIn('en')?.address).toBe(contactInfoFactory.build().address));
  });

  // A tryout in Lebanon switched the page to English: the footer kept the Arabic address, as the API had
  // answered in the browser's language, and the cache held one answer per country whatever the language.
  it("asks in the page's language and follows it: an English page shows the English address in an Arabic browser", async () => {
    const { container, fakes } = setup();
    fakes.contactInfoGateway.arabic.set(1, 'شارع الحمراء 12، دمشق');
    const frame = container.get(FrameStore);
    frame.languageChanged('ar');
    const store = container.get(ContactInfoStore);

    await store.load();
    expect(store.infoIn('ar')?.address).toBe('شارع الحمراء 12، دمشق');

    frame.languageChanged('en');
    await vi.waitFor(() => expect(store.infoIn('en')?.address).toBe(contactInfoFactory.build().address));
    expect(fakes.contactInfoGateway.asked.at(-1)).toEqual({ countryId: 1, language: 'en' });
    // Back in Arabic: the answer kept for Arabic (5 minutes), not asked again.
    const asked = fakes.contactInfoGateway.asked.length;
    frame.languageChanged('ar');
    await vi.waitFor(() => expect(store.infoIn('ar')?.address).toBe('شارع الحمراء 12، دمشق'));
    expect(fakes.contactInfoGateway.asked.length).toBe(asked);
  });
});
