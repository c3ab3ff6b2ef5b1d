import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { consumeAttempt, forgetFailures, recordFailure, refuseWhenExhausted } from './rate-limit-service.ts';

/** preHandler: counts the request against a per-IP rule (shared by all instances through the database). */
export function limitPerIp(name: string, rule: keyof RateLimits) {
  return async (request: FastifyRequest): Promise<void> => {
    await consumeAttempt(request.server, `${name}:ip:${request.ip}`, request.server.config.rateLimits[rule]);
  };
}

/**
 * Runs a sign-in attempt under the per-account failure limit (keyed by identifier and IP): refused
 * with 429 once the failures are used up, a 401 counts one more, a success clears the count.
 */
export async function withSignInFailureLimit<T>(
  context: ServiceContext,
  request: FastifyRequest,
  identifier: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const rule = context.config.rateLimits.signInFailuresPerAccount;
  const key = `sign-in-failures:${identifier.trim().toLowerCase()}:${request.ip}`;
  await refuseWhenExhausted(context, key, rule);
  try {
    const result = await attempt();
    await forgetFailures(context, key);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) await recordFailure(context, key, rule);
    throw error;
  }
}
