import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@iot/shared/server-messages';
import { bearer, type ErrorBody } from '../test/auth-helpers.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/test-app.ts';

/**
 * Every operation of the OpenAPI document, probed with input a careless or hostile client sends:
 * NUL and lone surrogates in each body string, query parameter and path parameter, wrong types,
 * broken JSON. The document is the list, so a route is probed the day it is added (DESIGN §API:
 * bad input is a 4xx, never a 5xx).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  default?: unknown;
  $ref?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type Endpoint = { method: string; path: string; operation: Operation; realm: 'admin' | 'customer' | undefined };
type Probe = {
  name: string;
  url: string;
  body?: string;
  headers?: Record<string, string>;
  /** The field the 400 must name, when the probe poisons one field. */
  field?: string;
  /** The message on that field; by default the one for forbidden characters. */
  message?: string;
  /** The path cannot be routed: 400 for every caller, as no route (and so no guard) is known yet. */
  unroutable?: boolean;
};

const nul = 'x\u0000y';
const loneSurrogate = 'x\uD800y';
const poisons = { NUL: nul, 'lone surrogate': loneSurrogate } as const;

function endpoints(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const realm = schemes.includes('adminBearer')
        ? 'admin'
        : schemes.includes('customerBearer')
          ? 'customer'
          : undefined;
      return { method: method.toUpperCase(), path, operation, realm } as const;
    }),
  );
}

/** A value the schema accepts where that is easy to tell; every string present, so each can be poisoned. */
function sample(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): unknown {
  if (!schema || depth > 8) return 'text';
  if (schema.$ref)
    return sample(document.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''], document, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((option) => option.type !== 'null') ?? choice[0], document, depth + 1);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], document, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'probe@example.com';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uri') return 'https://example.com/';
      return 'a'.repeat(Math.max(schema.minLength ?? 0, 4));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items, document, depth + 1));
    case 'object':
    case undefined:
      if (!schema.properties) return type === 'object' ? {} : 'text';
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, sample(child, document, depth + 1)]),
      );
    default:
      return null;
  }
}

/** Every leaf of a sample with its dot path (the error envelope's field key). */
function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [{ path, value }];
}

function replaced(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head = '', ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

function probes(endpoint: Endpoint, document: OpenApiDocument): Probe[] {
  const parameters = endpoint.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const pathWith = (values: Record<string, string>) =>
    endpoint.path.replace(
      /\{(\w+)\}/g,
      (_whole, name: string) =>
        values[name] ??
        encodeURIComponent(String(sample(pathParameters.find((p) => p.name === name)?.schema, document))),
    );
  const url = pathWith({});
  const list: Probe[] = [];

  for (const parameter of pathParameters) {
    list.push({
      name: `NUL in path ${parameter.name}`,
      url: pathWith({ [parameter.name]: '%00' }),
      field: parameter.name,
    });
    list.push({
      name: `lone surrogate in path ${parameter.name}`,
      url: pathWith({ [parameter.name]: '%ED%A0%80' }),
      field: 'path',
      message: serverMessages.malformedUrl,
      unroutable: true,
    });
    list.push({
      name: `invalid UTF-8 in path ${parameter.name}`,
      url: pathWith({ [parameter.name]: '%FF%FE' }),
      field: 'path',
      message: serverMessages.malformedUrl,
      unroutable: true,
    });
    list.push({ name: `not an id in path ${parameter.name}`, url: pathWith({ [parameter.name]: 'not-an-id' }) });
    list.push({
      name: `long path ${parameter.name}`,
      url: pathWith({ [parameter.name]: 'a'.repeat(2000) }),
      field: 'path',
      message: serverMessages.valueTooLong,
      unroutable: true,
    });
  }
  for (const parameter of queryParameters) {
    const name = encodeURIComponent(parameter.name);
    list.push({ name: `NUL in query ${parameter.name}`, url: `${url}?${name}=%00`, field: parameter.name });
    list.push({
      name: `lone surrogate in query ${parameter.name}`,
      url: `${url}?${name}=%ED%A0%80`,
      field: parameter.name,
    });
    list.push({ name: `invalid UTF-8 in query ${parameter.name}`, url: `${url}?${name}=%FF`, field: parameter.name });
    list.push({ name: `wrong type in query ${parameter.name}`, url: `${url}?${name}=-1e999&${name}=%7B%7D` });
    list.push({ name: `long query ${parameter.name}`, url: `${url}?${name}=${'9'.repeat(400)}` });
  }
  list.push({ name: 'NUL in the timezone header', url, headers: { timezone: nul }, field: 'headers.timezone' });
  list.push({ name: 'NUL in the recaptcha header', url, headers: { recaptcha: nul }, field: 'headers.recaptcha' });

  const bodySchema = endpoint.operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    const body = sample(bodySchema, document);
    for (const leaf of leaves(body)) {
      const field = leaf.path.join('.') || '_';
      if (typeof leaf.value === 'string') {
        for (const [poisonName, poison] of Object.entries(poisons)) {
          list.push({
            name: `${poisonName} in body ${field}`,
            url,
            body: JSON.stringify(replaced(body, leaf.path, poison)),
            field,
          });
        }
      }
      const wrong =
        typeof leaf.value === 'string' ? 12345 : typeof leaf.value === 'number' ? 'not a number' : { unexpected: [] };
      list.push({ name: `wrong type in body ${field}`, url, body: JSON.stringify(replaced(body, leaf.path, wrong)) });
    }
    for (const [poisonName, poison] of Object.entries(poisons)) {
      list.push({
        name: `${poisonName} in a body key`,
        url,
        body: JSON.stringify({ [`key${poison}`]: 1 }),
        field: `key${poison}`,
      });
    }
    list.push({ name: 'a deeply nested body', url, body: `${'['.repeat(5000)}${']'.repeat(5000)}` });
    for (const [name, text] of Object.entries({
      array: '[]',
      string: '"text"',
      number: '42',
      null: 'null',
      'broken JSON': '{"a":',
      'empty body': '',
      prototype: '{"__proto__":{"polluted":1}}',
    })) {
      list.push({ name: `${name} as the body`, url, body: text });
    }
  }
  return list;
}

