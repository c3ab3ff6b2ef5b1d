import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogAr } from '../apps/web/src/locales/catalog.ar.ts';
import { catalogEn } from '../apps/web/src/locales/catalog.en.ts';
import { inventoryAr } from '../apps/web/src/locales/inventory.ar.ts';
import { inventoryEn } from '../apps/web/src/locales/inventory.en.ts';
import { adminAccessToken } from './auth-support.ts';
import { chooseOption, expectAlert, signInToCms } from './catalog-support.ts';
import { brandServers } from './servers.ts';

type Row = { productId: string; name: string; code: string; version: number; level: number };

/** The administrator's headers and a page of GET /inventory, for tests that pick their products there. */
async function inventoryRows(request: APIRequestContext, params: Record<string, string | number>) {
  const token = await adminAccessToken(request, brandServers.alef.url);
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await request.get('/marketplace/inventory', { params, headers });
  expect(listed.status(), await listed.text()).toBe(200);
  return { headers, rows: ((await listed.json()) as { data: Row[] }).data };
}

test('an administrator adjusts a level and sees the ledger row, meets a stale version, and a bad CSV names its line', async ({
  page,
  request,
}) => {
  const {
    headers,
    rows: [product, other],
  } = await inventoryRows(request, { sort: 'nameDesc', limit: 2 });
  if (!product || !other) throw new Error('the demo catalog has products');

  // English: find the product, open its stock, add three with a reason; the ledger shows the row.
  await signInToCms(page);
  await page.goto(`/en/cms/inventory?search=${encodeURIComponent(product.code)}`);
  await page.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/en/cms/inventory/${product.productId}$`));
  await chooseOption(page, inventoryEn.adjust.mode, inventoryEn.adjust.modes.add);
  await page.getByTestId('adjust-quantity').fill('3');
  await page.getByTestId('adjust-reason').fill('Found in the back room');
  await page.getByTestId('adjust-submit').click();
  await expectAlert(page, catalogEn.alerts.updated);
  const newest = page.getByTestId('ledger-row').first();
  await expect(newest).toContainText('Found in the back room');
  await expect(newest).toContainText('+3');
  // Who: the administrator by name, not 'Administrator'.
  await expect(newest.getByTestId('ledger-who')).toHaveText('Demo Admin');
  await expect(page.getByTestId('inventory-level')).toContainText(String(product.level + 3));
  // The mode chosen stays after the save: a second delivery is added the same way.
  await expect(page.getByTestId('adjust-mode')).toHaveValue('add');

  // Another administrator changes the level meanwhile: this form's version is stale.
  const current = (await (await request.get(`/marketplace/inventory/${product.productId}`, { headers })).json()) as {
    data: Row;
  };
  const elsewhere = await request.patch(`/marketplace/inventory/${product.productId}`, {
    headers,
    data: { version: current.data.version, add: 1, reason: 'Counted elsewhere' },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.getByTestId('adjust-quantity').fill('1');
  await page.getByTestId('adjust-reason').fill('Too late');
  await page.getByTestId('adjust-submit').click();
  const outdated = page.getByTestId('inventory-outdated');
  await expect(outdated).toContainText('Inventory data is outdated. Please refresh your data.');
  await outdated.getByRole('button', { name: inventoryEn.refresh }).click();
  await expect(outdated).toBeHidden();
  await expect(page.getByTestId('ledger-row').first()).toContainText('Counted elsewhere');

  // Arabic: a file whose third line has a negative level is previewed with that line named; it
  // cannot be imported, and Cancel leaves everything as it was.
  await page.goto('/ar/cms/inventory');
  await expect(page.getByRole('heading', { level: 1, name: inventoryAr.title })).toBeVisible();
  const read = async (id: string) =>
    ((await (await request.get(`/marketplace/inventory/${id}`, { headers })).json()) as { data: Row }).data;
  const before = await read(other.productId);
  const csv = `productId,level\n${other.productId},${before.level + 5}\n${product.productId},-4\n`;
  await page
    .getByTestId('inventory-import-file')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = page.getByTestId('inventory-import-preview');
  await expect(preview.getByTestId('inventory-import-problems')).toContainText('السطر ٣: قيمة المستوى غير صالحة');
  await expect(preview.getByTestId('inventory-import-confirm')).toBeDisabled();
  await preview.getByTestId('inventory-import-cancel').click();
  await expect(preview).toBeHidden();
  expect((await read(other.productId)).version).toBe(before.version);
});

test('a CSV import is previewed first and applied on Confirm; the exported file, SKU and all, imports back', async ({
  page,
  request,
}) => {
  const token = await adminAccessToken(request, brandServers.alef.url);
  const headers = { Authorization: `Bearer ${token}` };
  const read = async (id: string) =>
    ((await (await request.get(`/marketplace/inventory/${id}`, { headers })).json()) as { data: Row }).data;
  await signInToCms(page);
  await page.goto('/en/cms/inventory');

  // The export carries the SKU beside each product's id.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: inventoryEn.export }).click();
  const exported = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  const [header, first] = exported.split('\r\n');
  expect(header).toBe('productId,code,name,level,lowStockThreshold,version');
  const [productId = '', code = ''] = first?.split(',') ?? [];
  const product = await read(productId);
  expect(code).toBe(product.code);

  // The same file with one level raised: the preview shows it, and nothing is written yet.
  const raised = product.level + 7;
  // Counted from the end (level, threshold, version), so a quoted name holding a comma does not matter.
  const lines = exported.split('\r\n');
  const cells = lines[1]?.split(',') ?? [];
  cells[cells.length - 3] = String(raised);
  lines[1] = cells.join(',');
  await page
    .getByTestId('inventory-import-file')
    .setInputFiles({ name: 'inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
  const preview = page.getByTestId('inventory-import-preview');
  await expect(preview.getByTestId('inventory-import-summary')).toContainText('1 product changes.');
  const row = preview.getByTestId('inventory-import-row').filter({ hasText: code });
  await expect(row.getByTestId('inventory-import-level')).toHaveText(
    `${product.level.toLocaleString('en')} → ${raised.toLocaleString('en')}`,
  );
  expect((await read(productId)).level).toBe(product.level);

  // Confirm applies it.
  await preview.getByTestId('inventory-import-confirm').click();
  await expect(preview).toBeHidden();
  await expectAlert(page, `1 of ${lines.filter(Boolean).length - 1} products updated.`);
  expect(await read(productId)).toMatchObject({ level: raised, version: product.version + 1 });
});

// apps/web/src/lib/emotion-insertion.ts: style rules go in while the page renders. Inserted in
// layout effects, the page's measuring (the reason's TextareaAutosize) made the browser style the
// save button before its rules were in, and its colours faded in from the browser's grey.
test('a stock page draws its save button in its own colours from the first frame', async ({ page, request }) => {
  const {
    rows: [product],
  } = await inventoryRows(request, { limit: 1 });
  if (!product) throw new Error('the demo catalog has products');
  await signInToCms(page);
  await page.addInitScript(() => {
    const colours: string[] = [];
    (window as unknown as { saveColours: string[] }).saveColours = colours;
    const note = () => {
      const button = document.querySelector('[data-testid="adjust-submit"]');
      if (button) {
        const style = getComputedStyle(button);
        const colour = `${style.backgroundColor} ${style.color}`;
        if (colours.at(-1) !== colour) colours.push(colour);
      }
      if (colours.length < 10) requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  await page.goto(`/en/cms/inventory/${product.productId}`);
  await expect(page.getByTestId('adjust-submit')).toBeVisible();
  await page.waitForTimeout(600);
  const colours = await page.evaluate(() => (window as unknown as { saveColours: string[] }).saveColours);
  expect(colours).toHaveLength(1);
});

// One way to keep a list's state in the URL (issue 26): the ledger's page and size are read with
// the movements API's own query schema, by the page and by the route's loader alike.
test('a product’s ledger pages through its whole history, with the page and its size kept in the URL', async ({
  page,
  request,
}) => {
  const {
    headers,
    rows: [, , product],
  } = await inventoryRows(request, { sort: 'nameDesc', limit: 3 });
  if (!product) throw new Error('the demo catalog has products');
  const tag = `Delivery ${Date.now().toString(36)}`;
  let version = product.version;
  for (let count = 1; count <= 12; count += 1) {
    const adjusted = await request.patch(`/marketplace/inventory/${product.productId}`, {
      headers,
      data: { version, add: 1, reason: `${tag} #${count}` },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(200);
    version += 1;
  }
  const rows = page.getByTestId('ledger-row');
  const tagged = rows.filter({ hasText: tag });

  await signInToCms(page);
  await page.goto(`/ar/cms/inventory/${product.productId}`);
  await expect(tagged.first()).toContainText(`${tag} #12`);
  await expect(rows).toHaveCount(10);

  // Twenty a page: the whole delivery is on one page, and a reload (the loader) keeps it so.
  await chooseOption(page, catalogAr.pagination.rowsPerPage, '20');
  await expect(page).toHaveURL(/[?&]limit=20(&|$)/);
  await expect(tagged).toHaveCount(12);
  await page.reload();
  await expect(tagged).toHaveCount(12);

  // Back to ten, then the next page: the two oldest deliveries, and the URL says page 2.
  await chooseOption(page, catalogAr.pagination.rowsPerPage, '10');
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: catalogAr.pagination.next }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(tagged.filter({ hasText: `${tag} #2` }).first()).toBeVisible();
  await expect(tagged.filter({ hasText: `${tag} #12` })).toHaveCount(0);
});
