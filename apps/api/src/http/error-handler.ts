import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorEnvelope } from '@iot/shared/api-envelope';
import { localizeMessage } from '@iot/shared/validation-messages';
import { AppError } from './app-error.ts';
import { serverMessages } from '@iot/shared/server-messages';

const codeByStatus: Record<number, string> = {
  400: errorCodes.validation,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unprocessable,
  422: errorCodes.unprocessable,
  429: errorCodes.tooManyRequests,
  503: errorCodes.unavailable,
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, envelope: ErrorEnvelope['error']) {
  const language = request.language;
  const fields = envelope.fields
    ? Object.fromEntries(Object.entries(envelope.fields).map(([key, text]) => [key, localizeMessage(text, language)]))
    : undefined;
  const body: ErrorEnvelope = {
    error: { code: envelope.code, message: localizeMessage(envelope.message, language), ...(fields ? { fields } : {}) },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place errors become responses (DESIGN §API): validation → 400 with per-field messages,
 * domain errors → their status, client mistakes Fastify detects → their 4xx, anything else → a 500
 * whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return send(reply, request, 400, {
        code: errorCodes.validation,
        message: Object.values(fields)[0] ?? 'Invalid request',
        fields,
      });
    }
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return send(reply, request, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, request, status, { code: codeByStatus[status] ?? errorCodes.validation, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, { code: errorCodes.internal, message: serverMessages.internalError });
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, { code: errorCodes.notFound, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}
