import { basicServerMessages } from './server-message-basics.ts';

// The error codes and the default message, apart from the envelope's schemas: the web app's API
// client loads with every page, and reads the envelope only when an answer fails (issue 12).

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  /** 402: the payment provider refused the payment (its message is the error's message). */
  paymentRequired: 'PAYMENT_REQUIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unprocessable: 'UNPROCESSABLE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

/** SPEC §8: what the client shows when the server gives no message. */
export const defaultErrorMessage = basicServerMessages.somethingWentWrong;
