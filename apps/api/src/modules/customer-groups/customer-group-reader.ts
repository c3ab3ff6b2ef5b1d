import type { Owner } from '../../db/owner-columns.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findGroupIdsOfOwner } from './customer-group-repository.ts';

/**
 * What other modules may read of customer groups (DESIGN §API): the groups a customer is in, for
 * the discount condition that limits a code to some groups.
 */
export function customerGroupIdsOf(ctx: Pick<ServiceContext, 'db'>, owner: Owner): Promise<string[]> {
  return findGroupIdsOfOwner(ctx.db, owner);
}
