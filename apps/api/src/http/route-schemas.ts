import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { serverMessages } from '@iot/shared/server-messages';

/** `/{id}` of a record (DESIGN §Data: ids are UUIDs). */
export const idParams = z.object({ id: z.uuid({ error: serverMessages.invalidId }) });

/** The error answers a back-office route can give, for its OpenAPI description. */
export const adminErrorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
} as const;
