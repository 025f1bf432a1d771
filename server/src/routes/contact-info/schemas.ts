import { Type } from 'typebox';

export const ContactInfoResponse = Type.Object({
  recordReturned: Type.Object({
    phoneCall: Type.String(),
    email: Type.String(),
    address: Type.Optional(Type.String({ description: 'In the request language; absent when there is none' })),
  }),
});
