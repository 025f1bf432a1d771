// Sign-up, sign-in and adding a phone with a one-time code sent by SMS or WhatsApp (issue 30).
// The policy is docs/adr/0046-phone-sign-in-with-one-time-codes.md: random 6-digit codes, stored as
// keyed hashes bound to the phone and the purpose, single use, 10 minutes, 5 tries; sends limited per
// phone and per IP with a growing cooldown counted in the database (every instance shares it); the
// answers never tell whether a phone has an account; a signed-in phone gets the same session as e-mail.
import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_PHONE_PREFIX, signInPhone, toLatinDigits } from '@/domain/country/phone';
import type { Db } from '../../db/client.js';
import { phoneCodes, phoneSendCounters, userPhones, users, type PhoneCodePurpose } from '../../db/schema.js';
import { AppError, badRequest, rateLimited } from '../../http/errors.js';
import type { AccessTokens } from '../access-tokens.js';
import { toProfile, type Profile } from '../profile.js';
import { newVerificationCode, secretHash } from '../secrets.js';
import type { Session } from '../account-service.js';
import { DEFAULT_PHONE_CODE_RULES, type CooldownRule, type PhoneCodeRules } from './phone-delivery-config.js';
import { DeliveryFailed, type MessageLanguage, type PhoneChannel, type PhoneSender } from './phone-messages.js';

export const PHONE_CODE_RULES: PhoneCodeRules = DEFAULT_PHONE_CODE_RULES;

/** The wait after the n-th send of a window (n ≥ 1): none while free, then doubling up to the cap. */
export const cooldownAfter = (sends: number, rule: CooldownRule): number =>
  sends < rule.free ? 0 : Math.min(rule.capSeconds, rule.baseSeconds * 2 ** (sends - rule.free));

export interface PhoneSignInDeps {
  db: Db;
  senders: Record<PhoneChannel, PhoneSender>;
  tokens: AccessTokens;
  secretKey: Uint8Array;
  /** The storefront's origin: its host ends each SMS for WebOTP ('@host #code'). */
  publicUrl: string;
  now: () => Date;
  rules?: PhoneCodeRules;
}

export interface CodeSent {
  message: string;
  phone: string;
  channel: PhoneChannel;
  resendAfterSeconds: number;
  expiresInMinutes: number;
}

export interface TypedPhone {
  phone: string;
  callingCode?: string | undefined;
}

export interface SendRequest extends TypedPhone {
  channel: PhoneChannel;
  language?: MessageLanguage | undefined;
}

export interface PhoneSignUpInput extends TypedPhone {
  code: string;
  firstName: string;
  lastName: string;
  store: number;
  email?: string | undefined;
}

