import { ServerError } from '../../application/errors';
import type { DataDeletionGateway } from '../../application/ports/data-deletion-gateway';
import type { DataDeletionRequest, DataDeletionStatus } from '../../domain/data-deletion';
import type { HttpClient } from './http-client';
import { isWireObject, numberAt, stringAt } from './wire';

const PATH = '/users/data-deletion-request';
const STATUSES: readonly DataDeletionStatus[] = ['pending', 'completed', 'rejected'];

function toRequest(value: unknown): DataDeletionRequest {
  if (!isWireObject(value)) throw new ServerError('Unexpected answer: the data-deletion request is not an object.');
  const status = STATUSES.find((known) => known === value.status);
  if (status === undefined) throw new ServerError('Unexpected answer: unknown data-deletion status.');
  return { id: numberAt(value, 'id'), status, createdAt: stringAt(value, 'createdAt') };
}

export class HttpDataDeletionGateway implements DataDeletionGateway {
  constructor(private readonly http: HttpClient) {}

  async request(reason: string | null): Promise<DataDeletionRequest> {
    const answer = await this.http.post<unknown>(PATH, reason === null ? {} : { reason }, { auth: true });
    if (!isWireObject(answer)) throw new ServerError('Unexpected answer: not an object.');
    return toRequest(answer.request);
  }

  async pending(): Promise<DataDeletionRequest | null> {
    const answer = await this.http.get<unknown>(PATH, { auth: true });
    if (!isWireObject(answer)) throw new ServerError('Unexpected answer: not an object.');
    return answer.request === null ? null : toRequest(answer.request);
  }
}
