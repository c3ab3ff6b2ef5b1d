import type { ServiceContext } from '../../service-context.ts';
import { deleteSessionsExpiredBefore, deleteStaleCodeSeries } from './expired-auth-repository.ts';

/**
 * Sessions past their absolute expiry (kept until then so a stolen token is still recognised) and
 * code series with nothing live or blocked, untouched since `staleBefore`.
 */
export async function pruneExpiredAuth(ctx: ServiceContext, staleBefore: Date) {
  const now = ctx.clock.now();
  return {
    sessions: await deleteSessionsExpiredBefore(ctx.db, now),
    codes: await deleteStaleCodeSeries(ctx.db, staleBefore, now),
  };
}
