import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Owner } from '../../db/owner-columns.ts';
import { discountRedemptionsTable, discountsTable } from './discount-table.ts';

export type OwnerRedemption = {
  discountId: string;
  code: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  usedAt: Date;
  releasedAt: Date | null;
};

/** Every use of a code by the owner's orders, newest first, released ones (rejected orders) included. */
export function redemptionsOfOwner(db: Database, owner: Owner): Promise<OwnerRedemption[]> {
  return db
    .select({
      discountId: discountRedemptionsTable.discountId,
      code: discountsTable.code,
      orderId: discountRedemptionsTable.orderId,
      amountMinor: discountRedemptionsTable.amountMinor,
      currency: discountRedemptionsTable.currency,
      usedAt: discountRedemptionsTable.createdAt,
      releasedAt: discountRedemptionsTable.releasedAt,
    })
    .from(discountRedemptionsTable)
    .innerJoin(discountsTable, eq(discountsTable.id, discountRedemptionsTable.discountId))
    .where(and(eq(discountRedemptionsTable.ownerKind, owner.kind), eq(discountRedemptionsTable.ownerId, owner.id)))
    .orderBy(desc(discountRedemptionsTable.createdAt), desc(discountRedemptionsTable.id));
}
