import { expect, test } from './fixtures.ts';

/**
 * The resend countdown and the block after 5 resends, in the browser's own time (page.clock). The
 * server's clock cannot be fast-forwarded, so its answers are stubbed here with the contract's
 * shapes; the API tests prove the server enforces the same limits.
 */
test('resend waits 60 s, restarts on each resend, and is blocked for 15 minutes after 5 resends', async ({ page }) => {
  let sends = 0;
  await page.route('**/marketplace-customer/companies/forget-password', async (route) => {
    sends += 1;
    if (sends <= 6) {
      await route.fulfill({ json: { data: { sent: true, resendAvailableInSeconds: 60, resendsLeft: 6 - sends } } });
      return;
    }
    await route.fulfill({
      status: 429,
      json: { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many codes were requested. Try again later.' } },
    });
  });
  await page.clock.install();
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
  await dialog.getByRole('button', { name: 'Send code' }).click();

  const resend = dialog.getByTestId('resend-code');
  // The browser's clock keeps running between steps, so a second may pass before a check.
  await expect(resend).toHaveText(/^Resend code in (60|59) s$/);
  await expect(resend).toBeDisabled();
  await expect(dialog.getByTestId('resends-left')).toHaveText('Resends left: 5');
  await page.clock.fastForward(30_000);
  await expect(resend).toHaveText(/^Resend code in (30|29) s$/);

  for (let resends = 1; resends <= 5; resends += 1) {
    await page.clock.fastForward(31_000);
    await expect(resend).toHaveText('Resend code');
    await expect(resend).toBeEnabled();
    await resend.click();
    if (resends < 5) {
      await expect(resend).toHaveText(/^Resend code in (60|59) s$/);
      await expect(dialog.getByTestId('resends-left')).toHaveText(`Resends left: ${5 - resends}`);
      await page.clock.fastForward(29_000);
    }
  }

  // SPEC §4: after 5 resends, resending is blocked for 15 minutes.
  const blocked = dialog.getByTestId('resend-blocked');
  await expect(blocked).toContainText('Resending is blocked for 15 minutes');
  await expect(blocked).toContainText(/1[45]:\d\d/);
  await expect(resend).toBeDisabled();
  expect(sends).toBe(6);
  await page.clock.fastForward(10 * 60_000);
  await expect(blocked).toContainText(/ [45]:\d\d/);
  await expect(resend).toBeDisabled();

  // Once the block has passed the button returns; a refusal from the server lands on the code field.
  await page.clock.fastForward(5 * 60_000 + 1_000);
  await expect(blocked).toHaveCount(0);
  await resend.click();
  await expect(dialog.getByText('Too many codes were requested. Try again later.')).toBeVisible();
  await expect.poll(() => sends).toBe(7);
});

test('in Arabic the countdown uses Arabic-Indic digits', async ({ page }) => {
  await page.route('**/marketplace-customer/companies/forget-password', (route) =>
    route.fulfill({ json: { data: { sent: true, resendAvailableInSeconds: 60, resendsLeft: 5 } } }),
  );
  await page.goto('/ar');
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
  await dialog.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('someone@example.com');
  await dialog.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(dialog.getByTestId('resend-code')).toContainText(/[٠-٩]+ ث/);
  await expect(dialog.getByTestId('resends-left')).toContainText('٥');
  expect(await dialog.getByTestId('resend-code').textContent()).not.toMatch(/[0-9]/);
});