const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The phone as stored (the store's rules, src/domain/country/phone.ts), or '' when it is no phone of
 * the country its calling code names (the same rule the storefront checks with).
 */
export const phoneDigits = (input: TypedPhone): string => signInPhone(input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX);

/** Normalised digits without '+', or 400 PHONE_INVALID naming the field. */
export function phoneOf(input: TypedPhone): string {
  const digits = phoneDigits(input);
  if (digits === '') throw badRequest('PHONE_INVALID', 'phone: enter a mobile number of the chosen country (callingCode), or with its own + code.', 'phone');
  return digits;
}

/** The code as typed: Arabic-Indic digits become Latin ones, spaces and dashes go. */
export const cleanCode = (code: string): string => toLatinDigits(code).replace(/[\s-]/g, '');

const invalidCode = (): AppError => badRequest('CODE_INVALID', 'This code is not valid.', 'code');

export class PhoneSignIn {
  private readonly rules: PhoneCodeRules;

  constructor(private readonly deps: PhoneSignInDeps) {
    this.rules = deps.rules ?? PHONE_CODE_RULES;
  }

  /**
   * A code for signing in or up. The answer is the same whether the phone has an account or not:
   * sign-in to a phone without one sends a notice (no code) pointing to sign-up, and sign-up for a
   * phone that has one sends a sign-in code (the sign-up call with it signs her in).
   */
  async sendCode(request: SendRequest & { purpose: 'sign-in' | 'sign-up' }, ip: string): Promise<CodeSent> {
    const phone = phoneOf(request);
    const owner = await this.ownerOf(phone);
    const language = request.language ?? 'en';
    if (owner === null && request.purpose === 'sign-in') {
      return this.send(phone, ip, request.channel, language, { purpose: null, userId: null });
    }
    return this.send(phone, ip, request.channel, language, { purpose: owner === null ? 'sign-up' : 'sign-in', userId: owner });
  }

  /** A code to add a phone to the signed-in account; a phone another account has is found out only once the code is proven. */
  async sendAddPhoneCode(userId: number, request: SendRequest, ip: string): Promise<CodeSent> {
    const phone = phoneOf(request);
    return this.send(phone, ip, request.channel, request.language ?? 'en', { purpose: 'add-phone', userId });
  }

  async signIn(input: TypedPhone & { code: string }): Promise<Session> {
    const phone = phoneOf(input);
    const row = await this.consume(phone, ['sign-in'], input.code, null);
    const user = row.userId === null ? null : await this.userById(row.userId);
    // The phone was released since the code was sent (the account deleted): nothing to sign in to.
    if (user === null || (await this.ownerOf(phone)) !== user.id) throw invalidCode();
    return this.sessionFor(user);
  }

  /** Creates the account with the phone; a sign-in code (the phone has an account already) signs her in instead. */
  async signUp(input: PhoneSignUpInput): Promise<{ session: Session; created: boolean }> {
    const phone = phoneOf(input);
    const email = (input.email ?? '').trim();
    const row = await this.consume(phone, ['sign-up', 'sign-in'], input.code, null);
    if (row.purpose === 'sign-in') {
      const user = row.userId === null ? null : await this.userById(row.userId);
      if (user === null) throw invalidCode();
      return { session: await this.sessionFor(user), created: false };
    }
    const at = this.deps.now();
    const user = await this.deps.db.transaction(async (tx) => {
      if (email !== '') {
        const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
        if (taken) throw new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail address already exists.', 'email');
      }
      const [created] = await tx
        .insert(users)
        .values({
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          email: email === '' ? null : email,
          passwordHash: '',
          store: input.store,
          phoneNumber: phone,
          whatsApp: phone,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail address already exists.', 'email');
      const [owned] = await tx.insert(userPhones).values({ phone, userId: created.id, verifiedAt: at }).onConflictDoNothing().returning();
      // Two sign-ups for one phone at once: the other one won; this one must sign in instead.
      if (!owned) throw invalidCode();
      return created;
    });
    return { session: await this.sessionFor(user), created: true };
  }

  /** Proves the phone and makes it the account's sign-in phone (replacing an earlier one). */
  async confirmAddedPhone(userId: number, input: TypedPhone & { code: string }): Promise<string> {
    const phone = phoneOf(input);
    await this.consume(phone, ['add-phone'], input.code, userId);
    const owner = await this.ownerOf(phone);
    if (owner !== null && owner !== userId) {
      throw new AppError(409, 'PHONE_TAKEN', 'Another account signs in with this phone.', 'phone');
    }
    const at = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(userPhones).where(eq(userPhones.userId, userId));
      const [owned] = await tx.insert(userPhones).values({ phone, userId, verifiedAt: at }).onConflictDoNothing().returning();
      if (!owned) throw new AppError(409, 'PHONE_TAKEN', 'Another account signs in with this phone.', 'phone');
      await tx.update(users).set({ phoneNumber: phone, whatsApp: phone }).where(eq(users.id, userId));
    });
    return phone;
  }

  /** The phone the account signs in with, or null. */
  async phoneOfUser(userId: number): Promise<string | null> {
    const [row] = await this.deps.db.select({ phone: userPhones.phone }).from(userPhones).where(eq(userPhones.userId, userId));
    return row?.phone ?? null;
  }

  private async ownerOf(phone: string): Promise<number | null> {
    const [row] = await this.deps.db.select({ userId: userPhones.userId }).from(userPhones).where(eq(userPhones.phone, phone));
    return row?.userId ?? null;
  }

  private async userById(id: number) {
    const [row] = await this.deps.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  private async send(
    phone: string,
    ip: string,
    channel: PhoneChannel,
    language: MessageLanguage,
    target: { purpose: PhoneCodePurpose | null; userId: number | null },
  ): Promise<CodeSent> {
    const { rules } = this;
    // Per IP first: a refused IP does not push the phone's cooldown.
    const ipWait = await this.takeSend(`ip|${ip}`, rules.perIp);
    if (typeof ipWait === 'number') throw rateLimited(ipWait, 'Too many codes asked from here: try again later.');
    const phoneSend = await this.takeSend(`phone|${phone}`, rules.perPhone);
    if (typeof phoneSend === 'number') throw rateLimited(phoneSend, 'A code was sent to this number a moment ago: wait before asking again.');

    const code = target.purpose === null ? null : newVerificationCode();
    const kind = target.purpose ?? 'no-account';
    let codeId: number | null = null;
    if (code !== null && target.purpose !== null) {
      const expiresAt = new Date(this.deps.now().getTime() + rules.codeMinutes * 60_000);
      codeId = await this.deps.db.transaction(async (tx) => {
        // One live code per phone and purpose: a new one retires the earlier ones.
        await tx
          .update(phoneCodes)
          .set({ consumedAt: this.deps.now() })
          .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, target.purpose as PhoneCodePurpose), isNull(phoneCodes.consumedAt)));
        const [row] = await tx
          .insert(phoneCodes)
          .values({ phone, purpose: target.purpose as PhoneCodePurpose, userId: target.userId, codeHash: this.hash(target.purpose as PhoneCodePurpose, phone, code), expiresAt })
          .returning({ id: phoneCodes.id });
        return row?.id ?? null;
      });
    }
    try {
      await this.deps.senders[channel].send({ to: phone, channel, code, text: this.text(kind, code, language), language, kind });
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) throw error;
      // Nothing went out: the code is retired, and the phone's cooldown given back so the other channel can be tried now.
      if (codeId !== null) await this.deps.db.update(phoneCodes).set({ consumedAt: this.deps.now() }).where(eq(phoneCodes.id, codeId));
      await this.deps.db.update(phoneSendCounters).set({ nextAt: sql`now()` }).where(eq(phoneSendCounters.key, `phone|${phone}`));
      const other = channel === 'sms' ? 'WhatsApp' : 'SMS';
      throw new AppError(502, 'DELIVERY_FAILED', `The code could not be sent by ${channel === 'sms' ? 'SMS' : 'WhatsApp'}: try ${other}.`, 'channel', {
        'retry-after': '1',
      });
    }
    return {
      message: `A code is on its way by ${channel === 'sms' ? 'SMS' : 'WhatsApp'} to +${phone}.`,
      phone: `+${phone}`,
      channel,
      resendAfterSeconds: Math.max(1, Math.ceil(phoneSend.wait)),
      expiresInMinutes: rules.codeMinutes,
    };
  }

  /**
   * Counts a send on one key, in one statement whatever the number of instances: allowed only once
   * the key's cooldown has passed, and each send lengthens the next one. Answers the wait now set
   * ({ wait }), or the seconds left (a number) when refused.
   */
  private async takeSend(key: string, rule: CooldownRule): Promise<{ wait: number } | number> {
    const window = this.rules.windowSeconds;
    const sends = sql`case when ${phoneSendCounters.resetAt} <= now() then 1 else ${phoneSendCounters.sends} + 1 end`;
    const waitOf = (n: unknown) =>
      sql`case when ${n} < ${rule.free} then 0 else least(${rule.capSeconds}, ${rule.baseSeconds} * power(2, ${n} - ${rule.free})) end`;
    const rows = await this.deps.db
      .insert(phoneSendCounters)
      .values({
        key,
        sends: 1,
        nextAt: sql`now() + make_interval(secs => ${cooldownAfter(1, rule)})`,
        resetAt: sql`now() + make_interval(secs => ${window})`,
      })
      .onConflictDoUpdate({
        target: phoneSendCounters.key,
        set: {
          sends,
          nextAt: sql`now() + make_interval(secs => ${waitOf(sends)})`,
          resetAt: sql`case when ${phoneSendCounters.resetAt} <= now() then excluded.reset_at else ${phoneSendCounters.resetAt} end`,
        },
        setWhere: sql`${phoneSendCounters.nextAt} <= now() or ${phoneSendCounters.resetAt} <= now()`,
      })
      .returning({ wait: sql<number>`extract(epoch from (${phoneSendCounters.nextAt} - now()))::float8` });
    const [row] = rows;
    if (row) return { wait: Number(row.wait) };
    const [blocked] = await this.deps.db
      .select({ wait: sql<number>`extract(epoch from (${phoneSendCounters.nextAt} - now()))::float8` })
      .from(phoneSendCounters)
      .where(eq(phoneSendCounters.key, key));
    return Math.max(1, Number(blocked?.wait ?? 1));
  }

  /** The latest live code of the phone for one of the purposes, checked and used up; throws 400 naming `code`. */
  private async consume(phone: string, purposes: PhoneCodePurpose[], typed: string, userId: number | null) {
    const code = cleanCode(typed);
    if (!/^[0-9]{6}$/.test(code)) throw badRequest('CODE_INVALID', 'Enter the 6-digit code.', 'code');
    const [latest] = await this.deps.db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), sql`${phoneCodes.purpose} in ${purposes}`, ...(userId === null ? [] : [eq(phoneCodes.userId, userId)])))
      .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
      .limit(1);
    if (!latest || latest.consumedAt) throw invalidCode();
    if (latest.expiresAt.getTime() <= this.deps.now().getTime()) {
      throw badRequest('CODE_EXPIRED', 'The code has expired: ask for a new one.', 'code');
    }
    if (latest.attempts >= this.rules.maxAttempts) {
      throw badRequest('TOO_MANY_ATTEMPTS', 'Too many wrong codes: ask for a new one.', 'code');
    }
    if (!sameHash(this.hash(latest.purpose, phone, code), latest.codeHash)) {
      await this.deps.db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.id, latest.id));
      throw invalidCode();
    }
    // Single use, even when two requests race with the right code: only one update finds it live.
    const [used] = await this.deps.db
      .update(phoneCodes)
      .set({ consumedAt: this.deps.now() })
      .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.consumedAt), sql`${phoneCodes.attempts} < ${this.rules.maxAttempts}`))
      .returning({ id: phoneCodes.id });
    if (!used) throw invalidCode();
    return latest;
  }

  private hash(purpose: PhoneCodePurpose, phone: string, code: string): string {
    return secretHash(this.deps.secretKey, `phone-${purpose}`, `${phone}:${code}`);
  }

  private text(kind: string, code: string | null, language: MessageLanguage): string {
    const host = new URL(this.deps.publicUrl).hostname;
    const minutes = this.rules.codeMinutes;
    if (code === null) {
      return language === 'ar'
        ? `طُلب الدخول إلى دكّان بهذا الرقم، ولا حساب له بعد. لإنشاء حساب: ${this.deps.publicUrl}/signup/phone`
        : `Someone asked to sign in to Dukkan with this number, which has no account yet. To create one: ${this.deps.publicUrl}/signup/phone`;
    }
    const what =
      language === 'ar'
        ? kind === 'add-phone'
          ? 'لإضافة هذا الرقم إلى حسابك'
          : 'للدخول إلى دكّان'
        : kind === 'add-phone'
          ? 'to add this number to your account'
          : 'to sign in to Dukkan';
    const body =
      language === 'ar'
        ? `رمزك ${what}: ${code}. ينتهي بعد ${minutes} دقائق. لا تعطه لأحد.`
        : `Your code ${what}: ${code}. It expires in ${minutes} minutes. Never share it.`;
    // The last line lets a browser with WebOTP offer the code (https://wicg.github.io/web-otp/).
    return `${body}\n\n@${host} #${code}`;
  }

  private async sessionFor(user: NonNullable<Awaited<ReturnType<PhoneSignIn['userById']>>>): Promise<Session> {
    return {
      accessToken: await this.deps.tokens.issue(user.id, user.role, user.tokenVersion),
      tokenType: 'Bearer',
      expiresIn: this.deps.tokens.expiresInSeconds,
      user: toProfile(user) satisfies Profile,
    };
  }
}
