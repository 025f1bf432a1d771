// The operator's API under /api/admin (issue 29, docs/api.md "Operator console"). Every operation is
// behind operatorOnly: no token 401, a shopper's or seller's 403 (tests/server/admin-access.test.ts
// walks every operation of the OpenAPI document with each role).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrdersService, findOrder, listOrders } from '../../admin/admin-orders.js';
import { AdminRefundsService, findRefund, listRefunds } from '../../admin/admin-refunds.js';
import { findShopper, searchShoppers } from '../../admin/admin-shoppers.js';
import { found } from '../../http/errors.js';
import { currentOperator, operatorRoutes } from '../../admin/operator-guard.js';
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
  AdminShopperResponse,
  AdminShoppersQuery,
  AdminShoppersResponse,
} from '@/infrastructure/admin/admin-contract';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = operatorRoutes(app);
  const service = new AdminOrdersService({ db: app.deps.db, mailer: app.deps.mailer, now: app.deps.now, log: app.log });

  app.get('/admin/orders', {
    ...route({
      summary: 'Orders, newest first: filter by status, country and date range; search by order number, phone, e-mail or name',
      querystring: AdminOrdersQuery, response: { 200: AdminOrdersResponse },
    }, 400),
    handler: async (request) => listOrders(app.deps.db, request.query),
  });

  app.get('/admin/orders/:id', {
    ...route({
      summary: "An order's details: lines, amounts as stored, address, phone, notes and the operators' history",
      params: IdParam, response: { 200: AdminOrderResponse },
    }, 400, 404),
    handler: async (request) => ({ order: found(await findOrder(app.deps.db, request.params.id), 'Order') }),
  });

  app.post('/admin/orders/:id/:action', {
    ...route({
      summary: 'Move an order: confirm (placed), ship (confirmed; optional carrier and tracking number), deliver (shipped), cancel (placed or confirmed; returns the stock)',
      description:
        'The body carries the version of the order the operator saw. 409 ORDER_CHANGED when the order changed since (the body ' +
        'carries the order as it is now); 409 TRANSITION_NOT_ALLOWED when the action does not apply to its status. ' +
        'The shopper gets a notification (both languages) and an e-mail; the action is recorded in the order history.',
      params: OrderActionParams, body: OrderActionBody, response: { 200: AdminOrderResponse, 409: OrderConflictBody },
    }, 400, 404),
    handler: async (request) => ({
      order: await service.act(currentOperator(request), request.params.id, request.params.action, request.body),
    }),
  });

  const refundDecisions = new AdminRefundsService({ db: app.deps.db, mailer: app.deps.mailer, now: app.deps.now, log: app.log });

  app.get('/admin/refunds', {
    ...route({ summary: 'Refund requests: pending first, then newest first; filter by status', querystring: AdminRefundsQuery, response: { 200: AdminRefundsResponse } }, 400),
    handler: async (request) => listRefunds(app.deps.db, request.query),
  });

  app.get('/admin/refunds/:id', {
    ...route({
      summary: 'A refund request: the line, the amount part by part as the shopper was shown it, the decision so far',
      params: IdParam, response: { 200: AdminRefundResponse },
    }, 400, 404),
    handler: async (request) => ({ refund: found(await findRefund(app.deps.db, request.params.id), 'Refund') }),
  });

  app.post('/admin/refunds/:id/:action', {
    ...route({
      summary: 'Decide a refund request: approve (requested), reject with a reason (requested), refund (approved or picked-up; restock optional)',
      description:
        'The body carries the status the operator saw: 409 REFUND_CHANGED when it changed since (with the request as it is now), ' +
        '409 TRANSITION_NOT_ALLOWED when the action does not apply. Approving pays the amount the shopper was shown (ADR 0008) ' +
        'unless `amount` names less (USD; 400 REFUND_AMOUNT on field amount when it is 0 or more than requested, docs/adr/0054). ' +
        'Rejecting needs a reason, shown to the shopper as written. Marking refunded with restock: true puts the units back once. ' +
        'Recorded in the order history; the shopper gets a notification (both languages) and an e-mail.',
      params: RefundActionParams, body: RefundActionBody, response: { 200: AdminRefundResponse, 409: RefundConflictBody },
    }, 400, 404),
    handler: async (request) => ({
      refund: await refundDecisions.act(currentOperator(request), request.params.id, request.params.action, request.body),
    }),
  });

  app.get('/admin/shoppers', {
    ...route({
      summary: 'Shoppers and sellers whose e-mail, phone or name matches q, newest accounts first (never a password, session or token)',
      querystring: AdminShoppersQuery, response: { 200: AdminShoppersResponse },
    }, 400),
    handler: async (request) => searchShoppers(app.deps.db, request.query),
  });

  app.get('/admin/shoppers/:id', {
    ...route({
      summary: "A shopper's account (name, e-mail, phone, role, country), her orders and her refund requests, newest first",
      params: IdParam, response: { 200: AdminShopperResponse },
    }, 400, 404),
    handler: async (request) => found(await findShopper(app.deps.db, request.params.id), 'Shopper'),
  });
};
