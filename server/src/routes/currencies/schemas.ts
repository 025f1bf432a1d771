import { Type } from 'typebox';

export const CurrencyResponse = Type.Object({
  currencyReturned: Type.Object({
    id: Type.Integer({ description: 'Same as the id of the country that uses it (1 Syria, 2 Lebanon); 3 is USD' }),
    name: Type.String({ description: 'In the request language' }),
    code: Type.String({ description: 'ISO 4217: SYP, LBP, USD' }),
    excRate: Type.Number({ description: 'Units of this currency per 1 USD; prices are stored in USD' }),
  }),
});
