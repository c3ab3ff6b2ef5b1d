import { expect, test } from './fixtures.ts';
import { solveCaptcha, uniqueSuffix } from './auth-support.ts';
import { shortCooldownServer } from './servers.ts';

/**
 * The resend limits end to end against the real server: every code is really requested, the
 * countdown comes from the server's answer, and after 5 resends the server itself refuses.
 * This server waits 2 s between sends (the spec's 60 s is covered by auth-resend.spec.ts and the API tests).
 */
test('resending for real: countdown, 5 resends, then the server blocks for 15 minutes', async ({ page, request }) => {
  const email = `resend-${uniqueSuffix()}@example.com`;
  const sends: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/marketplace-customer/companies/forget-password')) sends.push(response.status());
  });

  await page.goto(`${shortCooldownServer.url}/en`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();

  const resend = dialog.getByTestId('resend-code');
  await expect(resend).toHaveText(/^Resend code in [12] s$/);
  await expect(resend).toBeDisabled();
  await expect(dialog.getByTestId('resends-left')).toHaveText('Resends left: 5');

  for (let resends = 1; resends <= 5; resends += 1) {
    await expect(resend).toBeEnabled({ timeout: 10_000 });
    await resend.click();
    await expect.poll(() => sends.length).toBe(resends + 1);
    if (resends < 5) await expect(dialog.getByTestId('resends-left')).toHaveText(`Resends left: ${5 - resends}`);
  }
  expect(sends).toEqual([200, 200, 200, 200, 200, 200]);
  await expect(dialog.getByTestId('resend-blocked')).toContainText('Resending is blocked for 15 minutes');
  await expect(resend).toBeDisabled();

  // The block is the server's, not only the screen's: a sixth resend, sent past the UI, is refused.
  await page.waitForTimeout(2_100);
  const refused = await request.post(`${shortCooldownServer.url}/marketplace-customer/companies/forget-password`, {
    headers: {
      recaptcha: await solveCaptcha(request, shortCooldownServer.url, '/marketplace-customer'),
      'accept-language': 'en',
    },
    data: { email, isRoot: true },
  });
  expect(refused.status()).toBe(429);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Too many codes requested. Please try again in 15 minutes.',
  );
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(14 * 60);
});
