import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminAccessToken, openLogin, readMailedCode, uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { brandServers } from './servers.ts';

/**
 * The back office's tenants (SPEC §7 admin tenant-management/tenants): an administrator creates a
 * tenant, adds a user, edits the allowed network servers, blocks the user (who then cannot sign in on
 * the storefront's tenant login) and resets its password by mail (the user sets a new one through
 * the storefront's forgot-password steps 2 and 3 with the mailed code).
 */
const origin = brandServers.alef.url;
const password = 'Harbour-Driver#2026';

type NewTenant = { name: string; email: string; username: string; userEmail: string; userName: string };

function newTenant(): NewTenant {
  const suffix = uniqueSuffix();
  return {
    name: `Harbour ${suffix}`,
    email: `ops.${suffix}@harbour.example`,
    username: `rania.${suffix}`,
    userEmail: `rania.${suffix}@harbour.example`,
    userName: `Rania Harbour${suffix}`,
  };
}

/** Types a free entry into a chip list and adds it with Enter. */
async function addChip(page: Page, label: string, value: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(value);
  await input.press('Enter');
}

/** The storefront's tenant login, in a browser of its own (a customer sign-in ends the CMS session). */
async function tenantSignIn(browser: Browser, tenantId: string, username: string, secret: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/en');
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Or login as Tenant User' }).click();
  await dialog.getByRole('textbox', { name: 'Tenant ID' }).fill(tenantId);
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(secret);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  return { page, dialog, close: () => context.close() };
}

