import { errorCodes } from '@iot/shared/api-envelope';
import { serverMessages } from '@iot/shared/server-messages';

/** A failure the client caused or may act on; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message: string = serverMessages.authenticationRequired) =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message: string = serverMessages.notAllowed) =>
  new AppError(403, errorCodes.forbidden, message);
export const notFound = (message: string = serverMessages.notFound) => new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>, details?: Record<string, unknown>) =>
  new AppError(409, errorCodes.conflict, message, fields, undefined, details);
/** 402 with the payment provider's own words (SPEC §8: a declined card shows the provider's message). */
export const paymentRequired = (message: string) => new AppError(402, errorCodes.paymentRequired, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, errorCodes.validation, message, fields);
/** 429 with Retry-After, so a client (and a proxy) knows when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number, fields?: Record<string, string>) =>
  new AppError(429, errorCodes.tooManyRequests, message, fields, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** 400 with one message per field path (dot-separated), worded by the SPEC §5 templates. */
export function validationFailed(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  return new AppError(400, errorCodes.validation, first, fields);
}
