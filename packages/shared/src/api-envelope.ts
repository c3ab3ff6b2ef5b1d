import { z } from 'zod';
import { serverMessages } from './server-messages.ts';

/** DESIGN §API: every error answers this shape, whatever the status. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** What the client needs to recover, when the message alone is not enough (a 409 receiptChanged carries the new receipt). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  /** 402: the payment provider refused the payment (its message is the error's message). */
  paymentRequired: 'PAYMENT_REQUIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unprocessable: 'UNPROCESSABLE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

/** SPEC §8: what the client shows when the server gives no message. */
export const defaultErrorMessage = serverMessages.somethingWentWrong;

export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
});

export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
