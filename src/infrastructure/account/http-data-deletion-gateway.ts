import type { DataDeletionGateway } from '../../application/account/data-deletion-gateway';
import type { DataDeletionRequest } from '../../domain/account/data-deletion';
import type { HttpClient } from '../shared/http-client';
import { parse } from '../shared/contract';
import { DataDeletionResponse, PendingDataDeletionResponse } from './account-contract';

const PATH = '/users/data-deletion-request';

export class HttpDataDeletionGateway implements DataDeletionGateway {
  constructor(private readonly http: HttpClient) {}

  async request(reason: string | null): Promise<DataDeletionRequest> {
    const answer = await this.http.post<unknown>(PATH, reason === null ? {} : { reason }, { auth: true });
    return parse(DataDeletionResponse, answer).request;
  }

  async pending(): Promise<DataDeletionRequest | null> {
    return parse(PendingDataDeletionResponse, await this.http.get<unknown>(PATH, { auth: true })).request;
  }
}
