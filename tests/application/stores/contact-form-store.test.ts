import { describe, expect, it } from 'vitest';
import { RateLimitedError, ServerError } from '../../../src/application/errors';
import { ContactFormStore } from '../../../src/application/stores/contact-form-store';
import { setup } from '../support/app';

function fill(store: ContactFormStore, values: Partial<Record<'name' | 'email' | 'phone' | 'message', string>>): void {
  for (const [field, value] of Object.entries(values)) store.fieldChanged(field as 'name', value);
}

describe('ContactFormStore', () => {
  it('sends a valid message and says so', async () => {
    const { container, fakes } = setup();
    const store = container.get(ContactFormStore);
    fill(store, { name: 'Lina', email: 'lina@example.com', message: 'Is cash on delivery possible in Beirut?' });

    const pending = store.submitted();
    expect(store.submitting).toBe(true);
    await pending;

    expect(store.sent).toBe(true);
    expect(store.errors).toEqual({});
    expect(fakes.contactMessageGateway.received).toHaveLength(1);
  });

  it('shows one message per wrong field, focuses the first, and clears each as it is fixed', async () => {
    const { container, fakes } = setup();
    const store = container.get(ContactFormStore);

    await store.submitted();

    expect(store.status).toBe('editing');
    expect(store.errors).toEqual({ name: 'required', email: 'emailOrPhoneRequired', message: 'required' });
    expect(store.focusField).toBe('name');
    store.focusMoved();
    expect(store.focusField).toBeNull();

    store.fieldChanged('name', 'Lina');
    expect(store.errors.name).toBeUndefined();
    store.fieldChanged('phone', '0944 123 456');
    expect(store.errors.email).toBeUndefined();
    store.fieldChanged('message', 'Short');
    expect(store.errors).toEqual({ message: 'tooShort' });
    expect(fakes.contactMessageGateway.received).toEqual([]);
  });

  it('does not nag before the first submit', () => {
    const { container } = setup();
    const store = container.get(ContactFormStore);

    store.fieldChanged('email', 'not-an-address');

    expect(store.errors).toEqual({});
  });

  it("explains the server's rate limit with its wait, and goes back to editing on the next change", async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new RateLimitedError('Too many requests.', 300), 1);
    const store = container.get(ContactFormStore);
    fill(store, { name: 'Lina', phone: '71 123 456', message: 'Do you deliver to Tripoli?' });

    await store.submitted();

    expect(store.status).toBe('failed');
    expect(store.failure).toBe('rate-limited');
    expect(store.retryAfterSeconds).toBe(300);
    expect(store.values.name).toBe('Lina');

    store.fieldChanged('message', 'Do you deliver to Tripoli, please?');
    expect(store.status).toBe('editing');
  });

  it('keeps the text after a server failure so the shopper can try again', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new ServerError('boom', 500), 1);
    const store = container.get(ContactFormStore);
    fill(store, { name: 'Lina', email: 'lina@example.com', message: 'Where is my order #1042?' });

    await store.submitted();
    expect(store.failure).toBe('failed');
    await store.submitted();

    expect(store.sent).toBe(true);
    expect(fakes.contactMessageGateway.received).toHaveLength(1);
  });

  it('starts a fresh form for another message', async () => {
    const { container } = setup();
    const store = container.get(ContactFormStore);
    fill(store, { name: 'Lina', email: 'lina@example.com', message: 'Where is my order #1042?' });
    await store.submitted();

    store.anotherMessage();

    expect(store.status).toBe('editing');
    expect(store.values).toEqual({ name: '', email: '', phone: '', message: '' });
    store.fieldChanged('email', 'x');
    expect(store.errors).toEqual({});
  });
});
