import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportOpenApiDocument, type OpenApiDocument } from './openapi-export.ts';

// CommonJS packages: their named exports are read from the default export.
const { Document, Spectral } = spectralCore;
const { Json } = spectralParsers;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Operation = { operationId?: string; summary?: string; description?: string; tags?: string[] };

/** Every operation of the document, named `METHOD path` (routes added later are included by themselves). */
function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = (item as Partial<Record<(typeof methods)[number], Operation>> | undefined)?.[method];
      return operation ? [[`${method.toUpperCase()} ${path}`, operation] as [string, Operation]] : [];
    }),
  );
}

/**
 * The OpenAPI document the server serves (DESIGN §API) is one a client can be generated from:
 * Spectral's own OpenAPI ruleset finds nothing, and every operation is named, tagged and described.
 * No database is read to build it, so it runs once, not per engine.
 */
describe('the OpenAPI document', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = await exportOpenApiDocument();
  });

  it("passes Spectral's spectral:oas ruleset with no error and no warning", async () => {
    const spectral = new Spectral();
    // What `extends: spectral:oas` in a .spectral.yaml means: the ruleset's recommended rules.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new Document(JSON.stringify(document, null, 2), Json, 'openapi.json'));
    expect(results.map((result) => `${String(result.code)} at ${result.path.join('.')}: ${result.message}`)).toEqual(
      [],
    );
  });

  it('gives every operation a unique camelCase operationId, a described tag and a description of its own', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(150);
    const declaredTags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const problems = operations.flatMap(([name, operation]) => [
      ...(/^[a-z][A-Za-z0-9]+$/.test(operation.operationId ?? '') ? [] : [`${name}: operationId`]),
      ...(operation.description?.trim() ? [] : [`${name}: description`]),
      ...(operation.description?.trim() === operation.summary?.trim()
        ? [`${name}: description repeats the summary`]
        : []),
      ...(operation.tags?.length ? [] : [`${name}: tag`]),
      ...(operation.tags ?? [])
        .filter((tag) => !declaredTags.get(tag))
        .map((tag) => `${name}: tag '${tag}' undescribed`),
    ]);
    expect(problems).toEqual([]);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
