import { afterAll, beforeAll } from 'vitest';
import { HttpCountryGateway } from '../../../src/infrastructure/country/http-country-gateway';
import { HttpCurrencyGateway } from '../../../src/infrastructure/country/http-currency-gateway';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { startRealServer, type RealServer } from '../support/real-server';
import { describeCountryGatewayContract } from './country-gateway-contract';
import { describeCurrencyGatewayContract } from './currency-gateway-contract';

// The country feature's Http adapters on the real reference API (reference data only: no catalogue seeded).

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({});
}, 120_000);

afterAll(async () => {
  await real.close();
});

const http = () => new HttpClient(real.base, new InMemorySession());

describeCountryGatewayContract('HttpCountryGateway', () => new HttpCountryGateway(http()));
describeCurrencyGatewayContract('HttpCurrencyGateway', () => new HttpCurrencyGateway(http()));
