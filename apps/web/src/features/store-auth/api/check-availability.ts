import type { z } from 'zod';
import { checkDataResponseSchema, type checkDataBodySchema } from '@iot/shared/auth';
import { apiRequest } from '../../../api/client.ts';

/** Is this e-mail, username or phone number still free? Answers true per field when available. */
export async function checkAvailability(body: z.input<typeof checkDataBodySchema>, signal?: AbortSignal) {
  const { data } = await apiRequest('/companies/check-data', {
    schema: checkDataResponseSchema,
    base: 'customer',
    method: 'POST',
    body,
    signal,
  });
  return data;
}
