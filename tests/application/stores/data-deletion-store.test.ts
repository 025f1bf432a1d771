import { describe, expect, it } from 'vitest';
import { NetworkError, NotLoggedInError, RateLimitedError } from '../../../src/application/errors';
import { DataDeletionStore } from '../../../src/application/stores/data-deletion-store';
import { setup } from '../support/app';

describe('DataDeletionStore', () => {
  it('shows the form when nothing is pending, then records the request', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = container.get(DataDeletionStore);

    await store.opened();
    expect(store.status).toBe('form');

    store.reasonChanged('I moved abroad');
    store.confirmationChanged(true);
    const pending = store.submitted();
    expect(store.submitting).toBe(true);
    await pending;

    expect(store.status).toBe('requested');
    expect(store.request).toMatchObject({ id: 1, status: 'pending' });
    expect(fakes.dataDeletionGateway.requests).toEqual([expect.objectContaining({ reason: 'I moved abroad' })]);
  });

  it('shows the pending request instead of the form when the user already asked', async () => {
    const { container, fakes } = setup({ signedIn: true });
    await fakes.dataDeletionGateway.request(null);
    const store = container.get(DataDeletionStore);

    await store.opened();

    expect(store.status).toBe('requested');
    expect(store.request?.id).toBe(1);
  });

  it('asks for the confirmation before sending', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = container.get(DataDeletionStore);
    await store.opened();

    await store.submitted();

    expect(store.confirmError).toBe(true);
    expect(store.status).toBe('form');
    expect(fakes.dataDeletionGateway.requests).toEqual([]);
    store.confirmationChanged(true);
    expect(store.confirmError).toBe(false);
  });

  it('names a reason that is too long', async () => {
    const { container } = setup({ signedIn: true });
    const store = container.get(DataDeletionStore);
    await store.opened();
    store.reasonChanged('x'.repeat(501));
    store.confirmationChanged(true);

    await store.submitted();

    expect(store.reasonError).toBe('tooLong');
    expect(store.status).toBe('form');
    store.reasonChanged('shorter');
    expect(store.reasonError).toBeNull();
  });

  it('invites the user to log in when the session is gone', async () => {
    const { container, fakes } = setup();
    fakes.dataDeletionGateway.failures.fail(new NotLoggedInError());
    const store = container.get(DataDeletionStore);

    await store.opened();

    expect(store.status).toBe('signed-out');
  });

  it('keeps the form with a message on a rate limit or a network failure', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = container.get(DataDeletionStore);
    await store.opened();
    store.confirmationChanged(true);
    fakes.dataDeletionGateway.failures.fail(new RateLimitedError('slow', 60), 1);
    fakes.dataDeletionGateway.failures.fail(new NetworkError(), 1);

    await store.submitted();
    expect(store).toMatchObject({ status: 'form', failure: 'rate-limited', retryAfterSeconds: 60 });
    await store.submitted();
    expect(store).toMatchObject({ status: 'form', failure: 'offline' });
    await store.submitted();
    expect(store).toMatchObject({ status: 'requested', failure: null });
  });
});
