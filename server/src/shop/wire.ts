// The cart's rows in the contract's record shape (money in cents), for the contract's one mapping.
// Orders and refunds map in their contracts (orderWire, refundWire: ADR 0058).
import type { CartLineRow } from '../repositories/cart-repository.js';
import { cartAnswer, type CartWire } from '@/infrastructure/cart/cart-contract';
import { centsOf } from './money.js';
import type { Pricing } from './pricing.js';

/** The cart's answer: its rows in the contract's record shape, priced and mapped by the contract. */
export function cartWire(lines: CartLineRow[], pricing: Pricing): CartWire {
  const records = lines.map(({ titleEn, titleAr, images, price, discountPrice, ...line }) => ({
    ...line,
    titleEN: titleEn,
    titleAR: titleAr,
    imageURL: images[0] ?? '',
    price: centsOf(price),
    discount: discountPrice === null ? null : centsOf(discountPrice),
  }));
  return cartAnswer(records, pricing);
}

