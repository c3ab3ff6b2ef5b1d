import { ar } from '../apps/web/src/locales/ar.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { signInAsCompany } from './auth-support.ts';
import { expectAlert } from './catalog-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * SPEC §2 /licenses for a company: the demo company holds the licenses its accepted demo orders
 * brought; it gives a free seat of one to the user of its tenant (Demo Fleet Co), sees the user among
 * the seat holders, and takes the seat back (so the next run finds the same seats free).
 */
const texts = { en: en.store.companyLicenses, ar: ar.store.companyLicenses } as const;

for (const language of ['en', 'ar'] as const) {
  test(`a company gives a seat of its license to its tenant's user and sees it (${language})`, async ({ page }) => {
    const text = texts[language];
    await page.goto(`/${language}/licenses`);
    if (language === 'en') await signInAsCompany(page);
    else {
      // The login dialog is English-labelled in the helper; sign in there, then read the Arabic page.
      await page.goto('/en/licenses');
      await signInAsCompany(page);
      await page.goto('/ar/licenses');
    }
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();

    // A license with a seat free for the tenant's user.
    const free = page
      .getByTestId('company-license')
      .filter({ has: page.getByTestId('company-license-give') })
      .first();
    const licenseId = await free.getAttribute('data-license-id');
    const card = page.locator(`[data-license-id="${licenseId}"]`);
    await expect(card.getByText(text.noHolders)).toBeVisible();

    await card.getByRole('combobox', { name: text.user }).click();
    await page.getByRole('option', { name: /Fleet User \(Demo Fleet Co\)/ }).click();
    await card.getByRole('button', { name: text.give }).click();
    await expectAlert(page, text.given.replace('{{name}}', 'Fleet User'));
    const holder = card.getByTestId('company-license-holder');
    await expect(holder).toContainText('Fleet User');
    await expect(holder).toContainText('Demo Fleet Co · fleet.user');

    // Still there after a reload: the server holds the seat.
    await page.reload();
    await expect(card.getByTestId('company-license-holder')).toContainText('Fleet User');

    await card.getByRole('button', { name: text.takeBackOf.replace('{{name}}', 'Fleet User') }).click();
    await expectAlert(page, text.takenBack);
    await expect(card.getByTestId('company-license-holder')).toHaveCount(0);
    await expect(card.getByText(text.noHolders)).toBeVisible();
  });
}
