// The phone sign-in's environment (issue 30, docs/operations.md): each channel's provider, else the outbox;
// the per-IP allowance of codes.
import { expect, test } from 'vitest';
import { loadServerEnv } from '../../server/src/config.js';

test('without provider variables both channels use the outbox, with the default limits', () => {
  const env = loadServerEnv({}, '/tmp/x');
  expect(env.app.phoneDelivery).toEqual({ sms: null, whatsApp: null });
  expect(env.app.phoneCodeRules).toBeUndefined();
});

test('SMS_HTTP_* and WHATSAPP_* choose the providers; PHONE_SENDS_PER_IP_WITHOUT_WAIT raises the allowance', () => {
  const env = loadServerEnv(
    {
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_TOKEN: 'secret',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_ACCESS_TOKEN: 'wa',
      WHATSAPP_TEMPLATE_LANGUAGE_AR: 'ar_SA',
      PHONE_SEND_TIMEOUT_MS: '2500',
      PHONE_SENDS_PER_IP_WITHOUT_WAIT: '50',
    },
    '/tmp/x',
  );
  expect(env.app.phoneDelivery.sms).toEqual({ url: 'https://sms.example/send', token: 'secret', from: 'Dukkan', timeoutMs: 2500 });
  expect(env.app.phoneDelivery.whatsApp).toMatchObject({
    apiUrl: 'https://graph.facebook.com/v21.0',
    phoneNumberId: '123',
    template: 'dukkan_code',
    languages: { en: 'en', ar: 'ar_SA' },
    timeoutMs: 2500,
  });
  expect(env.app.phoneCodeRules?.perIp.free).toBe(50);
  expect(env.app.phoneCodeRules?.perPhone.free).toBe(1);
});
