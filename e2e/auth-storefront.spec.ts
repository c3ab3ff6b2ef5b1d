import path from 'node:path';
import { expect, test } from './fixtures.ts';
import {
  adminAccessToken,
  demo,
  openLogin,
  readMailedCode,
  signInAsCompany,
  storedItem,
  uniqueSuffix,
} from './auth-support.ts';
import { isBackOfficeSource, readWebBuild } from '../scripts/web-build-manifest.ts';
import { brandServers } from './servers.ts';

test.describe('storefront guards', () => {
  test('/profile and /orders without a marketplace token go to /', async ({ page }) => {
    for (const path of ['/en/profile', '/en/orders']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en$/);
    }
  });
});

test.describe('storefront sign-in', () => {
  test('root login and tenant login modals are mutually exclusive; a tenant user signs in with the tenant ID', async ({
    page,
  }) => {
    await page.goto('/en');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Or login as Tenant User' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByRole('heading', { name: 'Tenant user login' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Login', exact: true })).toHaveCount(0);

    // SPEC §5: 'Please enter Tenant ID'.
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('Please enter Tenant ID')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Tenant ID' }).fill(demo.tenantId);
    await dialog.getByRole('textbox', { name: 'Username or email' }).fill(demo.tenantUserEmail);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.tenantUserPassword);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText('Logged In Successfully');
    expect(await storedItem(page, 'accessToken')).toBeTruthy();

    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByTestId('profile-kind')).toHaveText('Tenant user');
    await expect(page.getByTestId('profile-tenant-id')).toHaveText(demo.tenantId);
    await expect(page.getByTestId('profile-email')).toHaveText(demo.tenantUserEmail);
    await expect(page.getByRole('heading', { name: 'Saved addresses' })).toBeVisible();

    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await storedItem(page, 'accessToken')).toBeNull();
    expect(await storedItem(page, 'refreshToken')).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('marketplace login removes the CMS access token (SPEC §4) and opens /orders', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => localStorage.setItem('cmsAccessToken', 'admin-session'));
    await signInAsCompany(page);
    expect(await storedItem(page, 'cmsAccessToken')).toBeNull();
    expect(await storedItem(page, 'accessToken')).toBeTruthy();

    // What the page should list: the demo company's current orders (the demo history may have some).
    const listed = await page.request.get('/marketplace-customer/orders?filter=current&limit=1', {
      headers: { Authorization: `Bearer ${await storedItem(page, 'accessToken')}` },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const { meta } = (await listed.json()) as { meta: { total: number } };

    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'My orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    if (meta.total === 0) await expect(page.getByText('You have no orders yet')).toBeVisible();
    else await expect(page.getByTestId('order-row').first()).toBeVisible();
  });

  test('an expired access token is refreshed once and the request retried: /profile still loads', async ({ page }) => {
    await page.goto('/en');
    await signInAsCompany(page);
    const refreshBefore = await storedItem(page, 'refreshToken');
    await page.evaluate(() => localStorage.setItem('accessToken', 'corrupted.access.token'));
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/marketplace-customer/auth/refresh')) refreshes.push(request.url());
    });

    await page.goto('/en/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(demo.companyEmail);
    await expect(page.getByTestId('profile-kind')).toHaveText('Root user (company)');
    expect(refreshes).toHaveLength(1);
    const access = await storedItem(page, 'accessToken');
    expect(access).toBeTruthy();
    expect(access).not.toBe('corrupted.access.token');
    expect(await storedItem(page, 'refreshToken')).not.toBe(refreshBefore);
  });
});

test('a company registers, verifies the e-mailed code and is signed in', async ({ page, request, baseURL }) => {
  const suffix = uniqueSuffix();
  const email = `buyer.${suffix}@example.com`;
  const phone = `+97150${String(Date.now()).slice(-7)}`;
  await page.goto('/en');
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Register your company' }).click();
  await expect(dialog.getByRole('heading', { name: 'Register your company' })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Company name' }).fill(`Acme ${suffix}`);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Lina');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(`acme_${suffix}`);
  // Live availability: the demo company's e-mail is taken.
  await dialog.getByRole('textbox', { name: 'Email' }).fill(demo.companyEmail);
  await expect(dialog.getByText('This email is already registered')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(dialog.getByText('This email is already registered')).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('United Arab Emirates');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await dialog.getByRole('button', { name: 'Generate password' }).click();
  const password = await dialog.getByRole('textbox', { name: 'Password', exact: true }).inputValue();
  expect(password).toHaveLength(20);
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(dialog.getByTestId('resend-code')).toBeDisabled();
  const token = await adminAccessToken(request, baseURL ?? '');
  const code = await readMailedCode(request, baseURL ?? '', token, email);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('Registered Successfully');
  await page.goto('/en/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-name')).toHaveText('Lina Haddad');
});

