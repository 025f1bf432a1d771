// The country feature's contract (docs/adr/0027-one-contract.md): countries and currencies as the
// server answers them; the server validates with these schemas and the client's adapters parse with them.
import * as Type from 'typebox';

export const CountriesResponse = Type.Object({
  countriesReturned: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'In the request language' }),
      flag: Type.String({ description: 'ISO 3166-1 alpha-2 code, lower case: sy, lb' }),
      delivery: Type.Optional(
        Type.Object(
          {
            fee: Type.Number({ description: 'The delivery fee of an order to this country, USD' }),
            freeFrom: Type.Number({ description: 'Goods (after the seller discount, before tax) from this amount on are delivered free, USD' }),
          },
          { description: 'The delivery rule of this country (issue 26: the product page says it)' },
        ),
      ),
    }),
  ),
});

export const CurrencyResponse = Type.Object({
  currencyReturned: Type.Object({
    id: Type.Integer({ description: 'Same as the id of the country that uses it (1 Syria, 2 Lebanon); 3 is USD' }),
    name: Type.String({ description: 'In the request language' }),
    code: Type.String({ description: 'ISO 4217: SYP, LBP, USD' }),
    excRate: Type.Number({ description: 'Units of this currency per 1 USD; prices are stored in USD' }),
    displayStep: Type.Optional(Type.Number({ description: 'Prices in this currency are shown rounded to this step (major units), e.g. 1000 LBP' })),
    cashStep: Type.Optional(Type.Number({ description: 'Cash in this currency is paid rounded to this step (major units): the smallest note in use, e.g. 5000 LBP' })),
  }),
});

/** The third-party IP service (configured by URL): only the field the storefront reads. */
export const GeoAnswer = Type.Object({ country_name: Type.String() });
