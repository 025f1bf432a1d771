// The signed-in user's cart (spec §7; docs/api.md "Cart"). Every answer is the whole cart with its
// totals computed here (seller discount by role, tax by the user's country), in USD.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { currentUserId, signedInRoutes } from '../../plugins/auth.js';
import { loadCategoryTree } from '../../repositories/catalogue-repository.js';
import { MAX_LINE_QUANTITY } from '../../repositories/cart-repository.js';
import type { Repositories } from '../../repositories/index.js';
import { insufficientStock } from '../../shop/checkout.js';
import { pricingFor } from '../../shop/pricing.js';
import { cartWire } from '../../shop/wire.js';
import { StockErrorBody } from '@/infrastructure/orders/orders-contract';
import { AddBody, CartAnswer as Cart, CartErrorCode, CartItemParams, QuantityBody, UpdateQuery } from '@/infrastructure/cart/cart-contract';

const tooFew = (available: number) =>
  insufficientStock(
    available === 0 ? 'This item is out of stock.' : `Only ${available} left in stock.`,
    { available },
    'quantity',
  );

/** 409 like INSUFFICIENT_STOCK: `available` is the most the line may hold. */
const lineFull = () =>
  new AppError(
    409,
    CartErrorCode.quantityLimit,
    `A cart line holds at most ${MAX_LINE_QUANTITY} of an item.`,
    'quantity',
    {},
    { available: MAX_LINE_QUANTITY },
  );

const cartOf = async (repos: Repositories, userId: number) =>
  cartWire(await repos.cart.lines(userId), await pricingFor(repos, userId));

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = signedInRoutes(app, 'cart');

  app.get('/cart', {
    ...route({ summary: "The signed-in user's cart with its totals (spec §7)", response: { 200: Cart } }),
    handler: async (request) => cartOf(app.deps.repos, currentUserId(request)),
  });

  app.post('/cart/add', {
    ...route({
      summary: 'Add a variant; merged into the line of the same variant',
      description:
        '409 INSUFFICIENT_STOCK (field quantity, available) when the merged quantity exceeds the stock; 409 QUANTITY_LIMIT (field quantity, available 99) when it exceeds 99. Either way the line is kept as it was.',
      body: AddBody, response: { 200: Cart, 409: StockErrorBody },
    }, 400, 404),
    handler: async (request) => {
      const userId = currentUserId(request);
      const { productDetailId, quantity } = request.body;
      const variant = await app.deps.repos.cart.variant(productDetailId);
      if (!variant || (await loadCategoryTree(app.deps.db)).hidden.has(variant.categoryId)) throw notFound('Product variant');
      return app.deps.unitOfWork(async (tx) => {
        const { merged, applied } = await tx.cart.addOrMerge(userId, productDetailId, quantity);
        // Thrown inside the transaction: the merge is rolled back. The stock first: it is the tighter bound
        // whenever it is below 99, and the one the shopper can do something about.
        if (merged > variant.stock) throw tooFew(variant.stock);
        if (!applied) throw lineFull();
        return cartOf(tx, userId);
      });
    },
  });

  app.put('/cart/update/:cartItemId', {
    ...route({
      summary: "Set a line's quantity (spec §7)",
      description: 'productDetailId must be the variant of the line (else 400, field productDetailId). 409 INSUFFICIENT_STOCK above the stock.',
      params: CartItemParams, querystring: UpdateQuery, body: QuantityBody, response: { 200: Cart, 409: StockErrorBody },
    }, 400, 404),
    handler: async (request) => {
      const userId = currentUserId(request);
      const { repos } = app.deps;
      const line = await repos.cart.line(userId, request.params.cartItemId);
      if (!line) throw notFound('Cart item');
      if (line.productDetailId !== request.query.productDetailId) {
        throw badRequest('VALIDATION_FAILED', 'querystring.productDetailId is not the variant of this cart line', 'productDetailId');
      }
      if (request.body.quantity > line.stock) throw tooFew(line.stock);
      if (!(await repos.cart.setQuantity(userId, line.cartItemId, request.body.quantity))) throw notFound('Cart item');
      return cartOf(repos, userId);
    },
  });

  app.delete('/cart/delete/:cartItemId', {
    ...route({ summary: 'Remove a line (spec §7)', params: CartItemParams, response: { 200: Cart } }, 400, 404),
    handler: async (request) => {
      const userId = currentUserId(request);
      if (!(await app.deps.repos.cart.remove(userId, request.params.cartItemId))) throw notFound('Cart item');
      return cartOf(app.deps.repos, userId);
    },
  });

  app.delete('/cart/empty', {
    ...route({ summary: 'Remove every line (spec §7)', response: { 200: Cart } }),
    handler: async (request) => {
      const userId = currentUserId(request);
      await app.deps.repos.cart.empty(userId);
      return cartOf(app.deps.repos, userId);
    },
  });
};
