// The phone-message port (issue 30, docs/adr/0046): a code goes by SMS or WhatsApp through one
// sender per channel, chosen by configuration (docs/operations.md):
// - the development outbox (phone_outbox table + a log line), read by GET /api/dev/outbox?phone=;
// - an SMS provider over HTTP (SMS_HTTP_URL): POST JSON { to, from, text } with a bearer token;
// - the WhatsApp Business Cloud API (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN): POST
//   /{phone-number-id}/messages with an authentication template carrying the code.
// A provider that fails or answers too slowly throws DeliveryFailed: the shopper is told to try the
// other channel, and nothing about the account is lost (it is only created once a code is proven).
import type { FastifyBaseLogger } from 'fastify';
import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phoneOutbox } from '../../db/schema.js';
import type { HttpSmsConfig, MessageLanguage, PhoneChannel, PhoneDeliveryConfig, WhatsAppConfig } from './phone-delivery-config.js';

export type { MessageLanguage, PhoneChannel };


export interface PhoneMessage {
  /** E.164 digits without '+'. */
  to: string;
  channel: PhoneChannel;
  /** The code, for a template (WhatsApp) that carries it as a parameter; null for a message without one. */
  code: string | null;
  /** The whole text, for channels that send text (SMS, the outbox). */
  text: string;
  language: MessageLanguage;
  /** 'sign-in' | 'sign-up' | 'add-phone' | 'no-account'. */
  kind: string;
}

export interface PhoneSender {
  /** Resolves once the provider accepted the message; throws DeliveryFailed otherwise. */
  send(message: PhoneMessage): Promise<void>;
}

export class DeliveryFailed extends Error {
  constructor(
    readonly channel: PhoneChannel,
    reason: string,
  ) {
    super(`${channel} delivery failed: ${reason}`);
    this.name = 'DeliveryFailed';
  }
}

export interface OutboxPhoneMessage {
  id: number;
  toPhone: string;
  channel: string;
  text: string;
  kind: string;
  createdAt: Date;
}

export class PhoneOutbox {
  constructor(private readonly db: DbOrTx) {}

  async add(message: Pick<OutboxPhoneMessage, 'toPhone' | 'channel' | 'text' | 'kind'>): Promise<void> {
    await this.db.insert(phoneOutbox).values(message);
  }

  /** Newest first, to any of the numbers (a number as typed may be read more than one way). */
  listFor(phones: readonly string[], limit = 50): Promise<OutboxPhoneMessage[]> {
    return this.db
      .select()
      .from(phoneOutbox)
      .where(inArray(phoneOutbox.toPhone, [...phones]))
      .orderBy(desc(phoneOutbox.createdAt), desc(phoneOutbox.id))
      .limit(limit);
  }
}

export class OutboxPhoneSender implements PhoneSender {
  constructor(
    private readonly outbox: PhoneOutbox,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(message: PhoneMessage): Promise<void> {
    await this.outbox.add({ toPhone: message.to, channel: message.channel, text: message.text, kind: message.kind });
    this.log.info({ phoneMessage: { channel: message.channel, kind: message.kind } }, `[outbox] ${message.channel} to +${message.to}\n${message.text}`);
  }
}

/** One HTTP call with a deadline: a refusal, a network error and a slow answer all throw DeliveryFailed. */
async function post(channel: PhoneChannel, url: string, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'the provider cannot be reached';
    throw new DeliveryFailed(channel, reason);
  }
  // The body is read (and dropped) so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new DeliveryFailed(channel, `the provider answered ${response.status}`);
}

/** A generic SMS gateway over HTTP: POST { to: '+963…', from, text } with Authorization: Bearer <token>. */
export class HttpSmsSender implements PhoneSender {
  constructor(private readonly config: HttpSmsConfig) {}

  send(message: PhoneMessage): Promise<void> {
    const headers: Record<string, string> = this.config.token ? { authorization: `Bearer ${this.config.token}` } : {};
    return post('sms', this.config.url, headers, { to: `+${message.to}`, from: this.config.from, text: message.text }, this.config.timeoutMs);
  }
}

/** WhatsApp Business Cloud API: POST {apiUrl}/{phone-number-id}/messages with a template. */
export class WhatsAppCloudSender implements PhoneSender {
  constructor(private readonly config: WhatsAppConfig) {}

  async send(message: PhoneMessage): Promise<void> {
    const { config } = this;
    const template = message.code === null ? config.noticeTemplate : config.template;
    if (template === null) return;
    const components =
      message.code === null
        ? []
        : [
            { type: 'body', parameters: [{ type: 'text', text: message.code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.code }] },
          ];
    await post(
      'whatsapp',
      `${config.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`,
      { authorization: `Bearer ${config.accessToken}` },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: { name: template, language: { code: config.languages[message.language] }, components },
      },
      config.timeoutMs,
    );
  }
}

export function phoneSenders(config: PhoneDeliveryConfig, outbox: PhoneSender): Record<PhoneChannel, PhoneSender> {
  return {
    sms: config.sms ? new HttpSmsSender(config.sms) : outbox,
    whatsapp: config.whatsApp ? new WhatsAppCloudSender(config.whatsApp) : outbox,
  };
}
