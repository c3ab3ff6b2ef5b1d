import type { FastifyInstance } from 'fastify';
import { isCardDataField } from '@iot/shared/payment-methods';
import { serverMessages } from '@iot/shared/server-messages';
import { validationFailed } from '../../http/app-error.ts';
import { keySegments } from '../../http/log-redaction.ts';

/** A string that holds JSON (`card={"number":"4242…"}` in a query): its parsed value, else undefined. */
function embeddedJson(value: string): unknown {
  const text = value.trim();
  if (!/^[[{]/.test(text) || text.length > 100_000) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The dot path of the first key in a parsed body or query that names card data, at any depth: a
 * nested object, a key written nested (`card[number]`, `payment.card.number`: the query parser
 * keeps such names whole) or, with `readJsonStrings` (a query, where text is never prose), JSON
 * inside a string value.
 */
export function findCardDataField(value: unknown, readJsonStrings = false): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string' && readJsonStrings) {
      const parsed = embeddedJson(current);
      if (parsed !== undefined) stack.push({ value: parsed, path });
      continue;
    }
    if (current === null || typeof current !== 'object' || current instanceof Uint8Array) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(current) && keySegments(key).some(isCardDataField)) return childPath;
      stack.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

/**
 * DESIGN §API: card data never touches our server; the card element sends it to the provider and
 * we get a token. A client that sends a number or CVC here anyway (an old app, a hand-made
 * request) is refused on every route, before any schema or service sees the value, so it is
 * neither stored nor silently dropped as an unknown key.
 */
export function registerCardDataGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findCardDataField(request.query, true) ?? findCardDataField(request.body);
    if (field) throw validationFailed({ [field]: serverMessages.cardDataRefused });
  });
}
