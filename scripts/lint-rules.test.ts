import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own ESLint configuration, run on fixtures laid out like the repository in a
 * temporary folder: each rule of CONTRIBUTING.md's "Checked by tools" list that lint carries fails
 * on a file that breaks it and stays quiet on one that keeps it.
 */
const root = path.resolve(import.meta.dirname, '..');
let fixtures: string;
let eslint: ESLint;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(fixtures, file)), { recursive: true });
  writeFileSync(path.join(fixtures, file), text);
}

async function ruleIds(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(fixtures, file)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  fixtures = mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
  eslint = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(root, 'eslint.config.js') });
  write('apps/web/src/lib/priceFormat.ts', 'export const price = 1;\n');
  write('apps/web/src/lib/price-format.ts', 'export const price = 1;\n');
  write('apps/web/src/lib/price-format.test.ts', 'export const tested = 1;\n');
  write('apps/api/src/badFolder/thing-service.ts', 'export const thing = 1;\n');
  write(
    'apps/api/src/modules/orders/order-service.ts',
    "import { stockOf } from '../inventory/stock-service.ts';\nexport const orderStock = () => stockOf();\nexport const orderCount = () => 1;\n",
  );
  write(
    'apps/api/src/modules/inventory/stock-service.ts',
    "import { orderCount } from '../orders/order-service.ts';\nexport const stockOf = () => orderCount();\n",
  );
  write(
    'apps/api/src/modules/orders/order-types.ts',
    "import type { Line } from './order-lines.ts';\nexport type Order = { lines: Line[] };\n",
  );
  write(
    'apps/api/src/modules/orders/order-lines.ts',
    "import type { Order } from './order-types.ts';\nexport type Line = { order: Order };\n",
  );
}, 30_000);

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

describe('lint rules', () => {
  it('refuses a camelCase file name and a camelCase folder, and accepts kebab-case ones', async () => {
    expect(await ruleIds('apps/web/src/lib/priceFormat.ts')).toContain('check-file/filename-naming-convention');
    expect(await ruleIds('apps/api/src/badFolder/thing-service.ts')).toContain('check-file/folder-naming-convention');
    expect(await ruleIds('apps/web/src/lib/price-format.ts')).toEqual([]);
    expect(await ruleIds('apps/web/src/lib/price-format.test.ts')).toEqual([]);
  }, 30_000);

  it('refuses two modules that import each other, and allows a cycle of type-only imports', async () => {
    expect(await ruleIds('apps/api/src/modules/orders/order-service.ts')).toContain('import-x/no-cycle');
    expect(await ruleIds('apps/api/src/modules/inventory/stock-service.ts')).toContain('import-x/no-cycle');
    expect(await ruleIds('apps/api/src/modules/orders/order-types.ts')).toEqual([]);
  }, 30_000);
});
