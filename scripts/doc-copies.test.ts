import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docCopies, refreshDocCopiesCommand, staleDocCopies } from './doc-copies.ts';

let folder: string | undefined;

function checkout() {
  folder = mkdtempSync(path.join(os.tmpdir(), 'doc-copies-'));
  const shared = path.join(folder, 'shared');
  const docs = path.join(folder, 'repo', 'docs');
  mkdirSync(shared);
  mkdirSync(docs, { recursive: true });
  for (const name of docCopies) {
    writeFileSync(path.join(shared, name), `# ${name}\n`);
    writeFileSync(path.join(docs, name), `# ${name}\n`);
  }
  return { shared, docs };
}

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('docs/ copies of ../shared', () => {
  it('passes while the copies are identical', () => {
    const { shared, docs } = checkout();
    expect(staleDocCopies(shared, docs)).toEqual([]);
  });

  it('names a copy that differs or is missing', () => {
    const { shared, docs } = checkout();
    writeFileSync(path.join(shared, 'SPEC.md'), '# SPEC.md\n\n## 10. A new section\n');
    rmSync(path.join(docs, 'STYLE.md'));
    expect(staleDocCopies(shared, docs)).toEqual(['SPEC.md', 'STYLE.md']);
  });

  it('skips when there is no shared folder beside the repository', () => {
    const { docs } = checkout();
    expect(staleDocCopies(path.join(folder!, 'nowhere'), docs)).toBeUndefined();
  });

  it('tells how to refresh them', () => {
    expect(refreshDocCopiesCommand).toBe('cp ../shared/SPEC.md ../shared/DESIGN.md ../shared/STYLE.md docs/');
  });
});
