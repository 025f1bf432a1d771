import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/application/errors';
import { ContactInfoStore } from '../../../src/application/stores/contact-info-store';
import { InMemoryContactInfoGateway } from '../../../src/infrastructure/in-memory/in-memory-contact-info-gateway';
import { contactInfoFactory } from '../../factories/contact-info-factory';
import { setup } from '../support/app';

describe('ContactInfoStore', () => {
  it('loads the phone, e-mail and address for the footer', async () => {
    const info = contactInfoFactory.build({ address: null });
    const { container } = setup({ overrides: { contactInfoGateway: new InMemoryContactInfoGateway(info) } });
    const store = container.get(ContactInfoStore);

    await store.load();

    expect(store.status).toBe('ready');
    expect(store.info).toEqual(info);
  });

  it('retries twice before it gives up', async () => {
    const { container, fakes } = setup();
    fakes.contactInfoGateway.failures.fail(new NetworkError(), 2);
    const store = container.get(ContactInfoStore);

    await store.load();

    expect(store.status).toBe('ready');
  });

  it('shows no contact block after three failures, and logs it', async () => {
    const { container, fakes } = setup();
    fakes.contactInfoGateway.failures.fail(new NetworkError(), 3);
    const store = container.get(ContactInfoStore);

    await store.load();

    expect(store.status).toBe('error');
    expect(store.info).toBeNull();
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('answers from the cache for 5 minutes', async () => {
    const { container, fakes } = setup();
    const store = container.get(ContactInfoStore);
    await store.load();

    fakes.contactInfoGateway.info = contactInfoFactory.build({ email: 'new@dukkan.test' });
    fakes.clock.advance(5 * 60_000 - 1);
    await store.load();
    expect(store.info?.email).toBe('support@dukkan.test');

    fakes.clock.advance(1);
    await store.load();
    expect(store.info?.email).toBe('new@dukkan.test');
  });
});
