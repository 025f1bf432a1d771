// The cart's contract (docs/adr/0027-one-contract.md; spec §3 "Cart item", "Cart totals"; docs/api.md
// "Cart"): the wire shapes the server validates and the client parses, the API's error codes, and the
// one mapping each side needs: a cart's records to its answer (the server, and the fake) and the
// answer to the domain's Cart (the Http adapter, and the fake). The wire keeps the spec's names.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { DEFAULT_SELLER_DISCOUNT, MAX_LINE_QUANTITY, type Cart, type CartLine } from '../../domain/cart/cart';
import { paidUnit, priceCart, type DeliveryRule } from '../../domain/cart/pricing';
import { toMajor, toMinor, type Money } from '../../domain/shared/money';
import { BaseCurrency, Body, Id } from '../shared/shared-contract';

/** The API's reasons for refusing a cart change (409, with `available`: the most the line may hold). */
export const CartErrorCode = {
  /** More than the variant's stock. */
  insufficientStock: 'INSUFFICIENT_STOCK',
  /** More than the 99 one line may hold. */
  quantityLimit: 'QUANTITY_LIMIT',
} as const;

/** The part of a 409 refusal a client reads (the server's StockErrorBody has more). */
export const CartRefusal = Type.Object({
  code: Type.String(),
  available: Type.Optional(Type.Integer({ description: 'The most the line may hold' })),
});

/** A line holds 1 to 99 of a variant (and never more than its stock). */
export const Quantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });

export const CartItem = Type.Object({
  cartItemId: Type.Integer(),
  productDetailId: Type.Integer(),
  productId: Type.Integer(),
  titleEN: Type.String(),
  titleAR: Type.String(),
  imageURL: Type.String(),
  color: Type.Union([Type.String(), Type.Null()]),
  variantValue: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number({ description: 'USD' }),
  discountPrice: Type.Union([Type.Number(), Type.Null()], { description: 'The amount taken off, USD; null without a discount' }),
  priceWithDiscount: Type.Union([Type.Number(), Type.Null()], { description: 'What is paid per unit, USD; null without a discount' }),
  quantity: Type.Integer(),
  totalAmount: Type.Number({ description: 'quantity × (priceWithDiscount ?? price), USD' }),
  stock: Type.Integer({ description: "Today's stock of the variant" }),
});

export const CartAnswer = Type.Object(
  {
    cartItems: Type.Array(CartItem, { description: 'Oldest line first' }),
    totalAmount: Type.Number(),
    taxAmount: Type.Number(),
    deliveryFee: Type.Number({ description: "USD: the country's fee, 0 for an empty cart or when the goods (after the seller discount) reach delivery.freeFrom" }),
    delivery: Type.Object(
      {
        fee: Type.Number({ description: "The delivery fee of the user's country, USD" }),
        freeFrom: Type.Number({ description: 'Goods after the seller discount, before tax, from which delivery is free, USD' }),
      },
      { description: "The delivery rule of the user's country, so a client can recompute the fee when a quantity changes" },
    ),
    totalAfterTaxation: Type.Number({ description: 'What is paid: totalAmount − sellerDiscountAmount + taxAmount + deliveryFee' }),
    sellerDiscount: Type.String({ description: "The seller discount percentage as text: '0' (Shopper) or '10' (Seller)" }),
    sellerDiscountAmount: Type.Number(),
    itemCount: Type.Integer({ description: 'Σ quantities' }),
    currency: BaseCurrency,
  },
  { $id: 'Cart', title: 'Cart' },
);

export type CartItemWire = Static<typeof CartItem>;
export type CartWire = Static<typeof CartAnswer>;

export const CartItemParams = Type.Object({ cartItemId: Id() });
export const UpdateQuery = Type.Object({ productDetailId: Id() });
export const QuantityBody = Body({ quantity: Quantity });
export const AddBody = Body({ productDetailId: Id(), quantity: Quantity });

