import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createFileStorage, databaseStorage, folderStorage } from './file-storage.ts';

// The folder driver never touches the database.
const noDatabase = undefined as unknown as Database;
const id = '3f9a2c1e-7b4d-4e8a-9c2f-1d5e6a7b8c9d';
const folders: string[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'iot-files-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('folder file storage (FILE_STORAGE=fs, the default)', () => {
  it('keeps each variant of a file, sharded by the first two characters of its id, with no partial file left', async () => {
    const root = tempFolder();
    const storage = folderStorage(root);
    expect(await storage.get(noDatabase, id, 'original')).toBeUndefined();

    await storage.put(noDatabase, id, 'original', Buffer.from('full size'));
    await storage.put(noDatabase, id, 'thumbnail', Buffer.from('small'));
    expect((await storage.get(noDatabase, id, 'original'))?.toString()).toBe('full size');
    expect((await storage.get(noDatabase, id, 'thumbnail'))?.toString()).toBe('small');
    expect(readdirSync(path.join(root, '3f')).sort()).toEqual([`${id}.original`, `${id}.thumbnail`]);
  });

  it('replaces a file whole when written again', async () => {
    const storage = folderStorage(tempFolder());
    await storage.put(noDatabase, id, 'original', Buffer.from('first version, longer'));
    await storage.put(noDatabase, id, 'original', Buffer.from('second'));
    expect((await storage.get(noDatabase, id, 'original'))?.toString()).toBe('second');
  });

  it('is chosen by the configuration: a files folder under DATA_DIR, or the database', () => {
    expect(createFileStorage({ fileStorage: 'fs', dataDir: tempFolder() }).kind).toBe('fs');
    expect(createFileStorage({ fileStorage: 'postgres', dataDir: tempFolder() })).toBe(databaseStorage);
  });
});
