import type { FastifyRequest } from 'fastify';
import { isCardDataField } from '@iot/shared/payment-methods';

/**
 * The parts of a parameter name, however a client nests it: `card[number]`, `payment.card.number`
 * and `card_number` all name a card number somewhere in their parts.
 */
export function keySegments(name: string): string[] {
  return name.split(/[[\].]+/).filter(Boolean);
}

/** Words of a name that mark a secret besides card data: credentials, one-time codes, signatures, keys. */
const secretWords = new Set(
  'password passwd pass pwd passcode passphrase token secret otp code pin signature sig key apikey auth authorization session sid cookie credential credentials iban card'.split(
    ' ',
  ),
);

/** `refreshToken`, `refresh_token` and `REFRESH-TOKEN` → refresh, token. */
const wordsOf = (segment: string) =>
  segment
    .split(/[_\-\s]+|(?<=[a-z0-9])(?=[A-Z])/)
    .map((word) => word.toLowerCase())
    .filter(Boolean);

export function isSensitiveQueryKey(name: string): boolean {
  return keySegments(name).some((part) => isCardDataField(part) || wordsOf(part).some((word) => secretWords.has(word)));
}

/** A run of 12–19 digits (spaces or dashes allowed between): a card number under any name. */
const cardLikeDigits = /\d(?:[ -]?\d){11,18}/g;

const redacted = '[REDACTED]';

/**
 * DESIGN §Operations: a URL as the log may keep it, with the value of every sensitive query
 * parameter (by name, see isSensitiveQueryKey) and every card-like run of digits replaced. The
 * query is rewritten textually, so a malformed one is still cleaned.
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair.replace(cardLikeDigits, redacted);
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that is not valid percent-encoding is judged as written.
      }
      if (isSensitiveQueryKey(name)) return `${pair.slice(0, equals)}=${redacted}`;
      return pair.replace(cardLikeDigits, redacted);
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/**
 * pino serializer for the request in Fastify's 'incoming request' line: Fastify's own fields, the
 * URL redacted. Headers are not logged.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
