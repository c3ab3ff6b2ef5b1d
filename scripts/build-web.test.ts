import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildIsCurrent } from './build-web.ts';

let folder: string | undefined;

/** A brand's build folder holding the given files, written at `time` (seconds since the epoch). */
function buildFolder(files: string[], time: number): string {
  folder = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  for (const file of files) {
    const full = path.join(folder, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, time, time);
  }
  return folder;
}

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('webBuildIsCurrent', () => {
  const sourcesChanged = 1_000_000;

  it('takes a build with both halves made after the last source change', () => {
    const outDir = buildFolder(['index.html', '.server/render-worker.js'], sourcesChanged + 60);
    expect(webBuildIsCurrent(outDir, sourcesChanged * 1000)).toBe(true);
  });

  it('builds again when the server half is missing, as a browser-only vite build leaves it', () => {
    const outDir = buildFolder(['index.html'], sourcesChanged + 60);
    expect(webBuildIsCurrent(outDir, sourcesChanged * 1000)).toBe(false);
  });

  it('builds again when the sources changed after the build', () => {
    const outDir = buildFolder(['index.html', '.server/render-worker.js'], sourcesChanged - 60);
    expect(webBuildIsCurrent(outDir, sourcesChanged * 1000)).toBe(false);
  });
});
