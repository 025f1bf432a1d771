// What every AdminRefundsGateway shows (issue 29, docs/adr/0054): the InMemory fake and the Http adapter on
// the real server alike.
import { describe, expect, it } from 'vitest';
import { DecisionNotAllowedError, RefundAmountError, RefundChangedError, type AdminRefundsGateway, type RefundDecision } from '../../../src/application/admin/admin-refunds-gateway';
import { NotFoundError, ValidationError } from '../../../src/application/shared/errors';

export interface AdminRefundsWorld {
  refunds: AdminRefundsGateway;
  /** A new refund request of one unit of a delivered line: its id. */
  requested(): Promise<number>;
  /** Another operator decides first. */
  someoneElseDecides(id: number, decision: RefundDecision): Promise<void>;
}

export function describeAdminRefundsGatewayContract(name: string, make: () => Promise<AdminRefundsWorld>): void {
  describe(`AdminRefundsGateway contract: ${name}`, () => {
    it('lists a new request among the pending ones and reads it with its parts adding up to the amount', async () => {
      const { refunds, requested } = await make();
      const id = await requested();
      const pending = await refunds.list({ status: 'requested', pageSize: 100 });
      expect(pending.refunds.map((refund) => refund.id)).toContain(id);
      expect(pending.refunds.every((refund) => refund.status === 'requested')).toBe(true);
      const refund = await refunds.get(id);
      expect(refund).toMatchObject({ id, status: 'requested', approvedAmount: null, rejectionReason: null });
      expect(Number.isInteger(refund.amount)).toBe(true);
      const parts = refund.breakdown;
      expect(parts === null ? refund.amount : parts.items - parts.sellerDiscount + parts.tax + parts.delivery).toBe(refund.amount);
      await expect(refunds.get(999_999)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('answers a request alike listed, read and decided: approving without an amount changes only its status and approved amount', async () => {
      const { refunds, requested } = await make();
      const id = await requested();
      const before = await refunds.get(id);
      expect(before.createdAt).toBe(new Date(before.createdAt).toISOString());
      const approved = await refunds.decide(id, 'approve', { status: 'requested' });
      expect(approved).toEqual({ ...before, status: 'approved', approvedAmount: before.amount });
      expect(await refunds.get(id)).toEqual(approved);
      expect((await refunds.list({ status: 'approved', pageSize: 100 })).refunds.find((refund) => refund.id === id)).toEqual(approved);
    });

    it('approves less than asked, marks refunded once; refuses an amount above the one asked and a reject without reason', async () => {
      const { refunds, requested } = await make();
      const id = await requested();
      const asked = (await refunds.get(id)).amount;
      await expect(refunds.decide(id, 'approve', { status: 'requested', amount: asked + 1 })).rejects.toBeInstanceOf(RefundAmountError);
      const refusal = await refunds.decide(id, 'reject', { status: 'requested', reason: '  ' }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ValidationError);
      expect((refusal as ValidationError).field).toBe('reason');
      expect(await refunds.decide(id, 'approve', { status: 'requested', amount: asked - 1 })).toMatchObject({ status: 'approved', approvedAmount: asked - 1, amount: asked });
      expect(await refunds.decide(id, 'refund', { status: 'approved', restock: true })).toMatchObject({ status: 'refunded', approvedAmount: asked - 1 });
      await expect(refunds.decide(id, 'refund', { status: 'refunded', restock: true })).rejects.toBeInstanceOf(DecisionNotAllowedError);
    });

    it('rejects with the reason as written; a stale status is RefundChangedError with the request as it is', async () => {
      const { refunds, requested, someoneElseDecides } = await make();
      const declined = await requested();
      expect(await refunds.decide(declined, 'reject', { status: 'requested', reason: 'الصور لا تُظهر أي ضرر' })).toMatchObject({ status: 'rejected', rejectionReason: 'الصور لا تُظهر أي ضرر' });
      const raced = await requested();
      await someoneElseDecides(raced, 'approve');
      const stale = await refunds.decide(raced, 'reject', { status: 'requested', reason: 'Too late' }).catch((error: unknown) => error);
      expect(stale).toBeInstanceOf(RefundChangedError);
      expect((stale as RefundChangedError).current).toMatchObject({ id: raced, status: 'approved' });
    });
  });
}
