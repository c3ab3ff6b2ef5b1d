/** What other modules may read of administrators (DESIGN §API): the names shown beside their actions. */
import type { Language } from '@iot/shared/languages';
import { isUuid } from '../auth/account-service.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findAdminMailRecipients, findAdminsByIds } from './admin-repository.ts';

/** Each administrator's shown name (first and last name, else the e-mail), by id; unknown ids are left out. */
export async function readAdminNames(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>> {
  const rows = await findAdminsByIds(ctx.db, [...new Set(ids.filter(isUuid))]);
  return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email]));
}

/** An administrator's shown name (as above) and e-mail, for the audit log; undefined for an unknown id. */
export async function readAdminIdentity(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await findAdminsByIds(ctx.db, isUuid(id) ? [id] : []);
  if (!row) return undefined;
  return { name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email, email: row.email };
}

/** Who the back office's mails go to (a new order, request or message; the stock digest), each in their language. */
export async function readAdminMailRecipients(
  ctx: Pick<ServiceContext, 'db'>,
): Promise<{ email: string; language: Language }[]> {
  return findAdminMailRecipients(ctx.db);
}
