import type { APIRequestContext, Page } from '@playwright/test';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { ar } from '../apps/web/src/locales/ar.ts';
import { bookAr } from '../apps/web/src/locales/book.ar.ts';
import { bookEn } from '../apps/web/src/locales/book.en.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { adminAccessToken, readMailedCode, solveCaptcha, uniqueSuffix } from './auth-support.ts';
import { expect, test } from './fixtures.ts';
import { selfServiceServer } from './servers.ts';

/**
 * SPEC §2 /profile, self-service: a company edits its name (seen at once in the header and on the
 * page) and changes its password (a wrong current one is refused on its field in the page's
 * language); after signing out, the old password no longer signs in and the new one does. Each run
 * registers its own company, on a server of its own (e2e/servers.ts).
 */

const origin = selfServiceServer.url;
const texts = { en: { app: en, book: bookEn }, ar: { app: ar, book: bookAr } } as const;
type Language = keyof typeof texts;

/** A verified company with a known password, registered through the API as the registration form does. */
async function registerCompany(request: APIRequestContext, language: Language) {
  const suffix = uniqueSuffix();
  const account = { email: `self.${suffix}@example.com`, password: 'First-Password-1!' };
  const started = await request.post(`${origin}/marketplace-customer/companies/register`, {
    headers: { recaptcha: await solveCaptcha(request, origin, '/marketplace-customer') },
    data: {
      companyName: `Self Service ${suffix}`,
      firstName: 'Sami',
      lastName: 'Haddad',
      username: `self.${suffix}`,
      email: account.email,
      phoneNumber: { isoCode: 'AE', phoneNumber: '+971 50 111 2233' },
      password: account.password,
      language,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const otp = await readMailedCode(request, origin, await adminAccessToken(request, origin), account.email);
  const verified = await request.post(`${origin}/marketplace-customer/companies/verify-registration`, {
    data: { email: account.email, otp },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

async function signIn(page: Page, language: Language, email: string, password: string) {
  const { app } = texts[language];
  await page.getByRole('banner').getByRole('button', { name: app.auth.login }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: app.auth.rootLogin.username }).fill(email);
  await dialog.getByRole('textbox', { name: app.auth.password, exact: true }).fill(password);
  await dialog.getByRole('button', { name: app.auth.login, exact: true }).click();
}

for (const language of ['en', 'ar'] as const) {
  test(`a company edits its name and changes its password, then signs in with the new one (${language})`, async ({
    page,
  }) => {
    const { app, book } = texts[language];
    const account = await registerCompany(page.request, language);
    await page.goto(`${origin}/${language}`);
    await signIn(page, language, account.email, account.password);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await page.goto(`${origin}/${language}/profile`);

    // The name: edited in the dialog, shown at once on the page and in the header's account menu.
    const newFirstName = language === 'ar' ? 'مريم' : 'Mariam';
    await page.getByRole('button', { name: book.profile.edit }).click();
    const dialog = page.getByRole('dialog', { name: book.profile.title });
    await dialog.getByRole('textbox', { name: app.account.fields.firstName }).fill(newFirstName);
    await dialog.getByRole('textbox', { name: app.account.fields.lastName }).fill('Saleh');
    await dialog.getByRole('button', { name: book.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('profile-name')).toHaveText(`${newFirstName} Saleh`);
    await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(
      app.auth.accountMenu.replace('{{name}}', `${newFirstName} Saleh`),
    );
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(`${newFirstName} Saleh`);

    // The password: a wrong current one is refused on its field, in the page's language.
    const section = page.getByTestId('change-password');
    await section.getByRole('button', { name: book.password.open }).click();
    const form = page.getByTestId('change-password-form');
    const newPassword = 'Second-Password-2!';
    await form.getByLabel(book.password.current).fill('Not-My-Password-1!');
    // Anchored: the confirmation's label ends with the new password's.
    await form.getByLabel(new RegExp(`^${book.password.new}`)).fill(newPassword);
    await form.getByLabel(book.password.confirm).fill(newPassword);
    await form.getByRole('button', { name: book.password.submit }).click();
    await expect(form.getByText(localizeMessage(serverMessages.wrongCurrentPassword, language))).toBeVisible();

    await form.getByLabel(book.password.current).fill(account.password);
    await form.getByRole('button', { name: book.password.submit }).click();
    await expect(section.getByText(book.password.changed)).toBeVisible();
    // This device stays signed in with the fresh tokens.
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(`${newFirstName} Saleh`);

    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: app.auth.logout }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: app.auth.login })).toBeVisible();

    await signIn(page, language, account.email, account.password);
    await expect(
      page.getByRole('alert').filter({ hasText: localizeMessage(serverMessages.invalidCredentials, language) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await signIn(page, language, account.email, newPassword);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(
      app.auth.accountMenu.replace('{{name}}', `${newFirstName} Saleh`),
    );
  });
}
