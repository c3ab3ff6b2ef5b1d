import { expect, test } from '@playwright/test';
import { adminAccessToken, uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';

/**
 * SPEC §2 /cms/customers: an administrator finds a company account, opens its profile, blocks it
 * behind the typed confirmation (SPEC §4), and the Arabic list shows it blocked.
 */
test('an administrator finds a customer, blocks it from its profile, and the Arabic list shows it blocked', async ({
  page,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const username = `fleet.${suffix}`;
  const token = await adminAccessToken(page.request, baseURL ?? '');
  const created = await page.request.post(`${baseURL}/marketplace/customers`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      companyName: `Fleet ${suffix} LLC`,
      firstName: 'Salma',
      lastName: `Fleet ${suffix}`,
      username,
      email: `salma.${suffix}@fleet.example`,
      phoneNumber: { isoCode: 'AE', phoneNumber: '+971 50 555 0101' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInToCms(page);
  await page.goto('/en/cms/customers');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`salma.${suffix}`);
  await expect(page).toHaveURL(new RegExp(`search=salma.${suffix}`));
  const row = page.getByRole('row').filter({ hasText: `Salma Fleet ${suffix}` });
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: `Salma Fleet ${suffix}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Salma Fleet ${suffix}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Orders');
  await page.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block customer' });
  await expect(dialog.getByTestId('confirm-button')).toBeDisabled();
  await dialog.getByTestId('confirm-input').fill(username);
  await dialog.getByTestId('confirm-button').click();
  await expect(page.getByRole('alert').filter({ hasText: 'The customer was blocked.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  await page.goto(`/ar/cms/customers?search=salma.${suffix}&status=blocked`);
  await expect(page.getByRole('row').filter({ hasText: `Salma Fleet ${suffix}` })).toContainText('محظور');
});
