import { expect, test } from './fixtures.ts';
import { uniqueSuffix } from './auth-support.ts';
import { expectAlert, signInToCms } from './catalog-support.ts';

/** SPEC §2 /cms/metadata: metadata pages come from one registry; an industry is created, counted to 255, translated and deleted. */
test('an administrator creates and translates an industry', async ({ page }) => {
  const suffix = uniqueSuffix();
  const title = `E2E Mining ${suffix}`;
  const arabicTitle = `التعدين ${suffix}`;

  await signInToCms(page);
  await page.goto('/en/cms/metadata');
  await expect(page).toHaveURL(/\/en\/cms\/metadata\/tags$/);
  await page.getByRole('tab', { name: 'Industries' }).click();
  await expect(page).toHaveURL(/\/en\/cms\/metadata\/industries$/);
  await page.getByRole('link', { name: 'Add industry' }).click();

  await page.getByTestId('metadata-save').click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const description = page.getByRole('textbox', { name: 'Description' });
  const counter = page.getByTestId('character-counter');
  await description.fill('Sensors for pits, conveyors and heavy vehicles.');
  await expect(counter).toHaveText('47/255');
  await expect(counter).toHaveAttribute('data-at-limit', 'false');
  await description.fill('m'.repeat(255));
  await expect(counter).toHaveText('255/255');
  await expect(counter).toHaveAttribute('data-at-limit', 'true');
  await description.fill('Sensors for pits, conveyors and heavy vehicles.');
  await page.getByTestId('metadata-save').click();
  await expectAlert(page, 'Added Successfully');
  await expect(page).toHaveURL(/\/en\/cms\/metadata\/industries$/);

  // The search goes into the URL as it is typed; a search that finds nothing says so (SPEC §8).
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(`${suffix}-none`);
  await expect(page).toHaveURL(new RegExp(`search=${suffix}-none$`));
  await expect(page.getByTestId('empty-state')).toHaveText('No Data Found');
  await search.fill(suffix);
  await expect(page).toHaveURL(new RegExp(`search=${suffix}$`));
  const row = page.getByTestId('metadata-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);

  // At phone width the thumbnail and the active column give way to a line under the title.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('columnheader', { name: 'Image' })).toBeHidden();
  await expect(row.getByText('Active', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(row.getByRole('cell').filter({ visible: true }).first()).toHaveText(`${title}Active`);
  await page.setViewportSize({ width: 1280, height: 720 });

  await row.getByRole('link', { name: `Translate ${title}` }).click();
  await expect(page.getByTestId('current-title')).toHaveText(title);
  await page.getByRole('textbox', { name: 'Title' }).fill(arabicTitle);
  await page.getByRole('textbox', { name: 'Description' }).fill('حساسات للمناجم والسيور الناقلة.');
  await page.getByTestId('translation-save').click();
  await expectAlert(page, 'Updated Successfully.');
  await expect(page).toHaveURL(/\/en\/cms\/metadata\/industries$/);

  await page.goto(`/ar/cms/metadata/industries?search=${suffix}`);
  await expect(page.getByTestId('metadata-row').filter({ hasText: arabicTitle })).toBeVisible();

  await page.goto(`/en/cms/metadata/industries?search=${suffix}`);
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByTestId('confirm-button')).toBeDisabled();
  await page.getByTestId('confirm-input').fill(title);
  await page.getByTestId('confirm-button').click();
  await expectAlert(page, 'Deleted Successfully');
  await expect(row).toHaveCount(0);
});
