import { describe, expect, it } from 'vitest';
import {
  NetworkError,
  NotLoggedInError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from '../../../src/application/errors';
import { FindPendingDataDeletion } from '../../../src/application/use-cases/find-pending-data-deletion';
import { RequestDataDeletion } from '../../../src/application/use-cases/request-data-deletion';
import { SendContactMessage } from '../../../src/application/use-cases/send-contact-message';
import { setup } from '../support/app';

const draft = { name: ' Lina ', email: '', phone: '0944 123 456', message: 'Do you deliver to Homs?' };

describe('SendContactMessage', () => {
  it('sends the checked message in the interface language', async () => {
    const { container, fakes } = setup();
    await fakes.languageSwitcher.change('ar');

    const result = await container.get(SendContactMessage).execute(draft);

    expect(result).toEqual({ ok: true, value: { id: 1 } });
    expect(fakes.contactMessageGateway.received).toEqual([
      { id: 1, name: 'Lina', email: null, phone: '963944123456', message: 'Do you deliver to Homs?', language: 'ar' },
    ]);
  });

  it('sends nothing while a field is wrong', async () => {
    const { container, fakes } = setup();

    const result = await container.get(SendContactMessage).execute({ ...draft, phone: '', message: 'Hi' });

    expect(result).toEqual({ ok: false, error: { kind: 'invalid', errors: { email: 'emailOrPhoneRequired', message: 'tooShort' } } });
    expect(fakes.contactMessageGateway.received).toEqual([]);
  });

  it('names the field the server refused', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new ValidationError('body.phone is not a phone number', 'phone', 'VALIDATION_FAILED'), 1);

    expect(await container.get(SendContactMessage).execute(draft)).toEqual({
      ok: false,
      error: { kind: 'invalid', errors: { phone: 'rejected' } },
    });
  });

  it('passes the wait of a rate limit on, and says when the network is down', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new RateLimitedError('Too many requests.', 420), 1);
    fakes.contactMessageGateway.failures.fail(new NetworkError(), 1);
    const send = container.get(SendContactMessage);

    expect(await send.execute(draft)).toEqual({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 420 } });
    expect(await send.execute(draft)).toEqual({ ok: false, error: { kind: 'offline' } });
    expect(fakes.errorReporter.reported).toHaveLength(0);
  });

  it('reports an unexpected failure', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new ServerError('boom', 500), 1);

    expect(await container.get(SendContactMessage).execute(draft)).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });
});

describe('RequestDataDeletion', () => {
  it('records the request with the trimmed reason; asking again answers the same request', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const request = container.get(RequestDataDeletion);

    const first = await request.execute('  I moved abroad ');
    const second = await request.execute('');

    expect(first).toEqual({ ok: true, value: { id: 1, status: 'pending', createdAt: expect.any(String) } });
    expect(second).toEqual(first);
    expect(fakes.dataDeletionGateway.requests).toEqual([expect.objectContaining({ id: 1, reason: 'I moved abroad' })]);
  });

  it('refuses a reason that is too long without calling the server', async () => {
    const { container, fakes } = setup({ signedIn: true });

    expect(await container.get(RequestDataDeletion).execute('x'.repeat(501))).toEqual({
      ok: false,
      error: { kind: 'invalid', problem: 'tooLong' },
    });
    expect(fakes.dataDeletionGateway.requests).toEqual([]);
  });

  it.each([new NotLoggedInError(), new UnauthorizedError()])('answers not-signed-in on %s', async (error) => {
    const { container, fakes } = setup();
    fakes.dataDeletionGateway.failures.fail(error);

    expect(await container.get(RequestDataDeletion).execute('')).toEqual({ ok: false, error: { kind: 'not-signed-in' } });
  });

  it('maps a rate limit, the network and anything else', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const request = container.get(RequestDataDeletion);
    fakes.dataDeletionGateway.failures.fail(new RateLimitedError('slow down', null), 1);
    fakes.dataDeletionGateway.failures.fail(new NetworkError(), 1);
    fakes.dataDeletionGateway.failures.fail(new ServerError('boom', 500), 1);

    expect(await request.execute('')).toEqual({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: null } });
    expect(await request.execute('')).toEqual({ ok: false, error: { kind: 'offline' } });
    expect(await request.execute('')).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });
});

describe('FindPendingDataDeletion', () => {
  it('answers null, then the pending request', async () => {
    const { container } = setup({ signedIn: true });
    const find = container.get(FindPendingDataDeletion);

    expect(await find.execute()).toEqual({ ok: true, value: null });
    await container.get(RequestDataDeletion).execute('');
    expect(await find.execute()).toEqual({ ok: true, value: expect.objectContaining({ id: 1, status: 'pending' }) });
  });

  it('answers not-signed-in or failed (reported)', async () => {
    const { container, fakes } = setup();
    const find = container.get(FindPendingDataDeletion);
    fakes.dataDeletionGateway.failures.fail(new UnauthorizedError(), 1);
    fakes.dataDeletionGateway.failures.fail(new ServerError('boom', 500), 1);

    expect(await find.execute()).toEqual({ ok: false, error: 'not-signed-in' });
    expect(await find.execute()).toEqual({ ok: false, error: 'failed' });
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });
});
