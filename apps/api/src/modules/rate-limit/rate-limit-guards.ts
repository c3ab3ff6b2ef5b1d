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
 * Runs an attempt under a failure limit on `key`: refused with 429 once the failures are used up,
 * an error `isFailure` accepts counts one more, a success clears the count.
 */
export async function withFailureLimit<T>(
  context: ServiceContext,
  key: string,
  isFailure: (error: AppError) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const rule = context.config.rateLimits.signInFailuresPerAccount;
  await refuseWhenExhausted(context, key, rule);
  try {
    const result = await attempt();
    await forgetFailures(context, key);
    return result;
  } catch (error) {
    if (error instanceof AppError && isFailure(error)) await recordFailure(context, key, rule);
    throw error;
  }
}

/**
 * Runs a sign-in attempt under the per-account failure limit (keyed by identifier and IP): refused
 * with 429 once the failures are used up, a 401 counts one more, a success clears the count.
 */
export function withSignInFailureLimit<T>(
  context: ServiceContext,
  request: FastifyRequest,
  identifier: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const key = `sign-in-failures:${identifier.trim().toLowerCase()}:${request.ip}`;
  return withFailureLimit(context, key, (error) => error.statusCode === 401, attempt);
}
