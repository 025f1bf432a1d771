// How phone messages go out (issue 30, docs/operations.md): read from the environment with the rest of
// the configuration, so it imports nothing heavy.
export type PhoneChannel = 'sms' | 'whatsapp';
export type MessageLanguage = 'en' | 'ar';

/** A send cooldown: `free` sends without waiting, then baseSeconds doubling with each send, up to capSeconds. */
export interface CooldownRule {
  free: number;
  baseSeconds: number;
  capSeconds: number;
}

export interface PhoneCodeRules {
  codeMinutes: number;
  maxAttempts: number;
  perPhone: CooldownRule;
  perIp: CooldownRule;
  /** A counter forgets its sends this long after its first. */
  windowSeconds: number;
}

/** ADR 0046's defaults. */
export const DEFAULT_PHONE_CODE_RULES: PhoneCodeRules = {
  codeMinutes: 10,
  maxAttempts: 5,
  /** Per phone: the first send is free, then 30 s, 60 s, 120 s … up to an hour between sends. */
  perPhone: { free: 1, baseSeconds: 30, capSeconds: 3600 },
  /** Per IP: five sends without waiting, then the same doubling (one shop's Wi-Fi, a family). */
  perIp: { free: 5, baseSeconds: 30, capSeconds: 3600 },
  /** A counter forgets its sends a day after its first. */
  windowSeconds: 24 * 3600,
};

/**
 * PHONE_SENDS_PER_IP_WITHOUT_WAIT (docs/operations.md): raise it when many shoppers share one address
 * (a carrier's NAT, a proxy without TRUST_PROXY); undefined when unset, so the defaults hold.
 */
export function phoneCodeRulesFromEnv(env: NodeJS.ProcessEnv): PhoneCodeRules | undefined {
  const free = Number(env.PHONE_SENDS_PER_IP_WITHOUT_WAIT);
  if (env.PHONE_SENDS_PER_IP_WITHOUT_WAIT === undefined || !Number.isSafeInteger(free) || free < 1) return undefined;
  return { ...DEFAULT_PHONE_CODE_RULES, perIp: { ...DEFAULT_PHONE_CODE_RULES.perIp, free } };
}

export interface HttpSmsConfig {
  url: string;
  token: string;
  /** The sender name or number the provider shows. */
  from: string;
  timeoutMs: number;
}

export interface WhatsAppConfig {
  /** https://graph.facebook.com/v21.0 unless a test points it elsewhere. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** An approved authentication template whose body takes the code as {{1}}, with a copy-code button. */
  template: string;
  /** The template's language for the shopper's language, e.g. { en: 'en', ar: 'ar' }. */
  languages: Record<MessageLanguage, string>;
  /** A template for the 'no-account' notice, without a code; unset: that notice is not sent by WhatsApp. */
  noticeTemplate: string | null;
  timeoutMs: number;
}

/** What docs/operations.md lists: each channel's provider, or the outbox when none is configured. */
export interface PhoneDeliveryConfig {
  sms: HttpSmsConfig | null;
  whatsApp: WhatsAppConfig | null;
}

export const OUTBOX_PHONE_DELIVERY: PhoneDeliveryConfig = { sms: null, whatsApp: null };

const DEFAULT_TIMEOUT_MS = 8000;

/** Reads SMS_HTTP_* and WHATSAPP_* (docs/operations.md); a channel without its variables uses the outbox. */
export function phoneDeliveryFromEnv(env: NodeJS.ProcessEnv): PhoneDeliveryConfig {
  const timeoutMs = Math.max(100, Number(env.PHONE_SEND_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS);
  const sms = env.SMS_HTTP_URL
    ? { url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN ?? '', from: env.SMS_FROM ?? 'Dukkan', timeoutMs }
    : null;
  const whatsApp =
    env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN
      ? {
          apiUrl: env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0',
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          accessToken: env.WHATSAPP_ACCESS_TOKEN,
          template: env.WHATSAPP_TEMPLATE ?? 'dukkan_code',
          languages: { en: env.WHATSAPP_TEMPLATE_LANGUAGE_EN ?? 'en', ar: env.WHATSAPP_TEMPLATE_LANGUAGE_AR ?? 'ar' },
          noticeTemplate: env.WHATSAPP_NOTICE_TEMPLATE || null,
          timeoutMs,
        }
      : null;
  return { sms, whatsApp };
}

