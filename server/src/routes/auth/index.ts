import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/errors.js';
import { MessageSchema } from '@/infrastructure/shared/shared-contract';
import { bearerSecurity, currentUserId } from '../../plugins/auth.js';
import { accountCallLimits, loginLimits } from '../../http/rate-limits.js';
import { EmailBody, LoginBody, ResetPasswordBody, SessionResponse, SignUpBody, SignUpResponse, VerifyEmailBody } from '@/infrastructure/account/account-contract';

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

  app.post(
    '/auth/signup',
    {
      preHandler: limit('signup', 'email'),
      schema: {
        tags: ['auth'],
        summary: 'Create a shopper account; mails a 6-digit verification code',
        body: SignUpBody,
        response: { 201: SignUpResponse, ...errorResponses(400, 409, 429) },
      },
      handler: async (request, reply) => {
        const user = await accounts.signUp(request.body);
        return reply.code(201).send({ user, message: 'Account created: enter the code we e-mailed you.' });
      },
    },
  );

  app.post(
    '/auth/verify-email',
    {
      preHandler: limit('verify', 'email'),
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the code; signs the user in',
        body: VerifyEmailBody,
        response: { 200: SessionResponse, ...errorResponses(400, 409, 429) },
      },
      handler: async (request) => accounts.verifyEmail(request.body.email, request.body.code),
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      preHandler: limit('resend', 'email'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification code (one a minute)',
        description: 'Answers 200 for unknown or already verified addresses too, and sends nothing then.',
        body: EmailBody,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
      handler: async (request) => {
        await accounts.resendVerification(request.body.email);
        return { message: 'If this address waits for verification, a new code is on its way.' };
      },
    },
  );

  app.post(
    '/auth/login',
    {
      preHandler: loginLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; answers a JWT access token and the profile',
        body: LoginBody,
        response: { 200: SessionResponse, ...errorResponses(400, 401, 403, 429) },
      },
      handler: async (request) => {
        const session = await accounts.login(request.body.email, request.body.password);
        await loginLimit.succeeded(request);
        return session;
      },
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: limit('forgot', 'email'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (always 200)',
        body: EmailBody,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
      handler: async (request) => {
        await accounts.forgotPassword(request.body.email);
        return { message: 'If an account uses this address, a reset link is on its way.' };
      },
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: revokes every access token of the account, this one included',
        description: 'Tokens issued before are refused with 401 from now on; signing in again issues a new one.',
        security: bearerSecurity,
        response: { 200: MessageSchema, ...errorResponses(401) },
      },
      handler: async (request) => {
        await accounts.signOutEverywhere(currentUserId(request));
        return { message: 'Signed out on every device.' };
      },
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: limit('reset', 'token'),
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the reset e-mail',
        body: ResetPasswordBody,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
      handler: async (request) => {
        await accounts.resetPassword(request.body.token, request.body.password);
        return { message: 'Password changed: sign in with the new one.' };
      },
    },
  );
};
