/** What other modules may read of administrators (DESIGN §API): the names shown beside their actions. */
import { isUuid } from '../auth/account-service.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findAdminsByIds } from './admin-repository.ts';

/** Each administrator's shown name (first and last name, else the e-mail), by id; unknown ids are left out. */
export async function readAdminNames(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>> {
  const rows = await findAdminsByIds(ctx.db, [...new Set(ids.filter(isUuid))]);
  return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email]));
}
