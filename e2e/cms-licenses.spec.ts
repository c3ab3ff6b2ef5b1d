import { localizeDigits } from '@iot/shared/digits';
import { localizeMessage, message } from '@iot/shared/validation-messages';
import { licensesAr } from '../apps/web/src/locales/licenses.ar.ts';
import { licensesEn } from '../apps/web/src/locales/licenses.en.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousFindings } from './accessibility-support.ts';
import { demo, signInAsTenantUser } from './auth-support.ts';
import { expectAlert, signInToCms } from './catalog-support.ts';

/**
 * SPEC §2 /cms/licenses: an administrator allocates seats of a subscription to the demo tenant by
 * hand, assigns one to the tenant's user, and the tenant user sees them on the storefront's
 * licenses page; suspended from the Arabic back office, the tenant user sees it suspended in Arabic.
 */
test('licenses allocated to the demo tenant in the back office show on the tenant user’s licenses page, in English and Arabic', async ({
  page,
  browser,
}) => {
  // A seat count of its own, so this run's allocation is told apart from earlier ones on the server.
  const seats = 11 + Math.floor(Math.random() * 80);
  await signInToCms(page);
  await page.goto('/en/cms/licenses');
  await page.getByRole('link', { name: 'Allocate licenses' }).click();
  await expect(page).toHaveURL(/\/en\/cms\/licenses\/new$/);

  // Nothing chosen: the SPEC §5 texts on each field, and nothing is sent.
  await page.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByText('Tenant is required')).toBeVisible();
  await expect(page.getByText('Product is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Tenant' }).fill('Demo Fleet');
  await page.getByRole('option', { name: /Demo Fleet Co/ }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill('LIC-LOCK-ADMIN');
  await page.getByRole('option', { name: /Access Control License per Door/ }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill(String(seats));
  await page.getByRole('button', { name: 'Allocate' }).click();
  await expectAlert(page, 'The licenses were allocated.');
  await expect(page).toHaveURL(/\/en\/cms\/licenses\/[0-9a-f-]{36}$/);
  const detail = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Access Control License per Door' })).toBeVisible();
  await expect(page.getByTestId('license-available')).toHaveText(String(seats));

  await page.getByRole('combobox', { name: 'Tenant user' }).click();
  await page.getByRole('option', { name: /fleet\.user/ }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expectAlert(page, 'The seat was assigned.');
  await expect(page.getByTestId('license-assignment')).toContainText('fleet.user');
  await expect(page.getByTestId('license-seats')).toHaveText(`1 of ${seats} seats used`);
  await expect(page.getByTestId('license-history')).toContainText('Seat assigned to fleet.user');
  await expectNoSeriousFindings(page, detail);

  // The list finds it by tenant, with its seats.
  await page.goto('/en/cms/licenses?search=Demo%20Fleet');
  await expect(
    page
      .getByTestId('license-row')
      .filter({ hasText: `1 of ${seats} seats used` })
      .getByRole('link', { name: 'Demo Fleet Co', exact: true }),
  ).toBeVisible();

  // The tenant's page lists it among its licenses.
  await page
    .getByTestId('license-row')
    .filter({ hasText: `1 of ${seats} seats used` })
    .getByRole('link', { name: 'Demo Fleet Co', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`tenant=${demo.tenantId}`));
  await page.goto(`/en/cms/tenants/${demo.tenantId}`);
  await expect(
    page
      .getByRole('region', { name: 'Licenses' })
      .getByTestId('tenant-license-row')
      .filter({ hasText: `1 of ${seats} seats used` }),
  ).toContainText('Access Control License per Door');

  // The tenant user, in a browser of its own, sees the licenses and its seat.
  const context = await browser.newContext();
  const storefront = await context.newPage();
  await storefront.goto('/en/licenses');
  await expect(storefront.getByTestId('tenant-licenses')).toHaveCount(0);
  await signInAsTenantUser(storefront);
  const card = storefront.getByTestId('tenant-license').filter({ hasText: `1 of ${seats} seats used` });
  await expect(storefront.getByRole('heading', { name: "Your tenant's licenses" })).toBeVisible();
  await expect(card).toContainText('Access Control License per Door');
  await expect(card).toContainText('Your seat');
  await expect(card.getByTestId('license-status')).toHaveText('Active');

  // Suspended from the Arabic back office…
  await page.goto(detail.replace('/en/', '/ar/'));
  await page.getByRole('button', { name: 'تعليق' }).click();
  const dialog = page.getByRole('dialog', { name: 'تعليق هذه التراخيص؟' });
  await dialog.getByRole('textbox', { name: 'ملاحظة (اختياري)' }).fill('فاتورة غير مدفوعة');
  await dialog.getByRole('button', { name: 'تعليق' }).click();
  await expectAlert(page, 'تم تعليق التراخيص.');
  await expect(page.getByTestId('license-status')).toHaveText('معلّق');
  await expect(page.getByTestId('license-history')).toContainText('فاتورة غير مدفوعة');

  // …the tenant user reads it suspended, in Arabic with Arabic digits.
  await storefront.goto('/ar/licenses');
  await expect(storefront.getByRole('heading', { name: 'تراخيص المستأجر' })).toBeVisible();
  // 11 to 99 seats: Arabic's 'many' plural form.
  const arabicSeats = `١ من ${seats.toLocaleString('ar-EG')} مقعدًا مستخدمًا`;
  const arabicCard = storefront.getByTestId('tenant-license').filter({ hasText: arabicSeats });
  await expect(arabicCard.getByTestId('license-status')).toHaveText('معلّق');
  await expect(arabicCard).toContainText('مقعدك');
  await expectNoSeriousFindings(storefront, '/ar/licenses');
  await context.close();

  // An allocation address that names none is Not Found.
  await page.goto('/en/cms/licenses/not-an-allocation');
  await expect(page.getByText('Page Not Found !')).toBeVisible();
});

/**
 * SPEC §2 /cms/licenses/new for a B2B contract signed outside the shop: the administrator chooses a
 * company as the holder, picks the demo company through the company search, and lands on the new
 * allocation's page, which names the company as the holder; in English and in Arabic.
 */
const licenseTexts = { en: licensesEn, ar: licensesAr } as const;

for (const language of ['en', 'ar'] as const) {
  test(`an administrator allocates seats by hand to the demo company (${language})`, async ({ page }) => {
    const text = licenseTexts[language];
    const seats = 11 + Math.floor(Math.random() * 80);
    await signInToCms(page);
    await page.goto(`/${language}/cms/licenses`);
    await page.getByRole('link', { name: text.add }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/cms/licenses/new$`));

    // A tenant by default; choosing a company swaps the tenant search for the company search.
    const holder = page.getByRole('radiogroup', { name: text.fields.allocateTo });
    await expect(holder.getByRole('radio', { name: text.fields.tenant })).toBeChecked();
    await holder.getByRole('radio', { name: text.fields.company }).check();
    await expect(page.getByRole('combobox', { name: text.fields.tenant })).toHaveCount(0);
    const company = page.getByRole('combobox', { name: text.fields.company });

    // Nothing picked: the SPEC §5 text under the company search, and nothing is sent.
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(localizeMessage(message.required('Company'), language))).toBeVisible();
    await expectNoSeriousFindings(page, `/${language}/cms/licenses/new`);

    // The company search matches the account (contact name, username, e-mail), not the company's name.
    await company.fill('demo.company');
    await page.getByRole('option', { name: /Demo Trading LLC/ }).click();
    await page.getByRole('combobox', { name: text.fields.product }).fill('LIC-LOCK-ADMIN');
    await page.getByRole('option', { name: /LIC-LOCK-ADMIN/ }).click();
    await page.getByTestId('license-seats-input').fill(String(seats));
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expectAlert(page, text.created);

    await expect(page).toHaveURL(new RegExp(`/${language}/cms/licenses/[0-9a-f-]{36}$`));
    await expect(page.getByRole('link', { name: 'Demo Trading LLC', exact: true })).toBeVisible();
    await expect(page.getByText(text.companyHolder, { exact: true })).toBeVisible();
    await expect(page.getByTestId('license-available')).toHaveText(localizeDigits(String(seats), language));
  });
}
