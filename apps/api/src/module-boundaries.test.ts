import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// DESIGN §API: a module sees another only through its public surface (readers, services, guards);
// lint enforces it.
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
    "refuses another module's private files: its helpers, its demo data, its routes",
    { timeout: 60_000 },
    async () => {
      const cases = [
        ['apps/api/src/modules/admins/admin-service.ts', "import { used } from '../auth/password-hash.ts';"],
        [
          'apps/api/src/modules/discounts/conditions/product-scope.ts',
          "import { used } from '../../products/demo-catalog.ts';",
        ],
        ['apps/api/src/workflows/place-order.ts', "import { used } from '../modules/marketing/marketing-routes.ts';"],
        [
          'apps/api/src/modules/product-groups/product-group-table.ts',
          "import { used } from '../products/demo-catalog.ts';",
        ],
        [
          'apps/api/src/modules/product-groups/product-group-repository.ts',
          "import { used } from '../products/demo-catalog.ts';",
        ],
      ] as const;
      for (const [file, source] of cases) {
        expect(await boundaryErrors(file, `${source}\nexport const again = used;\n`), file).not.toEqual([]);
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
        ['apps/api/src/modules/orders/admin-routes.ts', "import { requireAdmin } from '../auth/guards.ts';"],
        [
          'apps/api/src/modules/tenants/tenant-service.ts',
          "import { hashPassword } from '../auth/account-service.ts';",
        ],
        ['apps/api/src/modules/admins/admin-routes.ts', "import { sessionRoutes } from '../auth/session-routes.ts';"],
        [
          'apps/api/src/modules/orders/order-service.ts',
          "import type { AccessClaims } from '../auth/access-token.ts';",
        ],
        [
          'apps/api/src/modules/discounts/conditions/locations.ts',
          "import { findCity } from '../../locations/location-reader.ts';",
        ],
      ] as const;
      for (const [file, source] of cases) {
        expect(await boundaryErrors(file, `${source}\nexport const used = 1;\n`), file).toEqual([]);
      }
    },
  );
});
