import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminAccessToken, demo, readMailedCode } from './auth-support.ts';
import { brandServers } from './servers.ts';

/**
 * Forgot password for each realm, end to end with the code read from the outbox. These change the
 * demo passwords and a reset ends the account's other sessions, so they run one after another on
 * the second brand's server (its own database), the administrator last.
 */
const origin = brandServers.watad.url;
test.describe.configure({ mode: 'serial' });

let outboxToken = '';
test.beforeAll(async ({ request }) => {
  outboxToken = await adminAccessToken(request, origin);
});

async function enterCode(page: Page, email: string) {
  const flow = page.getByTestId('forgot-password');
  await expect(flow).toContainText('Enter the 8-digit code we sent to');
  await expect(flow).toContainText(email);
  // A wrong code: the server's message appears on the code field (SPEC §8).
  await flow.getByRole('textbox', { name: 'Verification code' }).fill('00000000');
  await flow.getByRole('button', { name: 'Verify code' }).click();
  const codeField = flow.getByRole('textbox', { name: 'Verification code' });
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  const code = await readMailedCode(page.request, origin, outboxToken, email);
  await codeField.fill(code);
  await flow.getByRole('button', { name: 'Verify code' }).click();
  await expect(flow.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
}

async function chooseNewPassword(page: Page, password: string) {
  const flow = page.getByTestId('forgot-password');
  const checklist = flow.getByTestId('password-checklist');
  await flow.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await expect(checklist.locator('li[data-met="true"]')).toHaveCount(1); // lowercase only
  await flow.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await flow.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await expect(checklist.locator('li[data-met="false"]')).toHaveCount(0);
  await flow.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText('Password Changed Successfully');
}

test('a company (root) user recovers the password and signs in with the new one', async ({ page }) => {
  const password = 'Company-new#2026';
  await page.goto(`${origin}/en`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('radio', { name: 'Root user' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(demo.companyEmail);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, demo.companyEmail);

  // The generator fills both fields with 20 characters that pass the checklist.
  await dialog.getByRole('button', { name: 'Generate password' }).click();
  const generated = await dialog.getByRole('textbox', { name: 'New password', exact: true }).inputValue();
  expect(generated).toHaveLength(20);
  await expect(dialog.getByRole('textbox', { name: 'Confirm new password' })).toHaveValue(generated);
  await expect(dialog.getByTestId('password-checklist').locator('li[data-met="false"]')).toHaveCount(0);
  await chooseNewPassword(page, password);

  // Back on a fresh login form.
  await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Username or email' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(demo.companyEmail);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

test('a tenant user recovers the password with the tenant ID and signs in with the new one', async ({ page }) => {
  const password = 'Tenant-new#2026';
  await page.goto(`${origin}/en`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Or login as Tenant User' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('radio', { name: 'Tenant user' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(demo.tenantUserEmail);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Please enter Tenant ID')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tenant ID' }).fill(demo.tenantId);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, demo.tenantUserEmail);
  await chooseNewPassword(page, password);

  await expect(dialog.getByRole('heading', { name: 'Tenant user login' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tenant ID' }).fill(demo.tenantId);
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(demo.tenantUserEmail);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

test('an administrator recovers the password from /cms-login and signs in with the new one', async ({ page }) => {
  const password = 'Admin-new#2026';
  await page.goto(`${origin}/en/cms-login`);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const flow = page.getByTestId('forgot-password');
  await expect(flow.getByRole('radio')).toHaveCount(0);
  await flow.getByRole('textbox', { name: 'Email' }).fill(demo.adminEmail);
  await flow.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, demo.adminEmail);
  await chooseNewPassword(page, password);

  await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.adminEmail);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/cms\/products$/);
});
