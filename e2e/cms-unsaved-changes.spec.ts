import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { SettingsRecord } from '@iot/shared/settings';
import { catalogAr } from '../apps/web/src/locales/catalog.ar.ts';
import { catalogEn } from '../apps/web/src/locales/catalog.en.ts';
import { cmsAr } from '../apps/web/src/locales/cms.ar.ts';
import { cmsEn } from '../apps/web/src/locales/cms.en.ts';
import { settingsAr } from '../apps/web/src/locales/settings.ar.ts';
import { settingsEn } from '../apps/web/src/locales/settings.en.ts';
import { adminAccessToken } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { brandServers, settingsServer } from './servers.ts';

const runs = [
  { language: 'en', cms: cmsEn, catalog: catalogEn, settings: settingsEn },
  {
    language: 'ar',
    cms: cmsAr as typeof cmsEn,
    catalog: catalogAr as typeof catalogEn,
    settings: settingsAr as typeof settingsEn,
  },
] as const;

/** Follows the back office's Dashboard link, as a person leaving the form would. */
async function leaveForDashboard(page: Page, texts: typeof cmsEn): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: texts.nav.dashboard, exact: true }).first().click();
}

for (const { language, cms, catalog, settings } of runs) {
  test(`a form with unsaved changes asks before it is left; a saved one does not (${language})`, async ({
    page,
    request,
  }) => {
    const prompt = page.getByTestId('unsaved-changes-dialog');
    const addPage = new RegExp(`/${language}/cms/products/groups/add$`);
    await signInToCms(page);
    await page.goto(`/${language}/cms/products/groups/add`);
    const name = page.getByRole('textbox', { name: catalog.groups.fields.name });
    const typed = `Unsaved group ${language} ${Date.now()}`;
    await name.fill(typed);

    // An in-app link: the dialog asks; Stay keeps the page and what was typed.
    await leaveForDashboard(page, cms);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: cms.unsavedChanges.title })).toBeVisible();
    await expect(prompt).toContainText(cms.unsavedChanges.text);
    await prompt.getByRole('button', { name: cms.unsavedChanges.stay }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(addPage);
    await expect(name).toHaveValue(typed);

    // Leave goes where the link pointed.
    await leaveForDashboard(page, cms);
    await prompt.getByRole('button', { name: cms.unsavedChanges.leave }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/cms/dashboard$`));

    // Saved: the page moves on to the new group without asking, and leaving it asks nothing.
    await page.goto(`/${language}/cms/products/groups/add`);
    await name.fill(typed);
    await page.getByRole('button', { name: catalog.actions.save, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/cms/products/groups/[0-9a-f-]{36}$`));
    await expect(prompt).toBeHidden();
    const groupId = page.url().split('/').at(-1) ?? '';
    await leaveForDashboard(page, cms);
    await expect(page).toHaveURL(new RegExp(`/${language}/cms/dashboard$`));
    await expect(prompt).toBeHidden();

    // A reload or a closed tab: the browser's own prompt.
    await page.goto(`/${language}/cms/products/groups/add`);
    await name.click();
    await name.fill('Typed, then the tab closes');
    const unload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await unload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();

    const token = await adminAccessToken(request, brandServers.alef.url);
    const removed = await request.delete(`/marketplace/product-groups/${groupId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  });

  test(`the settings page, saved section by section, asks while any section is unsaved (${language})`, async ({
    page,
    request,
  }) => {
    const shop = settingsServer.url;
    const headers = { Authorization: `Bearer ${await adminAccessToken(request, shop)}` };
    const read = async () =>
      ((await (await request.get(`${shop}/marketplace/settings`, { headers })).json()) as { data: SettingsRecord })
        .data;
    const before = await read();
    const prompt = page.getByTestId('unsaved-changes-dialog');
    try {
      await signInToCms(page, shop);
      await page.goto(`${shop}/${language}/cms/settings`);
      const copyright = page.getByTestId('settings-branding').getByRole('textbox', { name: settings.fields.copyright });
      const typed = `© Unsaved ${language} ${Date.now()}`;
      await copyright.fill(typed);

      await leaveForDashboard(page, cms);
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: cms.unsavedChanges.stay }).click();
      await expect(prompt).toBeHidden();
      await expect(copyright).toHaveValue(typed);

      // The section saved, the page holds nothing unsaved: leaving asks nothing.
      await page.getByTestId('settings-branding').getByRole('button', { name: settings.save, exact: true }).click();
      await expect(page.locator('[data-alert-type="success"]').filter({ hasText: settings.saved })).toBeVisible();
      expect((await read()).copyright).toBe(typed);
      await leaveForDashboard(page, cms);
      await expect(page).toHaveURL(new RegExp(`/${language}/cms/dashboard$`));
      await expect(prompt).toBeHidden();

      // Typed again, then Leave: what it held is dropped, nothing is written.
      await page.goto(`${shop}/${language}/cms/settings`);
      await copyright.fill(`${typed} (not saved)`);
      await leaveForDashboard(page, cms);
      await prompt.getByRole('button', { name: cms.unsavedChanges.leave }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/cms/dashboard$`));
      expect((await read()).copyright).toBe(typed);
    } finally {
      const restored = await request.patch(`${shop}/marketplace/settings`, {
        headers,
        data: { copyright: before.copyright },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });
}
