/** What other modules may read of administrators (DESIGN §API): the names shown beside their actions. */
import { isUuid } from '../auth/account-service.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findAdminsByIds } from './admin-repository.ts';

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
