// Checkout and the signed-in user's orders (docs/api.md "Checkout and orders"). The checkout's
// transaction, locks and idempotency are in shop/checkout.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors.js';
import { eachInLanguage, LangQuery, resolveLanguage } from '../../http/language.js';
import { IdParam } from '@/infrastructure/shared/shared-contract';
import { currentUserId, signedInRoutes } from '../../plugins/auth.js';
import { CheckoutService } from '../../shop/checkout.js';
import { CheckoutBody, CheckoutHeaders, OrderResponse, OrdersResponse, orderSummaryWire, orderWire, StockErrorBody } from '@/infrastructure/orders/orders-contract';

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = signedInRoutes(app, 'orders');
  const checkout = new CheckoutService(app.deps);

  const orderOf = async (userId: number, orderId: number, language: ReturnType<typeof resolveLanguage>) => {
    const order = await app.deps.repos.orders.find(userId, orderId);
    if (!order) throw notFound('Order');
    return orderWire(order, language, app.deps.now());
  };

  app.post('/orders/checkout', {
    ...route({
      summary: 'Place an order from the cart',
      description:
        'One transaction: the cart lines and their variants are locked (FOR UPDATE, variants in id order), the stock checked ' +
        'and decremented, the order written, the cart emptied and a notification added. 409 INSUFFICIENT_STOCK (items) ' +
        'changes nothing. The same Idempotency-Key again answers the same order (200, replayed: true).',
      headers: CheckoutHeaders, querystring: LangQuery, body: CheckoutBody, response: { 200: OrderResponse, 201: OrderResponse, 409: StockErrorBody },
    }, 400),
    handler: async (request, reply) => {
      const userId = currentUserId(request);
      const result = await checkout.placeOrder(userId, request.headers['idempotency-key'], request.body);
      const order = await orderOf(userId, result.orderId, resolveLanguage(request));
      if (result.replayed) return reply.code(200).send({ orderReturned: order, replayed: true });
      return reply.code(201).send({ orderReturned: order });
    },
  });

  app.get('/orders', {
    ...route({ summary: "The signed-in user's orders, newest first", querystring: LangQuery, response: { 200: OrdersResponse } }),
    handler: async (request) => ({
      ordersReturned: eachInLanguage(request, await app.deps.repos.orders.list(currentUserId(request)), orderSummaryWire),
    }),
  });

  app.get('/orders/:id', {
    ...route({
      summary: 'One of my orders (also the data of its page, /orders/{id}); someone else’s answers 404',
      params: IdParam, querystring: LangQuery, response: { 200: OrderResponse },
    }, 400, 404),
    handler: async (request) => ({
      orderReturned: await orderOf(currentUserId(request), request.params.id, resolveLanguage(request)),
    }),
  });
};
