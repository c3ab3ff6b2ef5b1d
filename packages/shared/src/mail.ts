import { z } from 'zod';
import { pageEnvelope } from './api-envelope.ts';
import { languageSchema } from './language-schemas.ts';

/**
 * A mail's state in the outbox (DESIGN §Operations: retries and back-off): waiting for its first
 * or next attempt, handed to the transport, or given up after the last attempt.
 */
export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

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
  kind: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailOutboxResponseSchema = z.object({ data: z.array(outboxMailSchema) });

/** GET /marketplace/mail: the back office's page of the outbox, newest first, by status and recipient. */
export const mailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(mailStatuses).optional(),
  search: z.string().trim().max(254).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailListResponseSchema = pageEnvelope(outboxMailSchema);
export const mailResponseSchema = z.object({ data: outboxMailSchema });
