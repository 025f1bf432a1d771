import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors.js';
import { eachInLanguage, LangQuery, resolveLanguage } from '../../http/language.js';
import { IdParam } from '@/infrastructure/shared/shared-contract';
import { currentUserId, signedInRoutes } from '../../plugins/auth.js';
import { NotificationResponse, NotificationsResponse, notificationWire, ReadAllResponse } from '@/infrastructure/notifications/notifications-contract';

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = signedInRoutes(app, 'notifications');

  app.get('/notifications/user/all', {
    ...route({ summary: "The signed-in user's notifications, newest first (spec §7)", querystring: LangQuery, response: { 200: NotificationsResponse } }),
    handler: async (request) => ({
      notifications: eachInLanguage(request, await app.deps.repos.notifications.listForUser(currentUserId(request)), notificationWire),
    }),
  });

  app.put('/notifications/read-all', {
    ...route({ summary: 'Mark all of the signed-in user’s notifications read', response: { 200: ReadAllResponse } }),
    handler: async (request) => ({ updated: await app.deps.repos.notifications.markAllRead(currentUserId(request)) }),
  });

  app.put('/notifications/:id/read', {
    ...route({ summary: 'Mark one notification read (someone else’s answers 404)', params: IdParam, querystring: LangQuery, response: { 200: NotificationResponse } }, 400, 404),
    handler: async (request) => {
      const row = await app.deps.repos.notifications.markRead(currentUserId(request), request.params.id);
      if (!row) throw notFound('Notification');
      return { notification: notificationWire(row, resolveLanguage(request)) };
    },
  });
};
