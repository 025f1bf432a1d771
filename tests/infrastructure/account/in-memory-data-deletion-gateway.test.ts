import { InMemoryDataDeletionGateway } from '../../../src/infrastructure/account/in-memory-data-deletion-gateway';
import { describeDataDeletionGatewayContract } from '../../contract/account/data-deletion-gateway-contract';

describeDataDeletionGatewayContract('InMemoryDataDeletionGateway', async () => ({ deletions: new InMemoryDataDeletionGateway() }));
