import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../../http/errors.js';
import { documented } from '../../http/route-schema.js';
import { MessageSchema } from '@/infrastructure/shared/shared-contract';
import { clearSessionCookie, currentUserId, setSessionCookie, signedInRoutes } from '../../plugins/auth.js';
import { accountCallLimits, loginLimits } from '../../http/rate-limits.js';
import {
  EmailBody,
  LoginBody,
  PasswordSessionResponse,
  ResetPasswordBody,
  SessionResponse,
  SignUpBody,
  SignUpResponse,
  VerifyEmailBody,
} from '@/infrastructure/account/account-contract';
import { phoneAuthRoutes } from './phone.js';

const bodyField =
  (name: string) =>
  (request: { body: unknown }): string | undefined => {
    const body = request.body as Record<string, unknown> | undefined;
    const value = body?.[name];
    return typeof value === 'string' ? value : undefined;
  };

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts, config, rateLimiter } = app.deps;
  const limit = (name: string, key: string) => accountCallLimits(rateLimiter, name, config.rateLimits, bodyField(key));
  const loginLimit = loginLimits(rateLimiter, config.rateLimits, bodyField('email'));
  const schemaOf = documented('auth');
  const signedIn = signedInRoutes(app, 'auth');
  await app.register(phoneAuthRoutes);

  app.post('/auth/signup', {
    preHandler: limit('signup', 'email'),
    schema: schemaOf({ summary: 'Create a shopper account; mails a 6-digit verification code', body: SignUpBody, response: { 201: SignUpResponse } }, 400, 409, 429),
    handler: async (request, reply) => {
      const user = await accounts.signUp(request.body);
      return reply.code(201).send({ user, message: 'Account created: enter the code we e-mailed you.' });
    },
  });

  app.post('/auth/verify-email', {
    preHandler: limit('verify', 'email'),
    schema: schemaOf({
      summary: 'Confirm the e-mail address with the code; signs the user in',
      description: 'Answers the session and sets it as the HttpOnly dukkan-session cookie.',
      body: VerifyEmailBody, response: { 200: SessionResponse },
    }, 400, 409, 429),
    handler: async (request, reply) => {
      const session = await accounts.verifyEmail(request.body.email, request.body.code);
      setSessionCookie(request, reply, session.accessToken, session.expiresIn);
      return session;
    },
  });

  app.post('/auth/resend-verification', {
    preHandler: limit('resend', 'email'),
    schema: schemaOf({
      summary: 'Mail a new verification code (one a minute)',
      description: 'Answers 200 for unknown or already verified addresses too, and sends nothing then.',
      body: EmailBody, response: { 200: MessageSchema },
    }, 400, 429),
    handler: async (request) => {
      await accounts.resendVerification(request.body.email);
      return { message: 'If this address waits for verification, a new code is on its way.' };
    },
  });

  app.post('/auth/login', {
    preHandler: loginLimit.preHandler,
    schema: schemaOf({
      summary: 'Sign in with e-mail and password; answers a JWT access token and the profile',
      description:
        'The token is also set as the HttpOnly dukkan-session cookie (with the readable dukkan-signed-in=1 hint): a browser needs nothing else; other clients send it as a bearer token.',
      body: LoginBody, response: { 200: SessionResponse },
    }, 400, 401, 403, 429),
    handler: async (request, reply) => {
      const session = await accounts.login(request.body.email, request.body.password);
      await loginLimit.succeeded(request);
      setSessionCookie(request, reply, session.accessToken, session.expiresIn);
      return session;
    },
  });

  app.post('/auth/forgot-password', {
    preHandler: limit('forgot', 'email'),
    schema: schemaOf({ summary: 'Mail a password-reset link (always 200)', body: EmailBody, response: { 200: MessageSchema } }, 400, 429),
    handler: async (request) => {
      await accounts.forgotPassword(request.body.email);
      return { message: 'If an account uses this address, a reset link is on its way.' };
    },
  });

  app.post('/auth/logout-all', {
    ...signedIn({
      summary: 'Sign out everywhere: revokes every access token of the account, this one included',
      description: 'Tokens issued before are refused with 401 from now on; signing in again issues a new one. Clears the session cookie.',
      response: { 200: MessageSchema },
    }, 403),
    handler: async (request, reply) => {
      await accounts.signOutEverywhere(currentUserId(request));
      clearSessionCookie(request, reply);
      return { message: 'Signed out on every device.' };
    },
  });

  app.post('/auth/logout', {
    schema: schemaOf({
      summary: "Sign this browser out: clears the session cookie (always 200)",
      description: 'The token itself stays valid until it expires, as a bearer token always did; POST /auth/logout-all revokes every token of the account.',
      response: { 200: MessageSchema },
    }, 403),
    handler: async (request, reply) => {
      clearSessionCookie(request, reply);
      return { message: 'Signed out.' };
    },
  });

  app.post('/auth/session', {
    ...signedIn({
      summary: 'Turn a bearer access token into the session cookie (for the token\'s remaining lifetime)',
      description:
        'A browser that kept its token from before the cookie existed sends it once as Authorization: Bearer <token>; the answer sets the HttpOnly dukkan-session cookie and the page forgets the token.',
      response: { 200: MessageSchema },
    }, 403),
    handler: async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      setSessionCookie(request, reply, auth.token, auth.expiresAt - Math.floor(Date.now() / 1000));
      return { message: 'Signed in with the session cookie.' };
    },
  });

  app.post('/auth/reset-password', {
    preHandler: limit('reset', 'token'),
    schema: schemaOf({
      summary: 'Choose a new password with the token from the reset e-mail; signs the user in',
      description:
        'Revokes every access token issued before and answers a fresh session (also set as the session cookie): the e-mailed link proved the address.',
      body: ResetPasswordBody, response: { 200: PasswordSessionResponse },
    }, 400, 429),
    handler: async (request, reply) => {
      const session = await accounts.resetPassword(request.body.token, request.body.password);
      setSessionCookie(request, reply, session.accessToken, session.expiresIn);
      return { message: 'Password changed: you are signed in.', ...session };
    },
  });
};
