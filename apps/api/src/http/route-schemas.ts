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

/**
 * The realm word of the operationIds of a plugin served under both API bases (captcha, locations):
 * `Admin` under /marketplace, `Customer` under /marketplace-customer, so each operationId is unique.
 */
export function realmOfPrefix(prefix: string): 'Admin' | 'Customer' {
  return prefix === '/marketplace-customer' ? 'Customer' : 'Admin';
}

/** `device-types` → `DeviceTypes`, `Use case` → `UseCase`: a resource's name inside a generated operationId. */
export function operationNoun(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
