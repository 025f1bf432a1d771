import { InMemoryCurrencyGateway } from '../../../src/infrastructure/country/in-memory-currency-gateway';
import { describeCurrencyGatewayContract } from '../../contract/country/currency-gateway-contract';

describeCurrencyGatewayContract('InMemoryCurrencyGateway', () => new InMemoryCurrencyGateway());
