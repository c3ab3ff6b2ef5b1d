import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The product specification, design and style guide live in `shared/` beside the repository and are
 * copied into `docs/` so that every `SPEC §8` or `DESIGN §Data` a comment cites can be read in the
 * repository itself (DESIGN §Tests and checks). These are the copies that must stay identical.
 */
export const docCopies = ['SPEC.md', 'DESIGN.md', 'STYLE.md'] as const;

export const refreshDocCopiesCommand = `cp ${docCopies.map((name) => `../shared/${name}`).join(' ')} docs/`;

/**
 * The copies in `docsDir` that differ from (or lack) their original in `sharedDir`; `undefined` when
 * there is no `sharedDir` to compare with (a clone without `shared/` beside it).
 */
export function staleDocCopies(sharedDir: string, docsDir: string): string[] | undefined {
  if (!existsSync(sharedDir)) return undefined;
  const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  return docCopies.filter((name) => {
    const original = read(path.join(sharedDir, name));
    const copy = read(path.join(docsDir, name));
    return original !== undefined && (copy === undefined || !original.equals(copy));
  });
}
