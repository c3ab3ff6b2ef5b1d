import { beforeAll, describe, expect, it } from 'vitest';
import { generateSchemaSource, readCommittedSchema } from '../scripts/generate-schema.ts';

describe('the generated API client', () => {
  // Building the app for its document takes a few seconds: a hook's time limit, not a test's.
  let generated: string;
  beforeAll(async () => {
    generated = await generateSchemaSource();
  });

  it("has the committed types of the server's current OpenAPI document", async () => {
    // On a difference: npm run generate -w @iot/api-client, then commit src/openapi-schema.ts.
    expect(generated === (await readCommittedSchema()), 'src/openapi-schema.ts is stale').toBe(true);
  });
});
