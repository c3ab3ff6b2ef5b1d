import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { expectAlert, signInToCms } from './catalog-support.ts';

/**
 * DESIGN §Operations: mail goes through the outbox, and the back office sees it. A visitor's
 * message is mailed to the administrators; /cms/mail finds it by its sender, shows its delivery,
 * and resends it, in English and in Arabic (right to left, Arabic-Indic digits).
 */
test('the mail screen lists a mail with its delivery and resends it, in English and Arabic', async ({ page }) => {
  const sender = `Mail Check ${randomBytes(3).toString('hex')}`;
  const sent = await page.request.post('/marketplace-customer/requests', {
    data: {
      type: 'message',
      fullName: sender,
      phoneNumber: '+971 50 123 4567',
      email: 'mail.check@example.com',
      message: 'Please call me back.',
    },
  });
  expect(sent.status()).toBe(201);

  await signInToCms(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/en\/cms\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(sender);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(sender).replace(/%20/g, '(\\+|%20)')}`));
  const row = page.getByTestId('mail-row').filter({ hasText: `New message from ${sender}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('1');

  await row.getByRole('button', { name: `Resend “New message from ${sender}”` }).click();
  await expectAlert(page, 'is queued again.');
  // Queued again with its attempts reset, and delivered by the pass after the answer.
  await expect(row).toContainText('Sent');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  await page.goto(`/ar/cms/mail?search=${encodeURIComponent(sender)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'البريد' })).toBeVisible();
  const arabic = page.getByTestId('mail-row').filter({ hasText: sender });
  await expect(arabic).toContainText('مُرسلة');
  await expect(arabic.getByRole('cell').nth(3)).toHaveText('١');
  await arabic.getByRole('button', { name: `إعادة إرسال «New message from ${sender}»` }).click();
  await expectAlert(page, 'إلى قائمة الإرسال');
});
