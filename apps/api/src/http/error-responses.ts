import { errorEnvelopeSchema } from '@iot/shared/api-envelope';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** Route response schemas for the error statuses a route can answer (all use the one envelope). */
export function errorResponses(...statuses: ErrorStatus[]): Record<ErrorStatus, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    ErrorStatus,
    typeof errorEnvelopeSchema
  >;
}