test('phone width: sign-in screens fit 375 px in Arabic without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto('/ar/cms-login');
  await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page.getByTestId('forgot-password')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/ar');
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'سجّل شركتك' }).click();
  await dialog.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('abc');
  await expect(dialog.getByTestId('password-checklist')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  const box = await dialog.getByRole('button', { name: 'إنشاء الحساب' }).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});

test('the storefront never loads back-office code or texts: by the build manifest, and in the browser; /cms-login does', async ({
  page,
  request,
}) => {
  // DESIGN §Web. Chunk names prove nothing: the build's own manifest says which source files each
  // chunk holds, so a back-office module merged into a shared or entry chunk is caught too.
  const build = readWebBuild(path.resolve(import.meta.dirname, '../apps/web/dist', brandServers.alef.brand));
  const backOfficeIn = (keys: string[]) =>
    keys.flatMap((key) =>
      build
        .sourcesOf(key)
        .filter(isBackOfficeSource)
        .map((source) => `${key}: ${source}`),
    );

  // The patterns name files this build really holds, and the module list sees inside the entry chunk.
  expect(build.allSources().filter(isBackOfficeSource)).toEqual(
    expect.arrayContaining([
      'src/app/routes/cms/cms-layout-route.tsx',
      'src/features/cms-shell/components/cms-login-page.tsx',
      'src/features/cms-catalog/components/product-form-page.tsx',
      'src/components/rich-text/rich-text-editor.tsx',
      'src/locales/cms.en.ts',
      'src/locales/catalog.ar.ts',
    ]),
  );
  expect(build.entry).toBe('index.html');
  const startChunks = build.startChunks();
  expect(startChunks.flatMap(build.staticClosure).flatMap(build.sourcesOf)).toEqual(
    expect.arrayContaining(['src/main.tsx', 'src/locales/en.ts']),
  );
  // The Arabic storefront texts come with the first Arabic page, not with every first load (shell.spec.ts).
  expect(build.allSources()).toContain('src/locales/ar.ts');

  // What every page starts with and every storefront route, with everything they import statically (what a first
  // visit must download before the page runs), hold no back-office source file.
  expect(build.storefrontRoutes).toEqual(
    expect.arrayContaining(['src/app/routes/store/home-route.tsx', 'src/app/routes/store/product-route.tsx']),
  );
  for (const start of [...startChunks, ...build.storefrontRoutes]) {
    expect(backOfficeIn(build.staticClosure(start)), `reached statically from ${start}`).toEqual([]);
  }

  // In the browser: every script the storefront downloads is a file of this build (or sourcesOfUrlPath
  // throws), and none holds a back-office source file.
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  const backOfficeDownloaded = () =>
    scripts.flatMap((urlPath) =>
      build
        .sourcesOfUrlPath(urlPath)
        .filter(isBackOfficeSource)
        .map((source) => `${urlPath}: ${source}`),
    );
  const listed = await request.get('/marketplace-customer/products?limit=1');
  expect(listed.ok()).toBe(true);
  const product = ((await listed.json()) as { data: { _id: string; name: string }[] }).data[0];
  if (!product) throw new Error('the demo catalog has no product');

  await page.goto('/en');
  await openLogin(page);
  await page.goto('/en/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto(`/en/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en$/);
  expect(scripts.flatMap(build.sourcesOfUrlPath)).toEqual(
    expect.arrayContaining([
      'index.html',
      'src/app/routes/store/home-route.tsx',
      'src/app/routes/store/products-route.tsx',
      'src/app/routes/store/product-route.tsx',
    ]),
  );
  expect(backOfficeDownloaded()).toEqual([]);

  // The same check sees the back office once it is entered: its code and its texts come with it.
  await page.goto('/en/cms-login');
  await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible();
  expect(backOfficeDownloaded()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/: src\/app\/routes\/cms\/cms-login-route\.tsx$/),
      expect.stringMatching(/: src\/locales\/cms\.en\.ts$/),
    ]),
  );
});
