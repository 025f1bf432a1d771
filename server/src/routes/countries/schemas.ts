import { Type } from 'typebox';

export const CountriesResponse = Type.Object({
  countriesReturned: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'In the request language' }),
      flag: Type.String({ description: 'ISO 3166-1 alpha-2 code, lower case: sy, lb' }),
    }),
  ),
});
