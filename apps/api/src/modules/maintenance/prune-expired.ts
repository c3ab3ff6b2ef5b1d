import type { ServiceContext } from '../../service-context.ts';
import { pruneExpiredAuth } from '../auth/auth-pruning-service.ts';
import { pruneSpentChallenges } from '../captcha/captcha-pruning-service.ts';
import { pruneRateWindows } from '../rate-limit/rate-limit-pruning-service.ts';

const day = 24 * 60 * 60 * 1000;
/** How often a running server tidies up; every instance may do it, the deletes are idempotent. */
export const pruneIntervalMs = 60 * 60 * 1000;

/**
 * Deletes bookkeeping nobody can use any more: sessions past their absolute expiry, code series
 * with nothing live or blocked, rate windows older than a day (every rule's window is shorter) and
 * spent captcha challenges that have expired anyway. Each module prunes its own tables.
 */
export async function pruneExpired(ctx: ServiceContext) {
  const aDayAgo = new Date(ctx.clock.now().getTime() - day);
  const { sessions, codes } = await pruneExpiredAuth(ctx, aDayAgo);
  return {
    sessions,
    codes,
    rateWindows: await pruneRateWindows(ctx, aDayAgo),
    captchaChallenges: await pruneSpentChallenges(ctx),
  };
}
