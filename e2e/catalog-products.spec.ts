import { expect, test } from './fixtures.ts';
import { catalogAr } from '../apps/web/src/locales/catalog.ar.ts';
import { adminAccessToken, uniqueSuffix } from './auth-support.ts';
import { chooseOption, expectAlert, pngFile, signInToCms } from './catalog-support.ts';
import { brandServers } from './servers.ts';

/**
 * SPEC §2 /cms/products in the browser: an administrator creates a product with images (the 1.1 MB and the 11th
 * image are refused with the SPEC §5 texts, a fake PNG by the server), edits it, translates it to
 * Arabic, hides it from the storefront and deletes it through the destructive confirm dialog.
 */
test('an administrator creates, edits, translates, hides and deletes a product', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const name = `E2E Tracker ${suffix}`;
  const code = `E2E-${suffix}`.toUpperCase();
  const arabicName = `متتبع الاختبار ${suffix}`;

  await signInToCms(page);
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();

  // SPEC §5 messages for an empty form.
  await page.getByTestId('product-save').click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Code is required')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page.getByText('Images field must have at least 1 items')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'Price' }).fill('-1');
  await page.getByRole('textbox', { name: 'Initial stock' }).click();
  await expect(page.getByText('Price Must Be Greater Than Or Equal To 0 $')).toBeVisible();
  await page.getByRole('textbox', { name: 'Price' }).fill('49.5');
  await page.getByRole('textbox', { name: 'Initial stock' }).fill('25');
  await chooseOption(page, 'Device type', /^(?!None$)/);

  // Images: two real PNGs upload; a 1.1 MB one, an 11th one and a text file named .png are refused.
  const imageInput = page.getByTestId('image-input');
  await imageInput.setInputFiles([await pngFile('front.png', '#1565c0'), await pngFile('back.png', '#2e7d32')]);
  await expect(page.getByTestId('image-count')).toHaveText('2/10');
  await imageInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(Math.round(1.1 * 1024 * 1024), 1),
  });
  await expect(page.getByTestId('image-errors')).toHaveText('Image size over 1 MB. Please upload a smaller file.');
  await imageInput.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text, not an image'),
  });
  await expect(page.getByTestId('image-errors')).toHaveText('Only PNG and JPEG images are allowed');
  const more = await Promise.all(
    Array.from({ length: 8 }, (_, index) => pngFile(`extra-${index}.png`, `#${(index + 1) * 111111}`.slice(0, 7))),
  );
  await imageInput.setInputFiles(more);
  await expect(page.getByTestId('image-count')).toHaveText('10/10');
  await imageInput.setInputFiles(await pngFile('eleventh.png', '#000000'));
  await expect(page.getByTestId('image-errors')).toHaveText('Max 10 images');
  await expect(page.getByTestId('image-count')).toHaveText('10/10');

  const description = page.getByTestId('description-editor');
  await description.click();
  await page.keyboard.type('A rugged GPS tracker for fleets.');

  // A FAQ answer counts to 255 and turns red at the limit (SPEC §5).
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Does it work offline?');
  const answer = page.getByRole('textbox', { name: 'Answer' });
  const counter = page.getByTestId('faq-item').getByTestId('character-counter');
  await answer.fill('y'.repeat(254));
  await expect(counter).toHaveText('254/255');
  await expect(counter).toHaveAttribute('data-at-limit', 'false');
  await answer.press('End');
  await answer.pressSequentially('yz');
  await expect(answer).toHaveValue('y'.repeat(255));
  await expect(counter).toHaveText('255/255');
  await expect(counter).toHaveAttribute('data-at-limit', 'true');
  await expect(counter).toHaveCSS('color', 'rgb(211, 47, 47)');

  await page.getByTestId('product-save').click();
  await expectAlert(page, 'Product Added Successfully');
  await expect(page).toHaveURL(/\/en\/cms\/products\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('product-image')).toHaveCount(10);
  await expect(page.getByTestId('product-description')).toHaveText('A rugged GPS tracker for fleets.');

  // Edit: a new price. Stock is read-only here; it changes in Inventory, where every change is recorded.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByTestId('product-stock')).toHaveValue('25');
  await expect(page.getByTestId('product-stock')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('link', { name: 'Manage stock in Inventory' })).toHaveAttribute(
    'href',
    `/en/cms/inventory/${id}`,
  );
  await page.getByRole('textbox', { name: 'Price' }).fill('59');
  await page.getByTestId('product-save').click();
  await expectAlert(page, 'Updated Successfully.');
  await expect(page.getByText('$59.00')).toBeVisible();

  // Edit from the Arabic back office before any translation exists: the form edits the Arabic texts
  // as stored (none yet; the English name is only a placeholder), and saving a new warranty must not
  // store the English texts as the Arabic translation.
  await page.goto(`/ar/cms/products/${id}/edit`);
  const nameField = page.getByRole('textbox', { name: catalogAr.products.fields.name, exact: true });
  await expect(nameField).toHaveValue('');
  await expect(nameField).toHaveAttribute('placeholder', name);
  await expect(page.getByTestId('product-stock')).toHaveValue('٢٥');
  await expect(page.getByRole('link', { name: catalogAr.form.manageStock })).toHaveAttribute(
    'href',
    `/ar/cms/inventory/${id}`,
  );
  await page.getByRole('textbox', { name: catalogAr.products.fields.warrantyMonths }).fill('30');
  await page.getByTestId('product-save').click();
  await expectAlert(page, catalogAr.alerts.updated);
  const token = await adminAccessToken(request, brandServers.alef.url);
  const arabicTexts = await request.get(`/marketplace/products/${id}`, {
    params: { fields: 'name,shortName,description,faqs' },
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ar' },
  });
  expect((await arabicTexts.json()).data.fields).toEqual({
    name: null,
    shortName: null,
    description: null,
    faqs: null,
  });
  await page.goto(`/en/cms/products/${id}`);

  // Translate: English read-only on the left, Arabic editable in its tab; saved once per language.
  // The Arabic texts are held back: the preview stays disabled until every language has loaded (SPEC §2).
  let releaseArabic = () => {};
  const arabicHeld = new Promise<void>((resolve) => (releaseArabic = resolve));
  const isTranslationRead = (url: URL) =>
    url.pathname.endsWith(`/marketplace/products/${id}`) && url.searchParams.has('fields');
  await page.route(isTranslationRead, async (route) => {
    if (route.request().headers()['accept-language'] === 'ar') await arabicHeld;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Translate' }).click();
  await expect(page.getByTestId('translation-preview')).toBeDisabled();
  releaseArabic();
  await expect(page.getByTestId('translation-preview')).toBeEnabled();
  await expect(page.getByTestId('translation-current').getByTestId('current-name')).toHaveText(name);
  await page.unroute(isTranslationRead);
  await expect(page.getByRole('tab', { name: 'العربية' })).toHaveAttribute('aria-selected', 'true');
  const patches: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().endsWith(`/marketplace/products/${id}`))
      patches.push(sent.headers()['accept-language'] ?? '');
  });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(arabicName);
  await page.getByRole('textbox', { name: 'Short name' }).fill('متتبع');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('متتبع متين للأساطيل.');
  await page.getByTestId('translation-preview').click();
  await expect(page.getByRole('dialog').getByText(arabicName)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('translation-save').click();
  await expectAlert(page, 'Updated Successfully.');
  expect(patches.sort()).toEqual(['ar', 'en']);
  await page.goto(`/ar/cms/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: arabicName })).toBeVisible();
  await expect(page.getByTestId('product-description')).toHaveText('متتبع متين للأساطيل.');

  // Hide: the storefront then answers 404 for it.
  const storefront = `/marketplace-customer/products/${id}`;
  expect((await request.get(storefront)).status()).toBe(200);
  await page.goto(`/en/cms/products?search=${code}`);
  const row = page.getByTestId('product-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  // The sort offers its orders only (no 'All') and keeps the search; at phone width the type and
  // the price go under the name.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await expect(page.getByRole('option')).toHaveText(['Newest', 'High price', 'Low price', 'A-Z', 'Z-A']);
  await page.getByRole('option', { name: 'High price' }).click();
  await expect(page).toHaveURL(/sort=highPrice/);
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  await expect(row).toHaveCount(1);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByText('Device · $59.00')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Price' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByTestId('visibility-toggle').locator('input').click();
  await expectAlert(page, 'Updated Successfully.');
  await expect(row.getByTestId('visibility-toggle').locator('input')).not.toBeChecked();
  expect((await request.get(storefront)).status()).toBe(404);

  // Delete through the confirm dialog: Delete stays disabled until the name is typed exactly.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByTestId('destructive-confirm');
  await expect(dialog.getByText("You Can't Undo This Step!")).toBeVisible();
  const confirm = dialog.getByTestId('confirm-button');
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('confirm-input').fill(name.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('confirm-input').fill(name);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expectAlert(page, 'Deleted Successfully');
  await expect(page.getByText('No Data Found')).toBeVisible();
});
