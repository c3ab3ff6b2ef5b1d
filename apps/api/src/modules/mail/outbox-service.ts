import type { MailListQuery, OutboxMail } from '@iot/shared/mail';
import { notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findOutboxMail, listOutboxMails, pageOutboxMails, requeueOutboxMail } from './mail-repository.ts';
import type { OutboxRow } from './mail-table.ts';

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    language: row.language,
    transport: row.transport,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function readOutbox(
  ctx: ServiceContext,
  filter: { to?: string | undefined; limit: number },
): Promise<OutboxMail[]> {
  const { db } = ctx;
  const rows = await listOutboxMails(db, { to: filter.to?.trim().toLowerCase(), limit: filter.limit });
  return rows.map(toOutboxMail);
}

/** GET /mail: a page of the outbox, newest first, by status and by recipient or subject. */
export async function listOutbox(
  ctx: ServiceContext,
  query: MailListQuery,
): Promise<{ data: OutboxMail[]; meta: { page: number; limit: number; total: number } }> {
  const { rows, total } = await pageOutboxMails(ctx.db, {
    status: query.status,
    search: query.search,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map(toOutboxMail), meta: { page: query.page, limit: query.limit, total } };
}

export async function getOutboxMail(ctx: ServiceContext, id: string): Promise<OutboxMail> {
  const row = await findOutboxMail(ctx.db, id);
  if (!row) throw notFound();
  return toOutboxMail(row);
}

/**
 * An administrator's resend: the mail, as it was written, goes back in the queue for a fresh series
 * of attempts (a failed one after its last attempt, or a sent one the customer says never came).
 */
export async function resendOutboxMail(ctx: ServiceContext, id: string): Promise<OutboxMail> {
  const row = await requeueOutboxMail(ctx.db, id, ctx.clock.now());
  if (!row) throw notFound();
  ctx.mailer.deliverSoon();
  return toOutboxMail(row);
}
