import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  refundAmountOf,
  refundBreakdownOf,
  refundBreakdown,
  emptyRefundDraft,
  firstInvalidRefundField,
  photosSuggested,
  REFUND_NOTE_MAX,
  REFUND_PHOTO_BYTES_MAX,
  refundEligibility,
  refundStatusLabel,
  refundStatusTone,
  validateRefund,
  type RefundDraft,
  type RefundPhoto,
} from '../../../src/domain/refunds/refund';
import { deliveredOrder, orderFactory, orderItemFactory } from '../../factories/order-factory';

const DAY = 86_400_000;
const photo = (overrides: Partial<RefundPhoto> = {}): RefundPhoto => ({
  name: 'box.jpg',
  type: 'image/jpeg',
  size: 200_000,
  dataUrl: 'data:image/jpeg;base64,AAAA',
  ...overrides,
});

describe('refundEligibility', () => {
  const placed = orderFactory.build({ items: [orderItemFactory.build({ quantity: 3 })] });
  const delivered = deliveredOrder(placed, '2025-01-02T12:00:00.000Z');
  const deliveredAt = Date.parse('2025-01-02T12:00:00.000Z');
  const item = delivered.items[0];
  if (item === undefined) throw new Error('one line expected');

  it('refuses an order that is not delivered yet', () => {
    expect(refundEligibility(placed, placed.items[0] ?? item, deliveredAt)).toEqual({ refundable: false, why: 'not-delivered' });
    expect(refundEligibility({ ...delivered, status: 'shipped' }, item, deliveredAt)).toEqual({ refundable: false, why: 'not-delivered' });
  });

  it('allows 1 … bought − refunded − pending within 14 days of delivery', () => {
    expect(refundEligibility(delivered, item, deliveredAt + DAY)).toEqual({ refundable: true, maxQuantity: 3 });
    expect(refundEligibility(delivered, { ...item, refundedQuantity: 1, pendingRefundQuantity: 1, refundableQuantity: 1 }, deliveredAt + DAY)).toEqual({
      refundable: true,
      maxQuantity: 1,
    });
    expect(refundEligibility(delivered, item, deliveredAt + 14 * DAY)).toEqual({ refundable: true, maxQuantity: 3 });
  });

  it('says the window closed after 14 days', () => {
    expect(refundEligibility(delivered, item, deliveredAt + 14 * DAY + 1)).toEqual({ refundable: false, why: 'window-closed' });
  });

  it('says nothing is left when everything was refunded or requested', () => {
    expect(refundEligibility(delivered, { ...item, refundedQuantity: 2, pendingRefundQuantity: 1, refundableQuantity: 0 }, deliveredAt)).toEqual({
      refundable: false,
      why: 'nothing-left',
    });
  });
});

const draft = (overrides: Partial<RefundDraft> = {}): RefundDraft => ({ ...emptyRefundDraft(), reason: 'damaged', ...overrides });

describe('validateRefund', () => {
  const target = { orderId: 4, orderItemId: 9, maxQuantity: 2 };

  it('answers the request to send, photos as data URLs', () => {
    expect(validateRefund(draft({ quantity: ' 2 ', note: ' box crushed ', photos: [photo()] }), target)).toEqual({
      ok: true,
      value: { orderId: 4, orderItemId: 9, quantity: 2, reason: 'damaged', note: 'box crushed', photos: ['data:image/jpeg;base64,AAAA'] },
    });
  });

  it('requires a reason and a quantity between 1 and what is left', () => {
    expect(validateRefund(draft({ reason: '', quantity: '' }), target)).toEqual({ ok: false, error: { quantity: 'required', reason: 'required' } });
    expect(validateRefund(draft({ quantity: '0' }), target)).toEqual({ ok: false, error: { quantity: 'tooFew' } });
    expect(validateRefund(draft({ quantity: '3' }), target)).toEqual({ ok: false, error: { quantity: 'tooMany' } });
    expect(validateRefund(draft({ quantity: '1.5' }), target)).toEqual({ ok: false, error: { quantity: 'invalidQuantity' } });
  });

  it('reads Arabic-Indic and Persian digits as the store\'s other numeric fields do', () => {
    expect(validateRefund(draft({ quantity: '٢' }), target)).toMatchObject({ ok: true, value: { quantity: 2 } });
    expect(validateRefund(draft({ quantity: ' ۱ ' }), target)).toMatchObject({ ok: true, value: { quantity: 1 } });
    expect(validateRefund(draft({ quantity: '٣' }), target)).toEqual({ ok: false, error: { quantity: 'tooMany' } });
    const placed = deliveredOrder(orderFactory.build({ items: [orderItemFactory.build({ quantity: 3 })] }), '2025-01-02T12:00:00.000Z');
    const line = placed.items[0];
    if (line === undefined) throw new Error('one line expected');
    expect(refundBreakdownOf(placed, line, '٢', 2, 'damaged')).toEqual(refundBreakdownOf(placed, line, '2', 2, 'damaged'));
  });

  it('bounds the note to 500 characters', () => {
    expect(validateRefund(draft({ note: 'x'.repeat(REFUND_NOTE_MAX) }), target).ok).toBe(true);
    expect(validateRefund(draft({ note: 'x'.repeat(REFUND_NOTE_MAX + 1) }), target)).toEqual({ ok: false, error: { note: 'tooLong' } });
  });

  it('accepts up to 3 JPEG, PNG or WebP photos of at most 1 MB each', () => {
    const three = [photo(), photo({ type: 'image/png' }), photo({ type: 'image/webp', size: REFUND_PHOTO_BYTES_MAX })];
    expect(validateRefund(draft({ photos: three }), target).ok).toBe(true);
    expect(validateRefund(draft({ photos: [...three, photo()] }), target)).toEqual({ ok: false, error: { photos: 'tooManyPhotos' } });
    expect(validateRefund(draft({ photos: [photo({ type: 'image/gif' })] }), target)).toEqual({ ok: false, error: { photos: 'photoType' } });
    expect(validateRefund(draft({ photos: [photo({ size: REFUND_PHOTO_BYTES_MAX + 1 })] }), target)).toEqual({
      ok: false,
      error: { photos: 'photoTooLarge' },
    });
  });

  it('points at the first wrong field in form order', () => {
    expect(firstInvalidRefundField({ note: 'tooLong', reason: 'required' })).toBe('reason');
    expect(firstInvalidRefundField({})).toBeNull();
  });
});

