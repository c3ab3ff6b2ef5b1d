import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addressMessages } from '@iot/shared/addresses';
import { paymentMethodMessages } from '@iot/shared/payment-methods';
import { serverMessages } from '@iot/shared/server-messages';
import { bookAr } from '../apps/web/src/locales/book.ar.ts';
import { bookEn } from '../apps/web/src/locales/book.en.ts';
import { checkoutEn } from '../apps/web/src/locales/checkout.en.ts';
import { ar } from '../apps/web/src/locales/ar.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { signInAsCompany, uniqueSuffix } from './auth-support.ts';

/**
 * SPEC §2 /profile, the address book and saved payment methods of a brand that has them (alef,
 * SPEC §6): an address is added with country and city from the metadata endpoints, edited, made
 * the default and removed behind a confirmation; a bank account is refused with a wrong IBAN and
 * saved with a right one; a card is saved through the sandbox card element, whose number never
 * reaches our API; each step shows its SPEC §8 success text.
 */

async function openProfile(page: Page, language: 'en' | 'ar' = 'en') {
  // The sign-in helper speaks English; the session then holds in either language.
  await page.goto('/en');
  await signInAsCompany(page);
  await page.goto(`/${language}/profile`);
  await expect(page.getByTestId('address-book')).toBeVisible();
}

async function pickAddressPlace(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: checkoutEn.address.country }).fill('United Arab');
  await page.getByRole('option', { name: 'United Arab Emirates' }).click();
  await dialog.getByRole('combobox', { name: checkoutEn.address.city }).fill('Dubai');
  await page.getByRole('option', { name: 'Dubai', exact: true }).first().click();
}

