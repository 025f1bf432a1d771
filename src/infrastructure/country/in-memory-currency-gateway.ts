
import { NotFoundError } from '../../application/shared/errors';
import type { CurrencyGateway } from '../../application/country/currency-gateway';
import type { Currency } from '../../domain/country/currency';
import { ScriptedFailures } from '../shared/scripted-failures';

const SEEDED: readonly Currency[] = [
  { id: 1, name: 'Syrian pound', code: 'SYP', excRate: 13000, displayStep: 100, cashStep: 1000 },
  { id: 2, name: 'Lebanese pound', code: 'LBP', excRate: 89500, displayStep: 1000, cashStep: 5000 },
  { id: 3, name: 'US dollar', code: 'USD', excRate: 1, displayStep: 0.01, cashStep: 0.01 },
];

export class InMemoryCurrencyGateway implements CurrencyGateway {
  readonly failures = new ScriptedFailures();
  currencies: Currency[];

  constructor(currencies: readonly Currency[] = SEEDED) {
    this.currencies = currencies.map((currency) => ({ ...currency }));
  }

  async byId(id: number): Promise<Currency> {
    this.failures.check();
    const found = this.currencies.find((currency) => currency.id === id);
    if (found === undefined) throw new NotFoundError('Currency not found.');
    return { ...found };
  }
}
