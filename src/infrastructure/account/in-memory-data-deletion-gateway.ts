import type { DataDeletionGateway } from '../../application/account/data-deletion-gateway';
import type { DataDeletionRequest } from '../../domain/account/data-deletion';
import { ScriptedFailures } from '../shared/scripted-failures';

const CREATED_AT = '2025-05-02T10:15:00.000Z';

/**
 * The signed-in user's deletion requests, like the server: idempotent while one is pending.
 * A signed-out user is scripted: `failures.fail(new NotLoggedInError())`.
 */
export class InMemoryDataDeletionGateway implements DataDeletionGateway {
  readonly failures = new ScriptedFailures();
  readonly requests: Array<DataDeletionRequest & { reason: string | null }> = [];

  async request(reason: string | null): Promise<DataDeletionRequest> {
    this.failures.check();
    const pending = this.pendingRequest();
    if (pending) return pending;
    const created = { id: this.requests.length + 1, status: 'pending' as const, createdAt: CREATED_AT };
    this.requests.push({ ...created, reason });
    return created;
  }

  async pending(): Promise<DataDeletionRequest | null> {
    this.failures.check();
    return this.pendingRequest();
  }

  private pendingRequest(): DataDeletionRequest | null {
    const found = this.requests.find((request) => request.status === 'pending');
    return found ? { id: found.id, status: found.status, createdAt: found.createdAt } : null;
  }
}
