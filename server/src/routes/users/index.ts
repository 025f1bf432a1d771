import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toProfile } from '../../accounts/profile.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { ProfileSchema } from '@/infrastructure/shared/shared-contract';
import { currentUserId, setSessionCookie, signedInRoutes } from '../../plugins/auth.js';
import { ChangePasswordBody, PasswordSessionResponse, UpdateProfileBody } from '@/infrastructure/account/account-contract';

/** An empty phone (the shopper gave none) is stored as none; a leading + is dropped. */
const stored = (phone: string): string | null => (phone === '' ? null : phone.replace(/^\+/, ''));

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = signedInRoutes(app, 'profile');

  app.get('/users/profile/my-profile', {
    ...route({ summary: "The signed-in user's profile (spec §7)", response: { 200: ProfileSchema } }),
    handler: async (request) => {
      const user = await app.deps.repos.users.findById(currentUserId(request));
      if (!user) throw unauthorized('The account of this token no longer exists.');
      return toProfile(user);
    },
  });

  app.post('/users/profile/update-my-profile', {
    ...route({
      summary: 'Set the country and phone (the country dialog, spec §7)',
      description: 'phoneNumber and whatsApp carry the same value from the storefront. Answers the updated profile.',
      body: UpdateProfileBody, response: { 200: ProfileSchema },
    }, 400),
    handler: async (request) => {
      const { store, phoneNumber, whatsApp } = request.body;
      if (!(await app.deps.repos.countries.exists(store))) {
        throw badRequest('UNKNOWN_COUNTRY', 'There is no country with this id.', 'store');
      }
      const user = await app.deps.repos.users.updateContact(currentUserId(request), {
        store,
        phoneNumber: stored(phoneNumber),
        whatsApp: stored(whatsApp),
      });
      if (!user) throw unauthorized('The account of this token no longer exists.');
      return toProfile(user);
    },
  });

  app.post('/users/profile/change-password', {
    ...route({
      summary: 'Change the password of the signed-in user',
      description:
        'Revokes every access token issued before, this one included, and answers a fresh session (accessToken, tokenType, expiresIn, user) for this device, also set as the session cookie.',
      body: ChangePasswordBody, response: { 200: PasswordSessionResponse },
    }, 400),
    handler: async (request, reply) => {
      const session = await app.deps.accounts.changePassword(currentUserId(request), request.body.currentPassword, request.body.newPassword);
      setSessionCookie(request, reply, session.accessToken, session.expiresIn);
      return { message: 'Password changed: other devices are signed out.', ...session };
    },
  });
};
