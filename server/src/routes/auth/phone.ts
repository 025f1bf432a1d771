// Phone sign-in (issue 30, docs/adr/0046): codes by SMS or WhatsApp to sign up, sign in and add a
// phone to an account. Registered from the auth routes; the policy lives in accounts/phone/phone-sign-in.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SessionResponse } from '@/infrastructure/account/account-contract';
import {
  AddPhoneCodeBody,
  ConfirmPhoneBody,
  PhoneCodeBody,
  PhoneCodeSentResponse,
  PhoneSignInBody,
  PhoneSignUpBody,
  SignInPhoneResponse,
} from '@/infrastructure/account/phone-contract';
import { phoneDigits, PhoneSignIn } from '../../accounts/phone/phone-sign-in.js';
import { OutboxPhoneSender, PhoneOutbox, phoneSenders } from '../../accounts/phone/phone-messages.js';
import { documented } from '../../http/route-schema.js';
import { accountCallLimits } from '../../http/rate-limits.js';
import { currentUserId, setSessionCookie, signedInRoutes } from '../../plugins/auth.js';

/** The phone of a request body, normalised, as the key of the per-phone limits of the code checks. */
const typedPhone = (request: FastifyRequest): string | undefined => {
  const body = request.body as { phone?: unknown; callingCode?: unknown } | undefined;
  if (typeof body?.phone !== 'string') return undefined;
  return phoneDigits({ phone: body.phone, callingCode: typeof body.callingCode === 'string' ? body.callingCode : undefined });
};

const SEND_DESCRIPTION =
  'Sends limited per phone and per IP, with a cooldown that doubles with each send (429 with Retry-After); counted in the database, so every instance agrees. ' +
  'A provider that fails or does not answer in time gives 502 DELIVERY_FAILED naming `channel`: try the other channel.';

export const phoneAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, tokens, rateLimiter, now } = app.deps;
  const phones = new PhoneSignIn({
    db,
    senders: phoneSenders(config.phoneDelivery, new OutboxPhoneSender(new PhoneOutbox(db), app.log)),
    tokens,
    secretKey: config.jwtSecret,
    publicUrl: config.publicUrl,
    now,
    ...(config.phoneCodeRules ? { rules: config.phoneCodeRules } : {}),
  });
  const checkLimit = (name: string) => accountCallLimits(rateLimiter, name, config.rateLimits, typedPhone);
  const schemaOf = documented('auth');
  const signedIn = signedInRoutes(app, 'auth');

  app.post('/auth/phone/code', {
    schema: schemaOf({
      summary: 'Send a 6-digit code by SMS or WhatsApp to sign in or sign up with a phone',
      description:
        'The answer is the same whether the phone has an account or not. Sign-in for a phone without an account sends a notice pointing to sign-up (no code); ' +
        'sign-up for a phone with an account sends a sign-in code, which POST /auth/phone/sign-up accepts and signs in with. ' +
        SEND_DESCRIPTION,
      body: PhoneCodeBody, response: { 200: PhoneCodeSentResponse },
    }, 400, 429, 502),
    handler: async (request) => phones.sendCode(request.body, request.ip),
  });

  app.post('/auth/phone/sign-in', {
    preHandler: checkLimit('phone-sign-in'),
    schema: schemaOf({
      summary: 'Sign in with the phone and its code',
      description: 'Answers the same session as POST /auth/login and sets it as the HttpOnly dukkan-session cookie. A code allows 5 tries and lasts 10 minutes.',
      body: PhoneSignInBody, response: { 200: SessionResponse },
    }, 400, 429),
    handler: async (request, reply) => {
      const session = await phones.signIn(request.body);
      setSessionCookie(request, reply, session.accessToken, session.expiresIn);
      return session;
    },
  });

  app.post('/auth/phone/sign-up', {
    preHandler: checkLimit('phone-sign-up'),
    schema: schemaOf({
      summary: 'Create an account with the phone and its code (e-mail optional); signs in',
      description:
        '201 with the session when the account is created; 200 with the session when the phone already had an account (its code was a sign-in code). Sets the session cookie.',
      body: PhoneSignUpBody, response: { 200: SessionResponse, 201: SessionResponse },
    }, 400, 409, 429),
    handler: async (request, reply) => {
      const { session, created } = await phones.signUp(request.body);
      setSessionCookie(request, reply, session.accessToken, session.expiresIn);
      return reply.code(created ? 201 : 200).send(session);
    },
  });

  app.get('/auth/phone', {
    ...signedIn({ summary: 'The phone the account signs in with', response: { 200: SignInPhoneResponse } }),
    handler: async (request) => {
      const phone = await phones.phoneOfUser(currentUserId(request));
      return { phone: phone === null ? null : `+${phone}` };
    },
  });

  app.post('/auth/phone/add/code', {
    ...signedIn({
      summary: 'Send a code to a phone to add it to the signed-in account',
      description: SEND_DESCRIPTION,
      body: AddPhoneCodeBody, response: { 200: PhoneCodeSentResponse },
    }, 400, 429, 502),
    handler: async (request) => phones.sendAddPhoneCode(currentUserId(request), request.body, request.ip),
  });

  app.post('/auth/phone/add', {
    preHandler: checkLimit('phone-add'),
    ...signedIn({
      summary: "Prove the phone with its code: it becomes the account's sign-in phone",
      description: '409 PHONE_TAKEN when another account signs in with it (told only once the code is proven).',
      body: ConfirmPhoneBody, response: { 200: SignInPhoneResponse },
    }, 400, 409, 429),
    handler: async (request) => ({ phone: `+${await phones.confirmAddedPhone(currentUserId(request), request.body)}` }),
  });
};
