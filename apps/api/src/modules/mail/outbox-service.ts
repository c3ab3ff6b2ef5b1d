import type { OutboxMail } from '@iot/shared/mail';
import type { ServiceContext } from '../../service-context.ts';
import { listOutboxMails } from './mail-repository.ts';
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
