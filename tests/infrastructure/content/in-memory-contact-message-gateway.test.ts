import { InMemoryContactMessageGateway } from '../../../src/infrastructure/content/in-memory-contact-message-gateway';
import { describeContactMessageGatewayContract } from '../../contract/content/contact-message-gateway-contract';

describeContactMessageGatewayContract('InMemoryContactMessageGateway', () => new InMemoryContactMessageGateway());
