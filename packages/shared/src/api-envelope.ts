import { z } from 'zod';

/** DESIGN §API: every error answers this shape, whatever the status. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** What the client needs to recover, when the message alone is not enough (a 409 receiptChanged carries the new receipt). */
    details: z.record(z.string(), z.unknown()).optional(),
    /** The server's id of the request (also its `x-request-id` header and in each of its log lines), to quote in a report. */
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export { defaultErrorMessage, errorCodes } from './api-errors.ts';

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