/** One line as a cart store holds it (the database, the fake): money in cents, `discount` the amount taken off. */
export interface CartLineRecord {
  cartItemId: number;
  productDetailId: number;
  productId: number;
  titleEN: string;
  titleAR: string;
  imageURL: string;
  color: string | null;
  variantValue: string | null;
  price: Money;
  discount: Money | null;
  quantity: number;
  stock: number;
}

/** Who pays what: the seller discount by role, the tax and delivery by country. */
export interface CartPricing {
  sellerPercent: number;
  /** The tax rate in ten-thousandths ('0.0500' → 500). */
  taxBasis: number;
  delivery: DeliveryRule;
}

function itemWire(record: CartLineRecord): CartItemWire {
  const unit = paidUnit(record.price, record.discount);
  const discounted = record.discount !== null && record.discount > 0;
  return {
    cartItemId: record.cartItemId,
    productDetailId: record.productDetailId,
    productId: record.productId,
    titleEN: record.titleEN,
    titleAR: record.titleAR,
    imageURL: record.imageURL,
    color: record.color,
    variantValue: record.variantValue,
    price: toMajor(record.price),
    discountPrice: discounted ? toMajor(record.discount ?? 0) : null,
    priceWithDiscount: discounted ? toMajor(unit) : null,
    quantity: record.quantity,
    totalAmount: toMajor(unit * record.quantity),
    stock: record.stock,
  };
}

/** The answer of every cart call: the lines, oldest first, and the totals of docs/api.md "Totals". */
export function cartAnswer(records: readonly CartLineRecord[], pricing: CartPricing): CartWire {
  const priced = records.map((record) => ({ unit: paidUnit(record.price, record.discount), quantity: record.quantity }));
  const totals = priceCart(priced, pricing.sellerPercent, { basis: pricing.taxBasis }, pricing.delivery);
  return {
    cartItems: records.map(itemWire),
    totalAmount: toMajor(totals.totalAmount),
    taxAmount: toMajor(totals.taxAmount),
    deliveryFee: toMajor(totals.deliveryFee),
    delivery: { fee: toMajor(pricing.delivery.fee), freeFrom: toMajor(pricing.delivery.freeFrom) },
    totalAfterTaxation: toMajor(totals.totalAfterTaxation),
    sellerDiscount: String(pricing.sellerPercent),
    sellerDiscountAmount: toMajor(totals.sellerDiscountAmount),
    itemCount: totals.itemCount,
    currency: { code: 'USD', excRate: 1 },
  };
}

const optionalMinor = (amount: number | null): Money | null => (amount === null ? null : toMinor(amount));

function lineOf(item: CartItemWire): CartLine {
  return {
    cartItemId: item.cartItemId,
    variantId: item.productDetailId,
    title: { en: item.titleEN, ar: item.titleAR },
    imageURL: item.imageURL,
    color: item.color,
    variantValue: item.variantValue,
    price: toMinor(item.price),
    discountPrice: optionalMinor(item.discountPrice),
    priceWithDiscount: optionalMinor(item.priceWithDiscount),
    quantity: item.quantity,
    stock: item.stock,
  };
}

/** The answer in the domain's words: dollars become cents here, once; line totals and counts are derived. */
export function cartOf(wire: CartWire): Cart {
  const lines = wire.cartItems.map(lineOf);
  return {
    lines,
    totalAmount: toMinor(wire.totalAmount),
    taxAmount: toMinor(wire.taxAmount),
    delivery: { fee: toMinor(wire.delivery.fee), freeFrom: toMinor(wire.delivery.freeFrom) },
    deliveryFee: toMinor(wire.deliveryFee),
    totalAfterTaxation: toMinor(wire.totalAfterTaxation),
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    sellerDiscount: wire.sellerDiscount.trim() || DEFAULT_SELLER_DISCOUNT,
    fromServer: true,
  };
}
