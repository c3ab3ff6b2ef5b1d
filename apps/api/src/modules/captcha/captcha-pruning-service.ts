import type { ServiceContext } from '../../service-context.ts';
import { deleteUsedChallengesExpiredBefore } from './spent-challenge-repository.ts';

/** Spent captcha challenges that have expired anyway: a replay of them fails on its expiry alone. */
export function pruneSpentChallenges(ctx: ServiceContext): Promise<number> {
  return deleteUsedChallengesExpiredBefore(ctx.db, ctx.clock.now());
}
