import { Factory } from 'fishery';
import type { Country } from '../../src/domain/country/country';

export const countryFactory = Factory.define<Country>(({ sequence }) => ({
  id: sequence,
  name: `Country ${sequence}`,
  flag: 'sy',
}));

export const syria = (): Country => countryFactory.build({ id: 1, name: 'Syria', flag: 'sy' });
export const lebanon = (): Country => countryFactory.build({ id: 2, name: 'Lebanon', flag: 'lb' });
