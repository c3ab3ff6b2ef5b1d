import { z } from 'zod';
import { languageSchema } from './language-schemas.ts';

/** GET /marketplace/mail/outbox (admins only): the mails the server sent or would have sent, newest first. */
export const mailOutboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: languageSchema,
  transport: z.enum(['smtp', 'log']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailOutboxResponseSchema = z.object({ data: z.array(outboxMailSchema) });
