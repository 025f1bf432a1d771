import { describe, expect, it } from 'vitest';
import { NetworkError, NotLoggedInError, RateLimitedError, ServerError, UnauthorizedError } from '../../../src/application/shared/errors';
import { DataDeletionStore } from '../../../src/application/account/data-deletion-store';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { setup } from '../support/app';

describe('DataDeletionStore', () => {
  it('shows the form when nothing is pending, then records the request', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);

    await store.opened();
    expect(store.status).toBe('form');

    store.form.changed('reason', 'I moved abroad');
    store.form.changed('confirmed', true);
    const pending = store.submitted();
    expect(store.form.submitting).toBe(true);
    await pending;

    expect(store.status).toBe('requested');
    expect(store.form.sent).toBe(true);
    expect(store.request).toMatchObject({ id: 1, status: 'pending' });
    expect(fakes.dataDeletionGateway.requests).toEqual([expect.objectContaining({ reason: 'I moved abroad' })]);
  });

  it('shows the pending request instead of the form when the user already asked', async () => {
    const { container, fakes } = setup({ signedIn: true });
    await fakes.dataDeletionGateway.request(null);
    const store = resolve(container, DataDeletionStore);

    await store.opened();

    expect(store.status).toBe('requested');
    expect(store.request?.id).toBe(1);
  });

  it('asks for the confirmation before sending', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();

    await store.submitted();

    expect(store.form.error('confirmed')).toBe('required');
    expect(store.form.error('reason')).toBeNull();
    expect(store.status).toBe('form');
    expect(store.form.submitting).toBe(false);
    expect(fakes.dataDeletionGateway.requests).toEqual([]);
    store.form.changed('confirmed', true);
    expect(store.form.error('confirmed')).toBeNull();
  });

  it('names a reason that is too long, and the box left unticked, at once', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();
    store.form.changed('reason', 'x'.repeat(501));

    await store.submitted();

    expect(store.form.errors).toEqual({ reason: 'tooLong', confirmed: 'required' });
    expect(store.status).toBe('form');
    expect(fakes.dataDeletionGateway.requests).toEqual([]);
  });

  it('after a refusal, the messages follow the editing', async () => {
    const { container } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();
    store.form.changed('reason', 'x'.repeat(501));
    store.form.changed('confirmed', true);
    await store.submitted();
    expect(store.form.error('reason')).toBe('tooLong');

    store.form.changed('reason', 'x'.repeat(502));
    expect(store.form.error('reason')).toBe('tooLong');
    store.form.changed('reason', 'shorter');
    expect(store.form.error('reason')).toBeNull();
    store.form.changed('confirmed', false);
    expect(store.form.error('confirmed')).toBe('required');
  });

  it('shows no message before the first attempt', async () => {
    const { container } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();

    store.form.changed('reason', 'x'.repeat(501));
    store.form.changed('confirmed', true);
    store.form.changed('confirmed', false);

    expect(store.form.errors).toEqual({});
  });

  it('invites the user to log in when the session is gone', async () => {
    const { container, fakes } = setup();
    fakes.dataDeletionGateway.failures.fail(new NotLoggedInError());
    const store = resolve(container, DataDeletionStore);

    await store.opened();

    expect(store.status).toBe('signed-out');
  });

  it('keeps the form with a message on a rate limit or a network failure', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();
    store.form.changed('confirmed', true);
    fakes.dataDeletionGateway.failures.fail(new RateLimitedError('slow', 60), 1);
    fakes.dataDeletionGateway.failures.fail(new NetworkError(), 1);

    await store.submitted();
    expect(store.status).toBe('form');
    expect(store.form.problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: 60 });
    await store.submitted();
    expect(store.status).toBe('form');
    expect(store.form.problem).toEqual({ kind: 'offline' });
    await store.submitted();
    expect(store.status).toBe('requested');
    expect(store.form.problem).toBeNull();
  });

  it('keeps the message above the button while the user edits, until the next attempt', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();
    store.form.changed('confirmed', true);
    fakes.dataDeletionGateway.failures.fail(new RateLimitedError('slow', null), 1);
    await store.submitted();

    store.form.changed('reason', 'I moved abroad');

    expect(store.form.problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: null });
  });

  it('sends the trimmed reason; asking again answers the pending request', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();
    store.form.changed('reason', '  I moved abroad ');
    store.form.changed('confirmed', true);

    await store.submitted();
    await store.submitted();

    expect(store.request).toMatchObject({ id: 1, status: 'pending' });
    expect(fakes.dataDeletionGateway.requests).toEqual([expect.objectContaining({ id: 1, reason: 'I moved abroad' })]);
  });

  it('invites the user to log in when the server no longer knows the session (401), keeping what was typed', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    await store.opened();
    store.form.changed('reason', 'I moved abroad');
    store.form.changed('confirmed', true);
    fakes.dataDeletionGateway.failures.fail(new UnauthorizedError(), 1);

    await store.submitted();

    expect(store.status).toBe('signed-out');
    expect(store.form).toMatchObject({ status: 'editing', problem: null, errors: {}, values: { reason: 'I moved abroad', confirmed: true } });
    expect(fakes.errorReporter.reported).toEqual([]);
  });

  it('reports an unexpected failure, of the check or of the request, and keeps the form', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, DataDeletionStore);
    fakes.dataDeletionGateway.failures.fail(new ServerError('boom', 500), 2);

    await store.opened();
    expect(store.status).toBe('form');
    store.form.changed('confirmed', true);
    await store.submitted();

    expect(store.status).toBe('form');
    expect(store.form.problem).toEqual({ kind: 'failed' });
    expect(fakes.errorReporter.reported.map((entry) => entry.context)).toEqual([
      { action: 'find-pending-data-deletion' },
      { action: 'request-data-deletion' },
    ]);
  });
});