describe('refund labels', () => {
  it('maps statuses to label keys and tones, and asks for photos when damaged', () => {
    expect(refundStatusLabel('picked-up')).toBe('refundStatus.picked-up');
    expect(refundStatusTone('rejected')).toBe('stopped');
    expect(refundStatusTone('refunded')).toBe('done');
    expect(photosSuggested('damaged')).toBe(true);
    expect(photosSuggested('changed-mind')).toBe(false);
  });
});

describe('refundAmountOf (issue 15: the amount that will be refunded, before sending; ADR 0008)', () => {
  const item = orderItemFactory.build({ unitPrice: 1250, quantity: 3 });
  // Goods 43.50, delivery fee 2.00.
  const order = { totalAmount: 4350, sellerDiscountAmount: 0, taxAmount: 0, deliveryFee: 200 };

  it('is the unit price paid times the quantity, plus its share of the delivery fee rounded down', () => {
    expect(refundAmountOf(order, item, '2', 3, 'damaged')).toBe(2500 + 114);
    expect(refundAmountOf(order, item, ' 3 ', 3, 'faulty')).toBe(3750 + 172);
  });

  it('gives no share of the fee to a shopper who changed their mind, nor before a reason is chosen', () => {
    expect(refundAmountOf(order, item, '2', 3, 'changed-mind')).toBe(2500);
    expect(refundAmountOf(order, item, '2', 3, '')).toBe(2500);
    expect(refundAmountOf({ ...order, deliveryFee: 0 }, item, '2', 3, 'damaged')).toBe(2500);
  });

  it('is unknown while the quantity is not one the form accepts', () => {
    expect(refundAmountOf(order, item, '', 3, 'damaged')).toBeNull();
    expect(refundAmountOf(order, item, '0', 3, 'damaged')).toBeNull();
    expect(refundAmountOf(order, item, '4', 3, 'damaged')).toBeNull();
    expect(refundAmountOf(order, item, '1.5', 3, 'damaged')).toBeNull();
  });
});

describe('refundBreakdown (issue 26: the amount explained, the tax paid on the items refunded)', () => {
  // Goods 43.50, seller discount 4.35, tax 11 % of 39.15 = 4.31, delivery 4.00.
  const order = { totalAmount: 4350, sellerDiscountAmount: 435, taxAmount: 431, deliveryFee: 400 };

  it('refunds the items, less their share of the seller discount, plus their tax and, unless she changed her mind, their delivery share', () => {
    // 2 × 12.50 = 25.00 of 43.50: discount 2.50 (250.0), tax 2.47 (247.7 down), delivery 2.29 (229.8 down).
    expect(refundBreakdown(order, 1250, 2, 'damaged')).toEqual({ items: 2500, sellerDiscount: 250, tax: 247, delivery: 229, total: 2500 - 250 + 247 + 229 });
    expect(refundBreakdown(order, 1250, 2, 'changed-mind')).toEqual({ items: 2500, sellerDiscount: 250, tax: 247, delivery: 0, total: 2500 - 250 + 247 });
  });

  it('never pays back more than the order, whatever is refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 2_000 }),
        (unit, quantity, other, discountPercent, fee) => {
          const goods = unit * quantity + other;
          const discount = Math.floor((goods * discountPercent) / 100);
          const tax = Math.floor((goods - discount) / 10);
          const whole = { totalAmount: goods, sellerDiscountAmount: discount, taxAmount: tax, deliveryFee: fee };
          const parts = refundBreakdown(whole, unit, quantity, 'faulty');
          expect(parts.total).toBe(parts.items - parts.sellerDiscount + parts.tax + parts.delivery);
          expect(parts.total).toBeLessThanOrEqual(goods - discount + tax + fee);
          expect(parts.tax).toBeLessThanOrEqual(tax);
          expect(parts.delivery).toBeLessThanOrEqual(fee);
        },
      ),
    );
  });
});
