import { describe, expect, it } from 'vitest';
import { LineGone, OutOfStock } from '../../../src/application/cart/cart-errors';
import type { CartGateway } from '../../../src/application/cart/cart-gateway';
import { ValidationError } from '../../../src/application/shared/errors';
import { lineTotal, recalculate, sellerDiscountAmount, type Cart } from '../../../src/domain/cart/cart';
import type { LocalisedText } from '../../../src/domain/shared/localised-text';
import type { Money } from '../../../src/domain/shared/money';

/** A variant the shop sells, with at least 3 in stock. */
export interface StockedVariant {
  variantId: number;
  stock: number;
  price: Money;
  title: LocalisedText;
}

/** What a run needs: a shopper's and a seller's cart, both empty, and two stocked variants. */
export interface CartGatewayScene {
  shopper: CartGateway;
  /** Pays 10 % less (spec §3). */
  seller: CartGateway;
  variants: readonly [StockedVariant, StockedVariant];
  /** A variant id the shop does not sell. */
  unknownVariantId: number;
}

const refusal = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => null, (error: unknown) => error);

/** The totals a cart answers are the domain's, to the cent: recalculating changes nothing. */
function expectPricedByTheDomain(cart: Cart): void {
  expect(cart.fromServer).toBe(true);
  expect(cart.totalAmount).toBe(cart.lines.reduce((sum, line) => sum + lineTotal(line), 0));
  expect(cart.totalAfterTaxation).toBe(cart.totalAmount - sellerDiscountAmount(cart) + cart.taxAmount + cart.deliveryFee);
  expect(recalculate(cart)).toEqual(cart);
}

/**
 * What every CartGateway, real or fake, must do (docs/api.md "Cart"). The InMemory adapter runs it in
 * the application project, the Http adapter against the real server in the contract project.
 */
export function describeCartGatewayContract(name: string, make: () => Promise<CartGatewayScene>): void {
  describe(`${name} (CartGateway contract)`, () => {
    it('answers an empty cart with every total at zero', async () => {
      const { shopper } = await make();
      const cart = await shopper.fetch();
      expect(cart.lines).toEqual([]);
      expect(cart.itemCount).toBe(0);
      expect(cart.totalAfterTaxation).toBe(0);
      expect(cart.deliveryFee).toBe(0);
    });

    it('adds variants oldest first, merges the same variant, and answers the lines in the domain\'s words', async () => {
      const { shopper, variants } = await make();
      const [first, second] = variants;
      await shopper.add(first.variantId, 1);
      await shopper.add(second.variantId, 1);
      const cart = await shopper.add(first.variantId, 1);

      expect(cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([
        [first.variantId, 2],
        [second.variantId, 1],
      ]);
      expect(cart.lines[0]).toMatchObject({ title: first.title, price: first.price, stock: first.stock });
      expect(cart.itemCount).toBe(3);
      expect(cart.sellerDiscount).toBe('0');
      expectPricedByTheDomain(cart);
      expect(await shopper.fetch()).toEqual(cart);
    });

    it('sets a line\'s quantity and answers the cart it now holds', async () => {
      const { shopper, variants } = await make();
      const added = await shopper.add(variants[0].variantId, 1);
      const line = added.lines[0];
      if (line === undefined) throw new Error('the add answered no line');

      const cart = await shopper.setQuantity(line, 3);

      expect(cart.lines[0]?.quantity).toBe(3);
      expect(cart.itemCount).toBe(3);
      expectPricedByTheDomain(cart);
    });

    it('removes a line and answers the rest; empties and answers nothing', async () => {
      const { shopper, variants } = await make();
      await shopper.add(variants[0].variantId, 1);
      const both = await shopper.add(variants[1].variantId, 2);
      const first = both.lines[0];
      if (first === undefined) throw new Error('the add answered no line');

      const rest = await shopper.remove(first.cartItemId);
      expect(rest.lines.map((line) => line.variantId)).toEqual([variants[1].variantId]);
      expectPricedByTheDomain(rest);
      expect((await shopper.fetch()).lines).toHaveLength(1);

      const emptied = await shopper.empty();
      expect(emptied.lines).toEqual([]);
      expect(emptied.totalAfterTaxation).toBe(0);
    });

    it('gives a seller 10 % off, to the cent as the domain computes it', async () => {
      const { seller, variants } = await make();
      const cart = await seller.add(variants[0].variantId, 3);
      expect(cart.sellerDiscount).toBe('10');
      expect(sellerDiscountAmount(cart)).toBeGreaterThan(0);
      expectPricedByTheDomain(cart);
    });

    it('refuses more than the stock with OutOfStock saying what is available, and keeps the line', async () => {
      const { shopper, variants } = await make();
      const [first] = variants;
      const full = await shopper.add(first.variantId, first.stock);

      const error = await refusal(shopper.add(first.variantId, 1));
      expect(error).toBeInstanceOf(OutOfStock);
      expect((error as OutOfStock).available).toBe(first.stock);
      expect(await shopper.fetch()).toEqual(full);

      const line = full.lines[0];
      if (line === undefined) throw new Error('the add answered no line');
      const above = await refusal(shopper.setQuantity(line, Math.min(first.stock + 1, 99)));
      expect(above).toBeInstanceOf(OutOfStock);
      expect((above as OutOfStock).available).toBe(first.stock);
    });

    it('says LineGone for a line or a variant that is not there', async () => {
      const { shopper, unknownVariantId } = await make();
      expect(await refusal(shopper.remove(999_999))).toBeInstanceOf(LineGone);
      expect(await refusal(shopper.add(unknownVariantId, 1))).toBeInstanceOf(LineGone);
    });

    it('refuses a line reference whose variant is not the line\'s', async () => {
      const { shopper, variants } = await make();
      const added = await shopper.add(variants[0].variantId, 1);
      const line = added.lines[0];
      if (line === undefined) throw new Error('the add answered no line');
      const error = await refusal(shopper.setQuantity({ cartItemId: line.cartItemId, variantId: variants[1].variantId }, 1));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe('productDetailId');
    });
  });
}