test('an administrator creates a tenant, adds a user, edits its network servers, blocks the user and resets its password by mail', async ({
  page,
  browser,
  request,
}) => {
  const tenant = newTenant();
  await signInToCms(page);
  await page.goto('/en/cms/tenants');
  await page.getByRole('link', { name: 'Add tenant' }).click();
  await expect(page).toHaveURL(/\/en\/cms\/tenants\/add$/);
  await page.getByRole('textbox', { name: 'Tenant name' }).fill(tenant.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(tenant.email);
  await addChip(page, 'Allowed device profile types', 'LoRaWAN Class A');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The tenant was created.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
  const tenantId = /[0-9a-f-]{36}/.exec((await page.getByTestId('tenant-id').textContent()) ?? '')?.[0] ?? '';
  expect(tenantId).not.toBe('');
  await expect(page).toHaveURL(new RegExp(`/en/cms/tenants/${tenantId}$`));
  const allowed = page.getByRole('region', { name: 'Allowed device profile types and network servers', exact: true });
  await expect(allowed.getByRole('region', { name: 'Allowed device profile types', exact: true })).toContainText(
    'LoRaWAN Class A',
  );
  await expect(allowed.getByRole('region', { name: 'Allowed network servers', exact: true })).toContainText(
    'None allowed',
  );

  // The list finds it by its e-mail, and the search stays in the URL.
  await page.goto('/en/cms/tenants');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(tenant.email);
  await expect(page).toHaveURL(/search=ops/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: tenant.name, exact: true }).click();

  // A user, added from the tenant's page.
  const users = page.getByRole('region', { name: 'Users', exact: true });
  await users.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByRole('textbox', { name: 'Username' }).fill(tenant.username);
  await add.getByRole('textbox', { name: 'E-mail' }).fill(tenant.userEmail);
  await add.getByRole('textbox', { name: 'First name' }).fill('Rania');
  await add.getByRole('textbox', { name: 'Last name' }).fill(tenant.userName.split(' ')[1] ?? '');
  await add.getByRole('textbox', { name: 'Mobile number' }).fill('+971 50 555 0101');
  await add.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await add.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The user was added.' })).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: tenant.username });
  await expect(row).toContainText(tenant.userName);
  await expect(row).toContainText('Active');

  // The allowed network servers, edited as chips.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit tenant' })).toBeVisible();
  await addChip(page, 'Allowed network servers', 'ns-eu868.harbour.example');
  await addChip(page, 'Allowed network servers', 'chirpstack-main');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Updated Successfully.' })).toBeVisible();
  const servers = page.getByRole('region', { name: 'Allowed network servers', exact: true });
  await expect(servers.getByRole('listitem')).toHaveText(['ns-eu868.harbour.example', 'chirpstack-main']);
  await expect(page.getByRole('region', { name: 'Allowed device profile types', exact: true })).toContainText(
    'LoRaWAN Class A',
  );

  // Blocked behind the typed confirmation (SPEC §4), the user cannot sign in on the storefront.
  await row.getByRole('button', { name: `Block ${tenant.userName}` }).click();
  const block = page.getByRole('dialog', { name: 'Block user' });
  await expect(block.getByTestId('confirm-button')).toBeDisabled();
  await block.getByTestId('confirm-input').fill(tenant.username);
  await block.getByTestId('confirm-button').click();
  await expect(page.getByRole('alert').filter({ hasText: 'The user was blocked.' })).toBeVisible();
  await expect(row).toContainText('Blocked');
  const blocked = await tenantSignIn(browser, tenantId, tenant.username, password);
  await expect(blocked.page.getByText('Your account has been blocked. Please contact us.').first()).toBeVisible();
  await expect(blocked.page.getByTestId('account-menu-button')).toHaveCount(0);
  await blocked.close();

  // Reset by mail: the user receives the forgot-password code and uses it in steps 2 and 3.
  await row.getByRole('button', { name: `Reset the password of ${tenant.userName} by mail` }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password by mail' });
  await expect(reset).toContainText(tenant.userEmail);
  await reset.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An e-mail with a code was sent to' })).toBeVisible();
  const code = await readMailedCode(request, origin, await adminAccessToken(request, origin), tenant.userEmail);

  const storefront = await browser.newContext({ baseURL: origin });
  const shopper = await storefront.newPage();
  await shopper.goto('/en');
  const dialog = await openLogin(shopper);
  await dialog.getByRole('button', { name: 'Or login as Tenant User' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(tenant.userEmail);
  await dialog.getByRole('textbox', { name: 'Tenant ID' }).fill(tenantId);
  await dialog.getByRole('button', { name: 'I already have a code' }).click();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByRole('button', { name: 'Verify code' }).click();
  const newPassword = 'Harbour-Reset#2026';
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(shopper.getByRole('alert')).toContainText('Password Changed Successfully');
  await storefront.close();

  // Activated again, the user signs in with the password it chose; the old one no longer works.
  await row.getByRole('button', { name: `Activate ${tenant.userName}` }).click();
  const activate = page.getByRole('dialog', { name: 'Activate user' });
  await activate.getByTestId('confirm-input').fill(tenant.username);
  await activate.getByTestId('confirm-button').click();
  await expect(row).toContainText('Active');
  const signedIn = await tenantSignIn(browser, tenantId, tenant.username, newPassword);
  await expect(signedIn.page.getByTestId('account-menu-button')).toBeVisible();
  await signedIn.close();
});

test('the Arabic back office creates a tenant, edits its network servers, adds and blocks a user, and mails a reset', async ({
  page,
}) => {
  const tenant = newTenant();
  await signInToCms(page);
  await page.goto('/ar/cms/tenants/add');
  await page.getByRole('textbox', { name: 'اسم المستأجر' }).fill(tenant.name);
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('not-an-email');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('يرجى إدخال بريد إلكتروني صالح')).toBeVisible();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(tenant.email);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'تم إنشاء المستأجر.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'خوادم الشبكة المسموح بها', exact: true })).toContainText(
    'لا شيء مسموح به',
  );

  await page.getByRole('link', { name: 'تعديل' }).click();
  await addChip(page, 'خوادم الشبكة المسموح بها', 'ns-me1.harbour.example');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'تم التحديث بنجاح.' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'خوادم الشبكة المسموح بها', exact: true }).getByRole('listitem'),
  ).toHaveText(['ns-me1.harbour.example']);

  const users = page.getByRole('region', { name: 'المستخدمون', exact: true });
  await users.getByRole('button', { name: 'إضافة مستخدم' }).click();
  const add = page.getByRole('dialog', { name: 'إضافة مستخدم' });
  await add.getByRole('textbox', { name: 'اسم المستخدم' }).fill(tenant.username);
  await add.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(tenant.userEmail);
  await add.getByRole('textbox', { name: 'رقم الجوال' }).fill('+971 50 555 0101');
  await add.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(password);
  await add.getByRole('textbox', { name: 'تأكيد كلمة المرور' }).fill(password);
  await add.getByRole('button', { name: 'إضافة مستخدم' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'تمت إضافة المستخدم.' })).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: tenant.username });
  await expect(row).toContainText('نشط');

  await row.getByRole('button', { name: `حظر ${tenant.username}` }).click();
  const block = page.getByRole('dialog', { name: 'حظر المستخدم' });
  await block.getByTestId('confirm-input').fill(tenant.username);
  await block.getByTestId('confirm-button').click();
  await expect(page.getByRole('alert').filter({ hasText: 'تم حظر المستخدم.' })).toBeVisible();
  await expect(row).toContainText('محظور');

  await row.getByRole('button', { name: `إعادة تعيين كلمة مرور ${tenant.username} بالبريد` }).click();
  await page
    .getByRole('dialog', { name: 'إعادة تعيين كلمة المرور بالبريد' })
    .getByRole('button', { name: 'إرسال البريد' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'تم إرسال بريد إلكتروني يحتوي على رمز' })).toBeVisible();

  // An id that is not a UUID, or names no tenant, is Not Found.
  for (const id of ['not-a-uuid', '7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a99']) {
    await page.goto(`/en/cms/tenants/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found !' })).toBeVisible();
  }
});
