import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The demo accounts the browser-test servers seed (playwright.config.ts passes them as env), and
 * helpers that act as a second user would: solving the captcha and reading e-mailed codes from the
 * admin outbox through the API.
 */
export const demo = {
  adminEmail: 'admin@example.com',
  adminPassword: 'Admin-demo#2026',
  companyEmail: 'company@example.com',
  companyPassword: 'Company-demo#2026',
  tenantUserEmail: 'tenant.user@example.com',
  tenantUserPassword: 'Tenant-demo#2026',
  tenantId: '5b0e7c1a-3f7d-4c1e-9a52-7d2f0c9b8e41',
} as const;

/** Server environment for the browser tests: the demo accounts above and a light captcha (still solved for real). */
export const authServerEnv = {
  DEMO_ADMIN_EMAIL: demo.adminEmail,
  DEMO_ADMIN_PASSWORD: demo.adminPassword,
  DEMO_COMPANY_EMAIL: demo.companyEmail,
  DEMO_COMPANY_PASSWORD: demo.companyPassword,
  DEMO_TENANT_USER_EMAIL: demo.tenantUserEmail,
  DEMO_TENANT_USER_PASSWORD: demo.tenantUserPassword,
  DEMO_TENANT_ID: demo.tenantId,
  CAPTCHA_DIFFICULTY: '12',
  // Every spec signs in from 127.0.0.1: the suite needs more than one person's 20 a minute.
  SIGN_IN_PER_IP_PER_MINUTE: '300',
};

function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Fetches a proof-of-work challenge and solves it, as the browser does. */
export async function solveCaptcha(
  request: APIRequestContext,
  origin: string,
  base: '/marketplace' | '/marketplace-customer',
): Promise<string> {
  const response = await request.get(`${origin}${base}/captcha/challenge`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { provider: string; challenge: string; difficulty: number } };
  expect(data.provider).toBe('pow');
  for (let nonce = 0; ; nonce += 1) {
    if (
      leadingZeroBits(createHash('sha256').update(`${data.challenge}:${nonce}`, 'utf8').digest()) >= data.difficulty
    ) {
      return `${data.challenge}:${nonce}`;
    }
  }
}

/** An admin access token for the outbox, signed in through the API. */
export async function adminAccessToken(
  request: APIRequestContext,
  origin: string,
  password: string = demo.adminPassword,
): Promise<string> {
  const response = await request.post(`${origin}/marketplace/admins/auth/signin`, {
    headers: { recaptcha: await solveCaptcha(request, origin, '/marketplace') },
    data: { username: demo.adminEmail, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The newest 8-digit code mailed to `to` that was not in `seen` (codes already used by the test). */
export async function readMailedCode(
  request: APIRequestContext,
  origin: string,
  token: string,
  to: string,
  seen: readonly string[] = [],
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${origin}/marketplace/mail/outbox`, {
          params: { to, limit: 5 },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(response.ok()).toBe(true);
        const mails = ((await response.json()) as { data: { text: string }[] }).data;
        code = mails.map((mail) => /\b(\d{8})\b/.exec(mail.text)?.[1]).find((found) => found && !seen.includes(found));
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code ?? '';
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** A unique suffix so accounts created by one run never collide with another's. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Opens the storefront's login dialog from the header. */
export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
  return dialog;
}

/** Signs the demo tenant user in through the storefront's tenant login (the page's language is kept). */
export async function signInAsTenantUser(
  page: Page,
  labels: { login: string; asTenant: string; tenantId: string; username: string; password: string } = {
    login: 'Login',
    asTenant: 'Or login as Tenant User',
    tenantId: 'Tenant ID',
    username: 'Username or email',
    password: 'Password',
  },
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: labels.login }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: labels.asTenant }).click();
  await dialog.getByRole('textbox', { name: labels.tenantId }).fill(demo.tenantId);
  await dialog.getByRole('textbox', { name: labels.username }).fill(demo.tenantUserEmail);
  await dialog.getByRole('textbox', { name: labels.password, exact: true }).fill(demo.tenantUserPassword);
  await dialog.getByRole('textbox', { name: labels.password, exact: true }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

/** Signs the demo company in through the storefront's login dialog. */
export async function signInAsCompany(page: Page, password: string = demo.companyPassword): Promise<void> {
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(demo.companyEmail);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}
