// The operator's API under /api/admin (issue 29, docs/api.md "Operator console"). Every operation is
// behind operatorOnly: no token 401, a shopper's or seller's 403 (tests/server/admin-access.test.ts
// walks every operation of the OpenAPI document with each role).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { bearerSecurity } from '../../plugins/auth.js';
import { AdminOrdersService, findOrder, listOrders } from '../../admin/admin-orders.js';
import { AdminRefundsService, listRefunds } from '../../admin/admin-refunds.js';
import { currentOperator, operatorOnly } from '../../admin/operator-guard.js';
import { IdParam } from '@/infrastructure/shared/shared-contract';
import {
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  OrderActionBody,
  OrderActionParams,
  OrderConflictBody,
  AdminRefundResponse,
  AdminRefundsQuery,
  AdminRefundsResponse,
  RefundActionBody,
  RefundActionParams,
  RefundConflictBody,
} from '@/infrastructure/admin/admin-contract';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['admin'];
  const guard = operatorOnly(app);
  const service = new AdminOrdersService({ db: app.deps.db, mailer: app.deps.mailer, now: app.deps.now, log: app.log });

  app.get(
    '/admin/orders',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Orders, newest first: filter by status, country and date range; search by order number, phone, e-mail or name',
        security: bearerSecurity,
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => listOrders(app.deps.db, request.query),
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "An order's details: lines, amounts as stored, address, phone, notes and the operators' history",
        security: bearerSecurity,
        params: IdParam,
        response: { 200: AdminOrderResponse, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const order = await findOrder(app.deps.db, request.params.id);
        if (!order) throw notFound('Order');
        return { order };
      },
    },
  );

  app.post(
    '/admin/orders/:id/:action',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Move an order: confirm (placed), ship (confirmed; optional carrier and tracking number), deliver (shipped), cancel (placed or confirmed; returns the stock)',
        description:
          'The body carries the version of the order the operator saw. 409 ORDER_CHANGED when the order changed since (the body ' +
          'carries the order as it is now); 409 TRANSITION_NOT_ALLOWED when the action does not apply to its status. ' +
          'The shopper gets a notification (both languages) and an e-mail; the action is recorded in the order history.',
        security: bearerSecurity,
        params: OrderActionParams,
        body: OrderActionBody,
        response: { 200: AdminOrderResponse, 409: OrderConflictBody, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => ({
        order: await service.act(currentOperator(request), request.params.id, request.params.action, request.body),
      }),
    },
  );

  const refundDecisions = new AdminRefundsService({ db: app.deps.db, mailer: app.deps.mailer, now: app.deps.now, log: app.log });

  app.get(
    '/admin/refunds',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Refund requests, newest first, by status (the queue: status=requested)',
        security: bearerSecurity,
        querystring: AdminRefundsQuery,
        response: { 200: AdminRefundsResponse, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => listRefunds(app.deps.db, request.query),
    },
  );

  app.post(
    '/admin/refunds/:id/:action',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Decide a refund request: approve (requested), reject with a reason (requested), refund (approved or picked-up; restock optional)',
        description:
          'The body carries the status the operator saw: 409 REFUND_CHANGED when it changed since (with the request as it is now), ' +
          '409 TRANSITION_NOT_ALLOWED when the action does not apply. Approving keeps the amount the shopper was shown (ADR 0008). ' +
          'Recorded in the order history; the shopper gets a notification (both languages) and an e-mail.',
        security: bearerSecurity,
        params: RefundActionParams,
        body: RefundActionBody,
        response: { 200: AdminRefundResponse, 409: RefundConflictBody, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => ({
        refund: await refundDecisions.act(currentOperator(request), request.params.id, request.params.action, request.body),
      }),
    },
  );
};
