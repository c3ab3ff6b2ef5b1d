import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

export type OpenApiDocument = Exclude<ReturnType<FastifyInstance['swagger']>, string>;

/**
 * The OpenAPI document the server serves at /docs (DESIGN §API), built without listening: the real
 * app on an empty in-memory PGlite (no route reads the database while registering). The typed
 * client of packages/api-client is generated from it, and its tests lint it.
 */
export async function exportOpenApiDocument(): Promise<OpenApiDocument> {
  const nowhere = path.join(tmpdir(), `iot-marketplace-openapi-${randomUUID()}`, 'does-not-exist');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: nowhere,
    WEB_DIST_DIR: nowhere,
    FILE_STORAGE: 'postgres',
  });
  const database = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
  try {
    const app = await buildApp({ config, database, tokenSecret: randomUUID().repeat(2), logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
