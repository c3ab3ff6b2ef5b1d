import type { FastifyRequest } from 'fastify';
import { captchaHeader, captchaUnavailableMessage } from '@iot/shared/auth';
import type { RecaptchaSettings } from '../../config.ts';
import { badRequest } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { markChallengeUsed } from './captcha-repository.ts';
import { checkSolution, createChallenge } from './proof-of-work.ts';

const challengeLifetimeSeconds = 5 * 60;
const invalidCaptchaMessage = 'Invalid captcha';
const siteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

export type CaptchaChallenge =
  | { provider: 'pow'; challenge: string; difficulty: number; expiresAt: string }
  | { provider: 'recaptcha'; siteKey: string };

/** What the sign-in screens need before they can send the captcha header. */
export function issueCaptchaChallenge(
  context: Pick<ServiceContext, 'config' | 'tokenSecret' | 'clock'>,
): CaptchaChallenge {
  const { recaptcha, difficulty } = context.config.captcha;
  if (recaptcha) return { provider: 'recaptcha', siteKey: recaptcha.siteKey };
  const { challenge, expiresAt } = createChallenge(context.tokenSecret, context.clock.now(), challengeLifetimeSeconds);
  return { provider: 'pow', challenge, difficulty, expiresAt: expiresAt.toISOString() };
}

/** Google's answer decides; any failure to ask (network, timeout, bad JSON) refuses: the check fails closed. */
async function verifyRecaptcha(settings: RecaptchaSettings, token: string, remoteIp: string): Promise<boolean> {
  try {
    const response = await fetch(settings.verifyUrl ?? siteverifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}

/** Checks the captcha token of a request: 400 'Execute recaptcha not yet available' without one, 'Invalid captcha' when wrong or replayed. */
export async function verifyCaptcha(
  context: ServiceContext,
  token: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (!token) throw badRequest(captchaUnavailableMessage);
  const { recaptcha, difficulty } = context.config.captcha;
  if (recaptcha) {
    if (!(await verifyRecaptcha(recaptcha, token, remoteIp))) throw badRequest(invalidCaptchaMessage);
    return;
  }
  const now = context.clock.now();
  const check = checkSolution(context.tokenSecret, token, difficulty, now);
  if (!check.ok || !(await markChallengeUsed(context.db, check.id, check.expiresAt, now)))
    throw badRequest(invalidCaptchaMessage);
}

/** preHandler for every route SPEC §7 sends a recaptcha header to. */
export async function requireCaptcha(request: FastifyRequest): Promise<void> {
  const header = request.headers[captchaHeader];
  const token = Array.isArray(header) ? header[0] : header;
  await verifyCaptcha(request.server, token?.trim() || undefined, request.ip);
}
