import { expect, test } from './fixtures.ts';
import { demo, storedItem } from './auth-support.ts';

test.describe('CMS sign-in', () => {
  test('an administrator signs in with the captcha solved for real, lands on products, and logout clears both tokens', async ({
    page,
  }) => {
    const captchaHeaders: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/marketplace/admins/auth/signin'))
        captchaHeaders.push(request.headers()['recaptcha'] ?? '');
    });
    await page.goto('/en/cms-login');
    await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Connected devices in the colours of/ })).toBeVisible();

    // SPEC §5: username required and an e-mail, password required and at least 6.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(demo.adminEmail);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.adminPassword);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');

    await expect(page).toHaveURL(/\/en\/cms\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expect(page.getByTestId('cms-admin-name')).not.toBeEmpty();
    expect(captchaHeaders[0]).toMatch(/^.+:\d+$/);
    expect(await storedItem(page, 'cmsAccessToken')).toBeTruthy();
    expect(await storedItem(page, 'cmsRefreshToken')).toBeTruthy();

    // The account's page, reached from the name in the top bar, shows the profile from myProfile.
    await page.getByTestId('cms-account').click();
    await expect(page).toHaveURL(/\/en\/cms\/profile$/);
    await expect(page.getByTestId('admin-profile')).toContainText(demo.adminEmail);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/en\/cms-login$/);
    expect(await storedItem(page, 'cmsAccessToken')).toBeNull();
    expect(await storedItem(page, 'cmsRefreshToken')).toBeNull();
  });

  test('without a captcha token the sign-in is not sent and says so', async ({ page }) => {
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/signin')) signIns.push(request.url());
    });
    await page.route('**/marketplace/captcha/challenge', (route) => route.abort());
    await page.goto('/en/cms-login');
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.adminEmail);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Execute recaptcha not yet available');
    expect(signIns).toHaveLength(0);
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/en/cms-login');
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.adminEmail);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(demo.adminEmail);
    await expect(page).toHaveURL(/\/en\/cms-login$/);
  });
});

test.describe('CMS guards', () => {
  test('/cms paths without a CMS token go to /cms-login', async ({ page }) => {
    for (const path of ['/en/cms/anything', '/en/cms', '/en/cms/products']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/cms-login$/);
    }
  });

  test('with a token, /cms and unknown /cms paths land on the products page', async ({ page }) => {
    await page.goto('/en/cms-login');
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.adminEmail);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/cms\/products$/);

    for (const path of ['/en/cms/no/such/page', '/en/cms', '/en/cms/', '/ar/cms/whatever']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/(en|ar)\/cms\/products$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
  });

  test('a CMS token the server refuses is cleared and the user is sent to /cms-login', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => {
      localStorage.setItem('cmsAccessToken', 'not-a-token');
      localStorage.setItem('cmsRefreshToken', 'not-a-refresh-token');
    });
    await page.goto('/en/cms/dashboard');
    await expect(page).toHaveURL(/\/en\/cms-login$/);
    expect(await storedItem(page, 'cmsAccessToken')).toBeNull();
    expect(await storedItem(page, 'cmsRefreshToken')).toBeNull();
  });
});
