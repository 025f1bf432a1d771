import { describe, expect, it } from 'vitest';
import { NetworkError, RateLimitedError, ServerError, ValidationError } from '../../../src/application/shared/errors';
import { SendContactMessage } from '../../../src/application/content/send-contact-message';
import { setup } from '../support/app';
import { resolve } from '../../../src/infrastructure/app/wiring';

const draft = { name: ' Lina ', email: '', phone: '0944 123 456', message: 'Do you deliver to Homs?' };

describe('SendContactMessage', () => {
  it('sends the checked message in the interface language', async () => {
    const { container, fakes } = setup();
    await fakes.languageSwitcher.change('ar');

    const result = await resolve(container, SendContactMessage).execute(draft);

    expect(result).toEqual({ ok: true, value: { id: 1 } });
    expect(fakes.contactMessageGateway.received).toEqual([
      { id: 1, name: 'Lina', email: null, phone: '963944123456', message: 'Do you deliver to Homs?', language: 'ar' },
    ]);
  });

  it('sends nothing while a field is wrong', async () => {
    const { container, fakes } = setup();

    const result = await resolve(container, SendContactMessage).execute({ ...draft, phone: '', message: 'Hi' });

    expect(result).toEqual({ ok: false, error: { kind: 'fields', fields: { email: 'emailOrPhoneRequired', message: 'tooShort' } } });
    expect(fakes.contactMessageGateway.received).toEqual([]);
  });

  it('names the field the server refused', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new ValidationError('body.phone is not a phone number', 'phone', 'VALIDATION_FAILED'), 1);

    expect(await resolve(container, SendContactMessage).execute(draft)).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { phone: 'rejected' } },
    });
  });

  it('passes the wait of a rate limit on, and says when the network is down', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new RateLimitedError('Too many requests.', 420), 1);
    fakes.contactMessageGateway.failures.fail(new NetworkError(), 1);
    const send = resolve(container, SendContactMessage);

    expect(await send.execute(draft)).toEqual({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 420 } });
    expect(await send.execute(draft)).toEqual({ ok: false, error: { kind: 'offline' } });
    expect(fakes.errorReporter.reported).toHaveLength(0);
  });

  it('reports an unexpected failure', async () => {
    const { container, fakes } = setup();
    fakes.contactMessageGateway.failures.fail(new ServerError('boom', 500), 1);

    expect(await resolve(container, SendContactMessage).execute(draft)).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });
});
