import { describe, expect, it } from 'vitest';
import { RateLimitedError, ServerError } from '../../../src/application/shared/errors';
import { ContactFormStore } from '../../../src/application/content/contact-form-store';
import { setup } from '../support/app';
import { resolve } from '../../../src/infrastructure/app/wiring';

function fill(store: ContactFormStore, values: Partial<Record<'name' | 'email' | 'phone' | 'message', string>>): void {
  for (const [field, value] of Object.entries(values)) store.form.changed(field as 'name', value);
}

describe('ContactFormStore', () => {
  it('sends a valid message and says so', async () => {
    const { container, fakes } = setup();
    const store = resolve(container, ContactFormStore);
    fill(store, { name: 'Lina', email: 'lina@example.com', message: 'Is cash on delivery possible in Beirut?' });

    const pending = store.submitted();
    expect(store.form.submitting).toBe(true);
    await pending;

    expect(store.form.sent).toBe(true);
    expect(store.form.errors).toEqual({});
    expect(fakes.contactMessageGateway.received).toHaveLength(1);
  });

  it('shows one message per wrong field, focuses the first, and clears each as it is fixed', async () => {
    const { container, fakes } = setup();
    const store = resolve(container, ContactFormStore);

    await store.submitted();

    expect(store.form.status).toBe('editing');
    expect(store.form.errors).toEqual({ name: 'required', email: 'emailOrPhoneRequired', message: 'required' });
    expect(store.form.focusField).toBe('name');
    store.form.focusMoved();
    expect(store.form.focusField).toBeNull();

    store.form.changed('name', 'Lina');
    expect(store.form.errors.name).toBeUndefined();
    store.form.changed('phone', '0944 123 456');
    expect(store.form.errors.email).toBeUndefined();
    store.form.changed('message', 'Short');
    expect(store.form.errors).toEqual({ message: 'tooShort' });
    expect(fakes.contactMessageGateway.received).toEqual([]);
  });

  it('does not nag before the first submit', () => {
    const { container } = setup();
    const store = resolve(container, ContactFormStore);

    store.form.changed('email', 'not-an-address');

    expect(store.form.errors).toEqual({});
  });

  it("explains the server's rate limit with its wait, and keeps it in sight while the shopper edits", async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new RateLimitedError('Too many requests.', 300), 1);
    const store = resolve(container, ContactFormStore);
    fill(store, { name: 'Lina', phone: '71 123 456', message: 'Do you deliver to Tripoli?' });

    await store.submitted();

    expect(store.form.status).toBe('failed');
    expect(store.form.problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: 300 });
    expect(store.form.values.name).toBe('Lina');

    store.form.changed('message', 'Do you deliver to Tripoli, please?');
    expect(store.form.status).toBe('editing');
    expect(store.form.problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: 300 });

    await store.submitted();
    expect(store.form.problem).toBeNull();
    expect(store.form.sent).toBe(true);
  });

  it('keeps the text after a server failure so the shopper can try again', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new ServerError('boom', 500), 1);
    const store = resolve(container, ContactFormStore);
    fill(store, { name: 'Lina', email: 'lina@example.com', message: 'Where is my order #1042?' });

    await store.submitted();
    expect(store.form.problem).toEqual({ kind: 'failed' });
    await store.submitted();

    expect(store.form.sent).toBe(true);
    expect(fakes.contactMessageGateway.received).toHaveLength(1);
  });

  it('starts a fresh form for another message', async () => {
    const { container } = setup();
    const store = resolve(container, ContactFormStore);
    fill(store, { name: 'Lina', email: 'lina@example.com', message: 'Where is my order #1042?' });
    await store.submitted();

    store.anotherMessage();

    expect(store.form.status).toBe('editing');
    expect(store.form.values).toEqual({ name: '', email: '', phone: '', message: '' });
    store.form.changed('email', 'x');
    expect(store.form.errors).toEqual({});
  });
});
