import { expect, test } from './fixtures.ts';
import { signInAsCompany, storedItem, uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';

/**
 * SPEC §2 /contact and §7 /requests: a signed-in company sends a message from /contact, finds it under 'My requests' in its
 * account menu, and the back office's requests screen holds it with its details.
 */
test('a customer sends a message, reads it under My requests, and the back office holds it', async ({ page }) => {
  const fullName = `Message Sender ${uniqueSuffix()}`;
  const text = `Do your trackers work in the Empty Quarter? (${fullName})`;

  await page.goto('/en');
  await signInAsCompany(page);
  await page.goto('/en/contact');
  await expect(page).toHaveTitle(/Contact us/);
  await page.getByRole('textbox', { name: 'Full name' }).fill(fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill('buyer@example.com');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+971 50 765 4321');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Message sent' })).toBeVisible();

  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'My requests' }).click();
  await expect(page).toHaveURL(/\/en\/requests$/);
  const mine = page.getByTestId('my-request').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Message');
  await expect(mine).toContainText(/\d{2} [A-Z][a-z]{2} \d{4} \d{1,2}:\d{2} [AP]M/);

  await signInToCms(page);
  await page.getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveURL(/\/en\/cms\/requests$/);
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toContainText('buyer@example.com');
  await row.click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(text);
  await expect(details).toContainText('+971 50 765 4321');
});

/** SPEC §8: a failed user fetch on the storefront only stops loading; the session stays. */
test('a failing profile fetch shows its error and keeps the customer signed in', async ({ page }) => {
  await page.goto('/en');
  await signInAsCompany(page);
  await page.route('**/marketplace-customer/companies/mine', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal server error' } } }),
  );
  await page.goto('/en/profile');
  // Server errors are retried (SPEC §7: 3 retries) before the page gives up.
  await expect(page.getByText('Your profile could not be loaded.')).toBeVisible({ timeout: 30_000 });
  expect(await storedItem(page, 'accessToken')).toBeTruthy();
  expect(await storedItem(page, 'refreshToken')).toBeTruthy();

  await page.unroute('**/marketplace-customer/companies/mine');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText('company@example.com');
});
