import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';

declare module 'vitest' {
  // Declaration merging is how vitest types what a global setup provides; a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory as a tarball (see below); absent outside vitest's integration run. */
    pgliteTemplate?: string;
  }
}

/**
 * Vitest global setup of the integration tests: PGlite's first start runs initdb in WebAssembly (3–5 s
 * on the CI machine) and every test file starts one, so the suite starts one here, migrates it, and
 * hands every file a copy of its data directory to start from (about 1 s).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(tmpdir(), `iot-pglite-template-${randomUUID()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}

let template: Promise<Blob> | undefined;

/** The template's data directory, read once per worker; undefined when no global setup made one. */
export function pgliteTemplate(file: string | undefined): Promise<Blob> | undefined {
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}
