import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { SettingsPatch, SettingsRecord } from '@iot/shared/settings';
import { cmsAr } from '../apps/web/src/locales/cms.ar.ts';
import { cmsEn } from '../apps/web/src/locales/cms.en.ts';
import { settingsAr } from '../apps/web/src/locales/settings.ar.ts';
import { settingsEn } from '../apps/web/src/locales/settings.en.ts';
import { adminAccessToken } from './auth-support.ts';
import { pngFile, signInToCms } from './catalog-support.ts';
import { settingsServer } from './servers.ts';

// A server of its own (e2e/servers.ts): no other spec sees the logo change midway. The currency is
// changed by a conversion, in cms-currency.spec.ts.
// What a test changes is put back at its end, for the other language's run.
const shop = settingsServer.url;

const runs = [
  { language: 'en', texts: settingsEn, nav: cmsEn.nav },
  { language: 'ar', texts: settingsAr as typeof settingsEn, nav: cmsAr.nav as typeof cmsEn.nav },
] as const;

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminAccessToken(request, shop)}` };
}

async function readSettings(request: APIRequestContext, headers: Record<string, string>): Promise<SettingsRecord> {
  const response = await request.get(`${shop}/marketplace/settings`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SettingsRecord }).data;
}

async function patchSettings(request: APIRequestContext, headers: Record<string, string>, patch: SettingsPatch) {
  const response = await request.patch(`${shop}/marketplace/settings`, { headers, data: patch });
  expect(response.status(), await response.text()).toBe(200);
}

/** Saves one section and reads its success alert (each section saves on its own). */
async function saveSection(page: Page, section: string, save: string, success: string): Promise<void> {
  await page.getByTestId(`settings-${section}`).getByRole('button', { name: save, exact: true }).click();
  const alert = page.locator('[data-alert-type="success"]').filter({ hasText: success });
  await expect(alert).toBeVisible();
  await alert.getByRole('button').click();
  await expect(alert).toBeHidden();
}

/**
 * In English and in Arabic: an administrator uploads a new logo and favicon and switches the
 * WhatsApp button on with a new link on /cms/settings, each section saying its success text; the
 * storefront then shows that logo, favicon and WhatsApp link at once in the same tab, and after a
 * reload.
 */
for (const { language, texts, nav } of runs) {
  test(`an administrator changes the logo and WhatsApp and the storefront follows (${language})`, async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const before = await readSettings(request, headers);
    const whatsappUrl = `https://wa.me/9715${String(Date.now()).slice(-8)}`;
    // WhatsApp starts off here, so the administrator switches it on.
    await patchSettings(request, headers, { visibility: { whatsapp: { enabled: false } } });
    try {
      await signInToCms(page, shop);
      await page.goto(`${shop}/${language}/cms/settings`);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible({ timeout: 30_000 });

      const logo = page.getByTestId('settings-logo');
      await logo.getByTestId('image-input').setInputFiles(await pngFile('logo.png', '#ff6f00'));
      await expect(logo.locator('img')).toHaveAttribute('src', /^\/files\/[^/]+\/thumbnail$/);
      const favicon = page.getByTestId('settings-favicon');
      await favicon.getByTestId('image-input').setInputFiles(await pngFile('favicon.png', '#2e7d32'));
      await expect(favicon.locator('img')).toHaveAttribute('src', /^\/files\/[^/]+\/thumbnail$/);
      await saveSection(page, 'branding', texts.save, texts.saved);

      const visibility = page.getByTestId('settings-visibility');
      await visibility.getByRole('switch', { name: texts.fields.whatsapp }).check();
      await visibility.getByRole('textbox', { name: texts.fields.whatsappUrl }).fill(whatsappUrl);
      await saveSection(page, 'visibility', texts.save, texts.saved);

      const saved = await readSettings(request, headers);
      expect(saved.logo).toMatch(/^\/files\/[^/]+$/);
      expect(saved.favicon).toMatch(/^\/files\/[^/]+$/);

      // The same tab, without a reload: the storefront's settings were refreshed by the save.
      await page.getByRole('link', { name: nav.storefront }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expect(page.locator('header img').first()).toHaveAttribute('src', saved.logo ?? '');
      await expect(page.getByTestId('whatsapp-button')).toHaveAttribute('href', whatsappUrl);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', saved.favicon ?? '');

      await page.reload();
      await expect(page.locator('header img').first()).toHaveAttribute('src', saved.logo ?? '');
      await expect(page.getByTestId('whatsapp-button')).toHaveAttribute('href', whatsappUrl);
    } finally {
      await patchSettings(request, headers, {
        logo: before.logo,
        favicon: before.favicon,
        visibility: { whatsapp: before.visibility.whatsapp },
      });
    }
  });
}