test('the address book adds, edits, makes default and removes an address', async ({ page }) => {
  await openProfile(page);
  const book = page.getByTestId('address-book');
  const name = `Warehouse ${uniqueSuffix()}`;

  await book.getByRole('button', { name: bookEn.addresses.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: checkoutEn.address.name }).fill(name);
  await dialog.getByRole('textbox', { name: checkoutEn.address.fullName }).fill('Mona Saleh');
  await dialog.getByRole('textbox', { name: checkoutEn.address.phoneNumber }).fill('12');
  await dialog.getByRole('textbox', { name: checkoutEn.address.address, exact: true }).fill('Street 9, Building 4');
  await dialog.getByRole('button', { name: bookEn.save }).click();
  // SPEC §5: the phone and the places are checked before anything is sent.
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(dialog.getByText('Country is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: checkoutEn.address.phoneNumber }).fill('+971 50 123 4567');
  await pickAddressPlace(page);
  await dialog.getByRole('textbox', { name: checkoutEn.address.additionalDetails }).fill('Gate B, ask for Omar');
  await dialog.getByRole('button', { name: bookEn.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: addressMessages.added })).toBeVisible();

  const card = book.getByTestId('saved-address').filter({ hasText: name });
  await expect(card).toContainText('Dubai');
  await expect(card).toContainText('United Arab Emirates');
  await expect(card).toContainText('Gate B, ask for Omar');

  await card.getByRole('button', { name: bookEn.edit }).click();
  await dialog.getByRole('textbox', { name: checkoutEn.address.address, exact: true }).fill('Street 10, Building 2');
  await dialog.getByRole('button', { name: bookEn.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: addressMessages.updated }).first()).toBeVisible();
  await expect(card).toContainText('Street 10, Building 2');

  const makeDefault = card.getByRole('button', { name: bookEn.addresses.makeDefault });
  if (await makeDefault.isVisible()) {
    await makeDefault.click();
    await expect(card.getByText(checkoutEn.address.default, { exact: true })).toBeVisible();
  }
  // One default at a time: no other saved address still claims it.
  await expect(
    book.getByTestId('saved-address').filter({ has: page.getByText(checkoutEn.address.default, { exact: true }) }),
  ).toHaveCount(1);

  // After a reload the book still holds what was saved (it is the server's, not the page's).
  await page.reload();
  await expect(card).toContainText('Street 10, Building 2');
  // In Arabic too, typed text reads as typed (its own digits), in its own direction run.
  await page.goto(page.url().replace('/en/', '/ar/'));
  await expect(
    book.getByTestId('saved-address').filter({ hasText: name }).locator('bdi', { hasText: 'Street 10, Building 2' }),
  ).toBeVisible();
  await page.goto(page.url().replace('/ar/', '/en/'));
  await expect(card).toContainText('Street 10, Building 2');

  await card.getByRole('button', { name: bookEn.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: bookEn.remove }).click();
  await expect(page.getByRole('alert').filter({ hasText: addressMessages.removed })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('saved payment methods: a bank account checked by its IBAN and a card saved by its token only', async ({
  page,
}) => {
  const cardRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/marketplace-customer/')) cardRequests.push(request.postData() ?? '');
  });
  await openProfile(page);
  const book = page.getByTestId('payment-methods-book');
  const accountName = `Operations ${uniqueSuffix()}`;

  await book.getByRole('button', { name: bookEn.paymentMethods.addBank }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: bookEn.bank.accountName }).fill(accountName);
  await dialog.getByRole('textbox', { name: bookEn.bank.iban }).fill('AE07 0331 2345 6789 0123 455');
  await dialog.getByRole('textbox', { name: bookEn.bank.swift }).fill('EBILAEAD');
  await dialog.getByRole('button', { name: bookEn.save }).click();
  await expect(dialog.getByText(serverMessages.invalidIban)).toBeVisible();
  await dialog.getByRole('textbox', { name: bookEn.bank.iban }).fill('AE07 0331 2345 6789 0123 456');
  await dialog.getByRole('button', { name: bookEn.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: paymentMethodMessages.bankAccountAdded })).toBeVisible();
  const bank = book.getByTestId('saved-payment-method').filter({ hasText: accountName });
  await expect(bank).toBeVisible();
  // Only the country and the last four characters of the IBAN are shown back.
  await expect(bank).not.toContainText('0331 2345');

  await book.getByRole('button', { name: bookEn.paymentMethods.addCard }).click();
  await dialog.getByRole('textbox', { name: checkoutEn.card.number }).fill('5555 5555 5555 4444');
  await dialog.getByRole('textbox', { name: checkoutEn.card.expiry }).fill('12/34');
  await dialog.getByRole('textbox', { name: checkoutEn.card.cvc }).fill('123');
  await dialog.getByRole('textbox', { name: checkoutEn.card.holderName }).fill('Mona Saleh');
  await dialog.getByRole('button', { name: bookEn.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: paymentMethodMessages.cardAdded })).toBeVisible();
  const card = book.getByTestId('saved-payment-method').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(card).toContainText('Mona Saleh');
  // DESIGN §API: the card number and CVC never left the browser.
  expect(cardRequests.some((body) => body.includes('5555555555554444') || body.includes('5555 5555'))).toBe(false);

  await card.getByRole('button', { name: bookEn.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: bookEn.remove }).click();
  await expect(page.getByRole('alert').filter({ hasText: paymentMethodMessages.cardRemoved })).toBeVisible();
  await expect(card).toHaveCount(0);

  await bank.getByRole('button', { name: bookEn.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: bookEn.remove }).click();
  await expect(page.getByRole('alert').filter({ hasText: paymentMethodMessages.bankAccountRemoved })).toBeVisible();
});

test('the address book reads in Arabic', async ({ page }) => {
  await openProfile(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar.account.addresses.title })).toBeVisible();
  await expect(page.getByTestId('address-book').getByRole('button', { name: bookAr.addresses.add })).toBeVisible();
  await expect(
    page.getByTestId('payment-methods-book').getByRole('button', { name: bookAr.paymentMethods.addCard }),
  ).toBeVisible();
});

for (const [language, texts, country] of [
  ['en', en, 'United Arab Emirates'],
  ['ar', ar, 'الإمارات العربية المتحدة'],
] as const) {
  test(`the profile names roles, permissions and the country in the page's language, never as raw keys (${language})`, async ({
    page,
  }) => {
    await openProfile(page, language);
    const labels = texts.account;
    await expect(page.getByTestId('profile-roles')).toHaveText(labels.roleNames.root);
    const permissions = page.getByTestId('profile-permissions').locator('.MuiChip-root');
    await expect(permissions).toHaveText(Object.values(labels.permissionNames));
    await expect(page.getByTestId('profile-permissions')).not.toContainText(':');
    // The demo company's country is stored as its English name.
    await expect(page.getByTestId('profile-country')).toHaveText(country);
  });
}
