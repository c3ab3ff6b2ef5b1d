import { expect, test } from './fixtures.ts';
import { uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';

/**
 * SPEC §2 /cms/customers: an administrator creates a company account, finds it, opens its profile, blocks it
 * behind the typed confirmation (SPEC §4), and the Arabic list shows it blocked.
 */
test('an administrator adds a company, finds it, blocks it from its profile, and the Arabic list shows it blocked', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const username = `fleet.${suffix}`;
  await signInToCms(page);
  await page.goto('/en/cms/customers');
  await page.getByRole('link', { name: 'Add company' }).click();
  await page.getByRole('textbox', { name: 'Company name' }).fill(`Fleet ${suffix} LLC`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Salma');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Fleet ${suffix}`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Email' }).fill(`salma.${suffix}@fleet.example`);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+971 50 555 0101');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A mail to set its password was sent' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Salma Fleet ${suffix}` })).toBeVisible();

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

  // A customer address that names no customer (not even an id) is Not Found, not an error.
  await page.goto('/en/cms/customers/not-a-customer');
  await expect(page.getByText('Page Not Found !')).toBeVisible();
});
