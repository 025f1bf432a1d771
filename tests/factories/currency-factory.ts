import { Factory } from 'fishery';
import type { Currency } from '../../src/domain/country/currency';

export const currencyFactory = Factory.define<Currency>(({ sequence }) => ({
  id: sequence,
  name: `Currency ${sequence}`,
  code: 'USD',
  excRate: 1,
}));

export const syrianPound = (): Currency => currencyFactory.build({ id: 1, name: 'Syrian pound', code: 'SYP', excRate: 13000 });
export const lebanesePound = (): Currency => currencyFactory.build({ id: 2, name: 'Lebanese pound', code: 'LBP', excRate: 89500 });