describe.each(databaseTargets())('malformed input on every OpenAPI operation, on $name', (target) => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp(target);
    document = t.app.swagger() as unknown as OpenApiDocument;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 4xx, never 5xx, and a 400 naming the poisoned field once the caller may use the operation', async () => {
    const tokens = { admin: await t.adminToken(), customer: await t.customerToken({ kind: 'root' }) };
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints(document)) {
      for (const probe of probes(endpoint, document)) {
        const callers = endpoint.realm ? ([undefined, endpoint.realm] as const) : ([undefined] as const);
        for (const realm of callers) {
          const headers: Record<string, string> = { ...probe.headers, ...(realm ? bearer(tokens[realm]) : {}) };
          if (probe.body !== undefined) headers['content-type'] = 'application/json';
          const response = await t.app.inject({
            method: endpoint.method,
            url: probe.url,
            headers,
            ...(probe.body !== undefined ? { payload: probe.body } : {}),
          });
          sent += 1;
          const label = `${endpoint.method} ${endpoint.path} — ${probe.name} — ${realm ?? 'anonymous'}: ${response.statusCode}`;
          if (response.statusCode >= 500) {
            failures.push(`${label} ${response.body.slice(0, 160)}`);
            continue;
          }
          // Protected operations refuse strangers before they read anything (401); everyone else is told which field.
          if (endpoint.realm && !realm && !probe.unroutable) {
            if (response.statusCode !== 401) failures.push(`${label} (expected 401 before validation)`);
            continue;
          }
          if (probe.field) {
            const error = response.statusCode === 400 ? response.json<ErrorBody>().error : undefined;
            if (error?.fields?.[probe.field] !== (probe.message ?? serverMessages.invalidCharacters))
              failures.push(
                `${label} (expected 400 naming ${JSON.stringify(probe.field)}) ${response.body.slice(0, 160)}`,
              );
          }
        }
      }
    }
    if (failures.length > 0)
      console.error(`${failures.length} of ${sent} malformed requests were mishandled:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 120_000);

  it('every operation that declares a bearer scheme answers an anonymous caller with 401, whatever the body', async () => {
    const failures: string[] = [];
    const guarded = endpoints(document).filter((endpoint) => endpoint.realm);
    expect(guarded.length).toBeGreaterThan(50);
    for (const endpoint of guarded) {
      const url = endpoint.path.replace(/\{\w+\}/g, 'not-an-id');
      for (const [name, payload] of Object.entries({
        'no body': undefined,
        'an empty object': '{}',
        garbage: '{"name":',
      })) {
        for (const headers of [{}, { authorization: 'Bearer garbage' }]) {
          const response = await t.app.inject({
            method: endpoint.method,
            url,
            headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(payload !== undefined ? { payload } : {}),
          });
          const error = response.json<ErrorBody>().error;
          if (response.statusCode !== 401 || error.fields)
            failures.push(
              `${endpoint.method} ${endpoint.path} with ${name}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
