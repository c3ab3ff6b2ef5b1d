import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '@iot/shared/server-messages';
import { validationFailed } from './app-error.ts';

// NUL, a high surrogate without its low half, or a low surrogate without its high half. PostgreSQL
// refuses the first (a 500 before this check) and the driver silently replaces the others.
const forbiddenText = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return forbiddenText.test(text);
}

/**
 * The dot path of the first string (or object key) in a parsed value that holds a forbidden
 * character; '_' for the value itself. Walks with its own stack, so a deeply nested body cannot
 * overflow the call stack.
 */
export function findForbiddenText(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) return path || '_';
    } else if (current instanceof Uint8Array) {
      // A raw body (a payment webhook) is bytes checked by its signature, not text to store.
      continue;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        stack.push({ value: current[index], path: path ? `${path}.${index}` : String(index) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

// Headers whose values reach services or the database (the rest only steer Fastify itself).
const checkedHeaders = ['authorization', 'recaptcha', 'accept-language', 'timezone'] as const;

function decodes(component: string): boolean {
  try {
    decodeURIComponent(component.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The query parser turns percent-encoding that is not UTF-8 (`%FF`, an encoded lone surrogate)
 * into U+FFFD without a word, so the raw query string is read here: the first parameter that does
 * not decode, by its name when the name itself decodes.
 */
function malformedQueryField(url: string): string | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (!decodes(name)) return '_';
    if (!decodes(value)) return decodeURIComponent(name.replaceAll('+', ' ')) || '_';
  }
  return undefined;
}

function forbiddenField(request: FastifyRequest): string | undefined {
  const malformed = malformedQueryField(request.raw.url ?? '');
  if (malformed) return malformed;
  for (const name of checkedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string' && hasForbiddenCharacters(value)) return `headers.${name}`;
  }
  return findForbiddenText(request.params) ?? findForbiddenText(request.query) ?? findForbiddenText(request.body);
}

/**
 * SPEC §5, for every route at once: text the database cannot hold is a 400 naming the field,
 * before any schema, service or query sees it (DESIGN §API: bad input is never a 500).
 */
export function registerInputCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = forbiddenField(request);
    if (field) throw validationFailed({ [field]: serverMessages.invalidCharacters });
  });
}
