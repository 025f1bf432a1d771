import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT, emptyCheckoutDraft } from '../../../src/domain/orders/checkout';
import { parse } from '../../../src/infrastructure/shared/contract';
import {
  CheckoutBody,
  Order,
  orderOf,
  orderWire,
  type OrderRecord,
} from '../../../src/infrastructure/orders/orders-contract';

// The one mapping per direction (ADR 0058): a stored order → its answer (the server) → the domain's Order
// (the Http adapter). The answer is checked with the schema the server serialises with.

const record = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  ...emptyCheckoutDraft(),
  id: 7,
  status: 'delivered',
  createdAt: new Date('2025-03-01T09:00:00Z'),
  itemCount: 2,
  totalAfterTaxation: '21.50',
  cashTotal: '280000.00',
  cashRounding: '500.00',
  displayCurrency: { id: 1, code: 'SYP', nameEn: 'Syrian pound', nameAr: 'ليرة سورية', excRate: '13000.000000', displayStep: '100.00', cashStep: '1000.00' },
  fullName: 'Lina Haddad',
  city: 'Damascus',
  street: 'Baghdad St. 12',
  details: '3rd floor',
  note: 'Ring twice',
  phone: '963944123456',
  paymentMethod: 'cash_on_delivery',
  countryId: 1,
  totalAmount: '20.00',
  sellerDiscount: '0',
  sellerDiscountAmount: '0.00',
  taxAmount: '1.00',
  deliveryFee: '0.50',
  confirmedAt: null,
  shippedAt: new Date('2025-03-02T09:00:00Z'),
  deliveredAt: new Date('2025-03-03T09:00:00Z'),
  cancelledAt: null,
  items: [
    {
      id: 70,
      orderId: 7,
      productId: 3,
      productDetailId: 30,
      titleEn: 'Lamp',
      titleAr: 'مصباح',
      imageUrl: '/images/lamp.svg',
      color: null,
      variantValue: null,
      unitPrice: '10.00',
      quantity: 2,
      totalAmount: '20.00',
      refundedQuantity: 0,
      pendingRefundQuantity: 1,
    },
  ],
  ...overrides,
});

describe('the orders contract', () => {
  it('answers a stored order in the wire spelling, checked by the schema the server declares', () => {
    const wire = parse(Order, orderWire(record(), 'ar', new Date('2025-03-05T09:00:00Z')));
    expect(wire.items[0]).toMatchObject({ orderItemId: 70, titleEN: 'Lamp', titleAR: 'مصباح', unitPrice: 10, refundableQuantity: 1 });
    expect(wire.items[0]?.refundableUntil).toBe('2025-03-17T09:00:00.000Z');
    expect(wire.displayCurrency).toEqual({ id: 1, code: 'SYP', name: 'ليرة سورية', excRate: 13000, displayStep: 100, cashStep: 1000 });
    expect(wire).toMatchObject({ totalAfterTaxation: 21.5, deliveryFee: 0.5, shippedAt: '2025-03-02T09:00:00.000Z', cancelledAt: null });
  });

  it('carries every text typed at checkout under its own name, from the record to the domain', () => {
    const typed = Object.fromEntries(Object.keys(CHECKOUT_TEXT).map((name) => [name, `typed ${name}`]));
    const order = orderOf(parse(Order, orderWire(record(typed), 'en', new Date('2025-03-05T09:00:00Z'))));
    for (const name of Object.keys(CHECKOUT_TEXT)) expect(order).toHaveProperty(name, `typed ${name}`);
  });

  it('gives the domain cents, titles in both languages and the variant by its own name', () => {
    const order = orderOf(parse(Order, orderWire(record(), 'en', new Date('2025-04-01T09:00:00Z'))));
    expect(order.items[0]).toMatchObject({ variantId: 30, title: { en: 'Lamp', ar: 'مصباح' }, unitPrice: 1000, totalAmount: 2000, refundableQuantity: 0 });
    expect(order).toMatchObject({ totalAmount: 2000, taxAmount: 100, deliveryFee: 50, totalAfterTaxation: 2150 });
    expect(order.cash).toEqual({ total: 280000, rounding: 500 });
  });

  it('declares each checkout text in the body with the length the form checks: required when the form requires it', () => {
    const required = (CheckoutBody.required as readonly string[] | undefined) ?? [];
    const declared = Object.keys(CHECKOUT_TEXT).map((name) => {
      const { maxLength, minLength } = CheckoutBody.properties[name as keyof typeof CHECKOUT_TEXT] as { maxLength?: number; minLength?: number };
      return { name, maxLength, minLength: minLength ?? 0, required: required.includes(name) };
    });
    const rules = Object.entries(CHECKOUT_TEXT).map(([name, { min, max }]) => ({ name, maxLength: max, minLength: min, required: min > 0 }));
    expect(declared).toEqual(rules);
  });
});
