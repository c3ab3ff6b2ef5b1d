import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { uniqueSuffix } from './auth-support.ts';
import { chooseOption, expectAlert, pngFile, signInToCms } from './catalog-support.ts';
import { settingsServer } from './servers.ts';

// On the server the settings test has to itself too: the default one already takes most of the
// suite's sign-ins, which the per-address limit (20 a minute) counts together.
test.use({ baseURL: settingsServer.url });

/** Moves inside the single-page app, as a link would, keeping its query cache (no page load). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * SPEC §2 /cms/marketing: an administrator adds a home page slider, translates it to Arabic in the
 * side-by-side editor (SPEC §2 translation editor: slider title, subTitle, description), shoppers
 * see it in both languages, and deactivating it takes it off the home page at once.
 */
test('an administrator adds, translates and deactivates a home page slider', async ({ page }) => {
  const suffix = uniqueSuffix();
  const title = `E2E Spring sale ${suffix}`;
  const arabicTitle = `تخفيضات الربيع ${suffix}`;

  await signInToCms(page);
  await page.getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/en\/cms\/marketing\/home-page-sliders$/);
  await page.getByRole('link', { name: 'Add slider' }).click();

  await page.getByTestId('marketing-save').click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Sub title' }).fill('Gateways and trackers');
  await page.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await page.getByRole('textbox', { name: 'Link' }).blur();
  await expect(page.getByText('Invalid URL')).toBeVisible();
  await page.getByRole('textbox', { name: 'Link' }).fill('/products');
  await page.getByTestId('image-input').setInputFiles(await pngFile('spring.png', '#00897b'));
  await expect(page.getByTestId('image-count')).toHaveText('1/1');
  await chooseOption(page, 'Position', 'Center');
  await page.getByTestId('marketing-save').click();
  await expectAlert(page, 'Slider Added Successfully');
  await expect(page).toHaveURL(/\/en\/cms\/marketing\/home-page-sliders$/);

  const row = page.getByTestId('marketing-row').filter({ hasText: title });
  await expect(row).toContainText('Center');
  await expect(row.getByTestId('marketing-status')).toHaveText('Active');
  await row.getByRole('link', { name: `Translate ${title}` }).click();
  await expect(page.getByTestId('current-title')).toHaveText(title);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(arabicTitle);
  await page.getByRole('textbox', { name: 'Sub title' }).fill('بوابات وأجهزة تتبع');
  await page.getByTestId('translation-save').click();
  await expectAlert(page, 'Updated Successfully.');
  await expect(page).toHaveURL(/\/en\/cms\/marketing\/home-page-sliders$/);

  await page.goto('/ar/cms/marketing/home-page-sliders');
  await expect(page.getByTestId('marketing-row').filter({ hasText: arabicTitle })).toBeVisible();

  // The Arabic home page shows the Arabic title (its slide brought forward with its dot).
  await page.goto('/ar');
  const arabicSlide = page.getByTestId('hero-slide').filter({ hasText: arabicTitle });
  await expect(arabicSlide).toHaveCount(1);
  const index = await page
    .getByTestId('hero-slide')
    .evaluateAll((slides, text) => slides.findIndex((slide) => slide.textContent?.includes(text)), arabicTitle);
  await page.getByTestId('hero-dot').nth(index).click();
  await expect(arabicSlide.getByRole('heading', { name: arabicTitle })).toBeVisible();

  // The English home has it cached; deactivating it in the same tab takes it off at the next visit.
  await page.goto('/en');
  await expect(page.getByTestId('hero-slide').filter({ hasText: title })).toHaveCount(1);
  await navigateInApp(page, '/en/cms/marketing/home-page-sliders');
  await row.getByRole('button', { name: `Deactivate ${title}` }).click();
  await page.getByTestId('marketing-status-confirm').click();
  await expectAlert(page, 'Updated Successfully.');
  await expect(row.getByTestId('marketing-status')).toHaveText('Inactive');
  await page.getByRole('link', { name: 'View store' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByTestId('hero-slide').first()).toBeAttached();
  await expect(page.getByTestId('hero-slide').filter({ hasText: title })).toHaveCount(0);

  // Deleting asks for the title first (SPEC §4).
  await navigateInApp(page, '/en/cms/marketing/home-page-sliders');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByTestId('confirm-button')).toBeDisabled();
  await page.getByTestId('confirm-input').fill(title);
  await page.getByTestId('confirm-button').click();
  await expectAlert(page, 'Deleted Successfully');
  await expect(row).toHaveCount(0);
});

/**
 * Ads (SPEC §1 marketing, §7 /ads): an ad placed at the top of the home page with a window in the
 * future is scheduled, not shown; without the window it shows at the top; the arrows reorder it.
 */
test('an administrator schedules, places and reorders an ad', async ({ page }) => {
  const suffix = uniqueSuffix();
  const title = `E2E Gateway week ${suffix}`;

  await signInToCms(page);
  await page.goto('/en/cms/marketing/ads');
  await page.getByRole('link', { name: 'Add ad' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByTestId('image-input').setInputFiles(await pngFile('gateway-week.png', '#6a1b9a'));
  await expect(page.getByTestId('image-count')).toHaveText('1/1');
  await chooseOption(page, 'Placement', 'Home page, top');
  await page.getByLabel('Order').fill('900');
  await page.getByLabel('Start date').fill('2099-02-01T10:00');
  await page.getByLabel('End date').fill('2099-01-01T10:00');
  await page.getByTestId('marketing-save').click();
  await expect(page.getByText('End date is invalid')).toBeVisible();
  await page.getByLabel('End date').fill('2099-03-01T10:00');
  await page.getByTestId('marketing-save').click();
  await expectAlert(page, 'Ad Added Successfully');

  const rows = page.getByTestId('marketing-row');
  const row = rows.filter({ hasText: title });
  await expect(row).toContainText('Home page, top');
  await expect(row.getByTestId('marketing-status')).toHaveText('Scheduled');
  await page.goto('/en');
  await expect(page.getByTestId('ad-banner').first()).toBeVisible();
  await expect(page.getByTestId('ad-banner').filter({ hasText: title })).toHaveCount(0);

  // Without a window it shows at once, at the top of the home page.
  await page.goto('/en/cms/marketing/ads');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Start date').fill('');
  await page.getByLabel('End date').fill('');
  await page.getByTestId('marketing-save').click();
  await expectAlert(page, 'Updated Successfully.');
  await expect(row.getByTestId('marketing-status')).toHaveText('Active');

  // Order 900 puts it last; the arrow moves it one place up.
  const count = await rows.count();
  await expect(rows.nth(count - 1)).toContainText(title);
  await row.getByRole('button', { name: `Move ${title} up` }).click();
  await expectAlert(page, 'Updated Successfully.');
  await expect(rows.nth(count - 2)).toContainText(title);

  await page.goto('/en');
  await expect(page.locator('[aria-labelledby="ads-home-top-title"]').getByTestId('ad-banner')).toContainText(title);

  await page.goto('/en/cms/marketing/ads');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByTestId('confirm-input').fill(title);
  await page.getByTestId('confirm-button').click();
  await expectAlert(page, 'Deleted Successfully');
  await expect(row).toHaveCount(0);
});
