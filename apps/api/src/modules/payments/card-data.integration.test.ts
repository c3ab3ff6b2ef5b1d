import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCardDataField } from '@iot/shared/payment-methods';
import { arabicServerMessages, serverMessages } from '@iot/shared/server-messages';
import { bearer, expectError } from '../../test/auth-helpers.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

/**
 * DESIGN §API: card data never reaches our server. The OpenAPI document is the list of what the
 * API accepts, so no operation may name a card number or CVC in its body or query, and a client
 * that sends one anyway is refused, whichever operation it picks.
 */

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
};
type Operation = {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every property name a schema accepts, at any depth. */
function propertyNames(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  seen = new Set<JsonSchema>(),
): string[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref)
    return propertyNames(document.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''], document, seen);
  const children = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    ...(schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
  ];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...children.flatMap((child) => propertyNames(child, document, seen)),
  ];
}

function operations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

describe.each(databaseTargets())('no card data through the API, on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: false });
  const document = () => t.app.swagger() as unknown as OpenApiDocument;

  it('has no operation whose body or query names a card number or CVC', () => {
    const offenders: string[] = [];
    const all = operations(document());
    expect(all.length).toBeGreaterThan(50);
    for (const { method, path, operation } of all) {
      const names = [
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((content) =>
          propertyNames(content.schema, document()),
        ),
        ...(operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name),
      ];
      for (const name of names.filter(isCardDataField)) offenders.push(`${method} ${path}: ${name}`);
    }
    expect(offenders).toEqual([]);
    // The names the check looks for, so that a renamed check cannot pass by finding nothing.
    for (const name of ['cardNumber', 'card_number', 'number', 'pan', 'cvc', 'CVV', 'cvv2', 'securityCode'])
      expect(isCardDataField(name), name).toBe(true);
  });

  it('refuses a card number or CVC sent to any operation, in its body or its query, with 400', async () => {
    const tokens = { admin: await t.adminToken(), customer: await t.customerToken({ kind: 'root' }) };
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, operation } of operations(document())) {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const auth = schemes.includes('adminBearer')
        ? bearer(tokens.admin)
        : schemes.includes('customerBearer')
          ? bearer(tokens.customer)
          : {};
      const url = path.replace(/\{\w+\}/g, randomUUID());
      const probes: { field: string; url: string; payload?: string }[] = [
        { field: 'cardNumber', url: `${url}?cardNumber=4242424242424242` },
      ];
      if (operation.requestBody?.content?.['application/json'])
        probes.push({ field: 'card.cvc', url, payload: JSON.stringify({ holderName: 'A', card: { cvc: '123' } }) });
      for (const probe of probes) {
        const response = await t.app.inject({
          method,
          url: probe.url,
          headers: { ...auth, ...(probe.payload ? { 'content-type': 'application/json' } : {}) },
          ...(probe.payload ? { payload: probe.payload } : {}),
        });
        sent += 1;
        const fields =
          response.statusCode === 400
            ? response.json<{ error: { fields?: Record<string, string> } }>().error.fields
            : undefined;
        if (fields?.[probe.field] !== serverMessages.cardDataRefused)
          failures.push(`${method} ${path} (${probe.field}): ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  });

  it('refuses a card number sent with a saved card to POST /marketplace-customer/payment-methods, in English and Arabic', async (context) => {
    const route = document().paths['/marketplace-customer/payment-methods']?.post;
    if (!route) context.skip('the saved payment methods API is not on this branch');
    const headers = bearer(await t.customerToken({ kind: 'root' }));
    const card = { kind: 'card', token: 'pm_sandbox_succeeds_visa_4242_12_2034', holderName: 'Card Holder' };

    const english = await t.app.inject({
      method: 'POST',
      url: '/marketplace-customer/payment-methods',
      headers,
      payload: { ...card, cardNumber: '4242424242424242' },
    });
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/marketplace-customer/payment-methods',
      headers: { ...headers, 'accept-language': 'ar' },
      payload: { ...card, cvc: '123' },
    });

    expect(expectError(english, 400, serverMessages.cardDataRefused).fields).toEqual({
      cardNumber: serverMessages.cardDataRefused,
    });
    expectError(arabic, 400, arabicServerMessages.cardDataRefused);
  });
});
