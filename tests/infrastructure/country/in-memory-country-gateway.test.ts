import { InMemoryCountryGateway } from '../../../src/infrastructure/country/in-memory-country-gateway';
import { describeCountryGatewayContract } from '../../contract/country/country-gateway-contract';

describeCountryGatewayContract('InMemoryCountryGateway', () => new InMemoryCountryGateway());
