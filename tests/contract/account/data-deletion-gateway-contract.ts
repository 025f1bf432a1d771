// What every DataDeletionGateway shows: none pending at first, one request however often it is asked.
import { describe, expect, it } from 'vitest';
import type { DataDeletionGateway } from '../../../src/application/account/data-deletion-gateway';

export interface DataDeletionGatewayHarness {
  /** Signed in as a shopper who has not asked for deletion yet. */
  deletions: DataDeletionGateway;
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function describeDataDeletionGatewayContract(name: string, make: () => Promise<DataDeletionGatewayHarness>): void {
  describe(`DataDeletionGateway contract: ${name}`, () => {
    it('has none pending, records one, and answers that one when asked again', async () => {
      const { deletions } = await make();
      expect(await deletions.pending()).toBeNull();

      const first = await deletions.request('I moved abroad');
      expect(first).toEqual({ id: expect.any(Number), status: 'pending', createdAt: expect.stringMatching(ISO_8601) });
      expect(await deletions.request(null)).toEqual(first);
      expect(await deletions.pending()).toEqual(first);
    });

    it('records a request without a reason', async () => {
      const { deletions } = await make();
      expect(await deletions.request(null)).toMatchObject({ status: 'pending' });
    });
  });
}
