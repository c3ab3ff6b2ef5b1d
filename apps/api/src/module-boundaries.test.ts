import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// DESIGN §API: no module imports another module's repository or table files; lint enforces it.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((entry) => entry.ruleId === 'no-restricted-imports')
    .map((entry) => entry.message);
}

describe('module boundaries (lint)', () => {
  it(
    "refuses another module's repository or table, from a service, a repository, a sub-folder or a workflow",
    { timeout: 60_000 },
    async () => {
      const cases = [
        [
          'apps/api/src/modules/requests/request-service.ts',
          "import { findProductRows } from '../products/product-repository.ts';",
        ],
        [
          'apps/api/src/modules/requests/request-repository.ts',
          "import { productsTable } from '../products/product-table.ts';",
        ],
        [
          'apps/api/src/modules/discounts/conditions/product-scope.ts',
          "import { findProductRows } from '../../products/product-repository.ts';",
        ],
        [
          'apps/api/src/workflows/place-order.ts',
          "import { findProductRows } from '../modules/products/product-repository.ts';",
        ],
        [
          'apps/api/src/modules/product-groups/product-group-table.ts',
          "import { findProductRows } from '../products/product-repository.ts';",
        ],
      ] as const;
      for (const [file, source] of cases) {
        expect(
          await boundaryErrors(file, `${source}\nexport const used = findProductRows ?? productsTable;\n`),
          file,
        ).not.toEqual([]);
      }
    },
  );

  it(
    "allows a module's own files, another module's public surface, and a table's foreign key to another table",
    { timeout: 60_000 },
    async () => {
      const cases = [
        [
          'apps/api/src/modules/products/product-service.ts',
          "import { findProductRows } from './product-repository.ts';",
        ],
        [
          'apps/api/src/modules/requests/request-service.ts',
          "import { readProductRows } from '../products/product-reader.ts';",
        ],
        [
          'apps/api/src/modules/product-groups/product-group-table.ts',
          "import { productsTable } from '../products/product-table.ts';",
        ],
      ] as const;
      for (const [file, source] of cases) {
        expect(await boundaryErrors(file, `${source}\nexport const used = 1;\n`), file).toEqual([]);
      }
    },
  );
});
