import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorEnvelope } from '@iot/shared/api-envelope';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { languageFromHeader } from './accept-language.ts';
import { AppError } from './app-error.ts';

const codeByStatus: Record<number, string> = {
  400: errorCodes.validation,
  401: errorCodes.unauthorized,
  402: errorCodes.paymentRequired,
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
    error: {
      code: envelope.code,
      message: localizeMessage(envelope.message, language),
      ...(fields ? { fields } : {}),
      ...(envelope.details ? { details: envelope.details } : {}),
      requestId: request.id,
    },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

type DatabaseFailure = { code: string; detail?: string };

/**
 * SQLSTATEs a client's request can cause (a race on a unique key, a value the database cannot
 * convert or hold): each a 4xx with a fixed text instead of a 500.
 */
const databaseAnswers: Record<string, { status: 400 | 409; code: string; message: string }> = {
  '23505': { status: 409, code: errorCodes.conflict, message: serverMessages.alreadyExists },
  '23503': { status: 409, code: errorCodes.conflict, message: serverMessages.relatedRecords },
  '22P02': { status: 400, code: errorCodes.validation, message: serverMessages.invalidValue },
  '22007': { status: 400, code: errorCodes.validation, message: serverMessages.invalidValue },
  '22008': { status: 400, code: errorCodes.validation, message: serverMessages.invalidValue },
  '22001': { status: 400, code: errorCodes.validation, message: serverMessages.valueTooLong },
  '22003': { status: 400, code: errorCodes.validation, message: serverMessages.valueOutOfRange },
  '22021': { status: 400, code: errorCodes.validation, message: serverMessages.invalidCharacters },
};

/** The PostgreSQL error (pg or PGlite) behind an error, also when an ORM wrapped it as its cause. */
function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, detail, cause } = current as { code?: unknown; detail?: unknown; cause?: unknown };
    if (typeof code === 'string' && code in databaseAnswers)
      return { code, ...(typeof detail === 'string' ? { detail } : {}) };
    current = cause;
  }
  return undefined;
}

/** 'Key (username)=(x) already exists.' → { username }: the one column a form can show the message on. */
function conflictField(detail: string | undefined): string | undefined {
  const columns = /^Key \(([a-z0-9_, ]+)\)=/
    .exec(detail ?? '')?.[1]
    ?.split(',')
    .map((column) => column.trim());
  const named = columns?.filter((column) => column !== 'id' && !column.endsWith('_id'));
  if (named?.length !== 1 || !named[0]) return undefined;
  return named[0].replace(/_([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
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
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const failure = databaseFailureOf(error);
    const answer = failure && databaseAnswers[failure.code];
    if (failure && answer) {
      request.log.info({ sqlState: failure.code }, 'database refused the request');
      const field = failure.code === '23505' ? conflictField(failure.detail) : undefined;
      return send(reply, request, answer.status, {
        code: answer.code,
        message: answer.message,
        ...(field ? { fields: { [field]: answer.message } } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, request, status, {
        code: codeByStatus[status] ?? errorCodes.validation,
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, { code: errorCodes.internal, message: serverMessages.internalError });
  });
}

/**
 * Fastify's own refusals before a route is found, in the envelope: a path whose percent-encoding
 * is not UTF-8 (FST_ERR_BAD_URL) or a path parameter past the router's length limit. The route is
 * unknown, so the field is the path.
 */
export function beforeRouting(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.language = languageFromHeader(request.headers['accept-language']);
  const message = {
    FST_ERR_BAD_URL: serverMessages.malformedUrl,
    FST_ERR_MAX_PARAM_LENGTH: serverMessages.valueTooLong,
  }[error.code];
  if (!message) {
    request.log.error({ err: error }, 'request failed before routing');
    return send(reply, request, 500, { code: errorCodes.internal, message: serverMessages.internalError });
  }
  return send(reply, request, 400, { code: errorCodes.validation, message, fields: { path: message } });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, {
    code: errorCodes.notFound,
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  });
}
