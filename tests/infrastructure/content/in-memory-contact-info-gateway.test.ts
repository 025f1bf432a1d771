import { InMemoryContactInfoGateway } from '../../../src/infrastructure/content/in-memory-contact-info-gateway';
import { describeContactInfoGatewayContract } from '../../contract/content/contact-info-gateway-contract';

describeContactInfoGatewayContract('InMemoryContactInfoGateway', () => new InMemoryContactInfoGateway());
