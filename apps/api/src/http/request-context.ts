import type { FastifyInstance } from 'fastify';
import type { Language } from '@iot/shared/languages';
import { languageFromHeader } from './accept-language.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    language: Language;
    timeZone: string;
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** SPEC §7: every request carries Accept-Language and a timezone header; both shape the answer. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.decorateRequest('timeZone', 'UTC');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    const zone = request.headers.timezone;
    request.timeZone = typeof zone === 'string' && zone.length < 64 && isTimeZone(zone) ? zone : 'UTC';
  });
  // Answers differ by language, so caches must key on it; other Vary values are kept.
  app.addHook('onSend', async (_request, reply) => {
    const vary = reply.getHeader('vary');
    const values =
      typeof vary === 'string'
        ? vary
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean)
        : [];
    if (!values.some((value) => value.toLowerCase() === 'accept-language')) values.push('Accept-Language');
    reply.header('Vary', values.join(', '));
  });
}
