import { Type } from 'typebox';
import { Body, Text } from '../../http/schemas.js';
import { DELETION_REASON_MAX } from '../../../../src/domain/data-deletion.js';

export const DataDeletionBody = Body({
  reason: Type.Optional(Text({ maxLength: DELETION_REASON_MAX, description: 'Optional, why the user leaves' })),
});

export const DataDeletionRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('rejected')]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DataDeletionRequest', title: 'DataDeletionRequest' },
);

export const DataDeletionResponse = Type.Object({ request: DataDeletionRequestSchema });
export const PendingDataDeletionResponse = Type.Object({
  request: Type.Union([DataDeletionRequestSchema, Type.Null()], { description: 'null when none is pending' }),
});
