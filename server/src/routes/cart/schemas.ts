// Wire schemas of the cart (spec §3 "Cart item", "Cart totals"; docs/api.md "Cart").
import { Type } from 'typebox';
import { Body, Id } from '../../http/schemas.js';
import { BaseCurrency } from '../orders/schemas.js';
/** A line holds 1 to 99 of a variant (and never more than its stock). */
export const Quantity = Type.Integer({ minimum: 1, maximum: 99 });

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

export const Cart = Type.Object(
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

export const CartItemParams = Type.Object({ cartItemId: Id() });
export const UpdateQuery = Type.Object({ productDetailId: Id() });
export const QuantityBody = Body({ quantity: Quantity });
export const AddBody = Body({ productDetailId: Id(), quantity: Quantity });
