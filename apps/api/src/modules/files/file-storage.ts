import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { findBlob, insertBlob, type FileVariant } from './file-repository.ts';

/** Where file bytes live (DESIGN §API files): a folder by default, the database for several instances. */
export type FileStorage = {
  kind: 'fs' | 'postgres';
  put: (db: Database, id: string, variant: FileVariant, data: Buffer) => Promise<void>;
  get: (db: Database, id: string, variant: FileVariant) => Promise<Buffer | undefined>;
};

export function folderStorage(root: string): FileStorage {
  const location = (id: string, variant: FileVariant) => path.join(root, id.slice(0, 2), `${id}.${variant}`);
  return {
    kind: 'fs',
    put: async (_db, id, variant, data) => {
      const target = location(id, variant);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      await writeFile(`${target}.partial`, data);
      await rename(`${target}.partial`, target);
    },
    get: async (_db, id, variant) => {
      try {
        return await readFile(location(id, variant));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export const databaseStorage: FileStorage = {
  kind: 'postgres',
  put: (db, id, variant, data) => insertBlob(db, id, variant, data),
  get: (db, id, variant) => findBlob(db, id, variant),
};

export function createFileStorage(config: Pick<Config, 'fileStorage' | 'dataDir'>): FileStorage {
  return config.fileStorage === 'postgres' ? databaseStorage : folderStorage(path.join(config.dataDir, 'files'));
}
