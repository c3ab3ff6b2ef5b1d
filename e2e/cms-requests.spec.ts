import { expect, test } from './fixtures.ts';
import { catalogAr } from '../apps/web/src/locales/catalog.ar.ts';
import { catalogEn } from '../apps/web/src/locales/catalog.en.ts';
import { ar } from '../apps/web/src/locales/ar.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { signInToCms } from './catalog-support.ts';

/**
 * SPEC §3 Requests in the back office: a request opens in a side panel whose heading and close
 * button stay above the top bar, on a phone and on a desktop, in English and in Arabic, and shows
 * the sender's message in the message's own direction.
 */
const runs = [
  { language: 'en', catalog: catalogEn, close: en.common.close },
  { language: 'ar', catalog: catalogAr as typeof catalogEn, close: ar.common.close },
] as const;

for (const run of runs) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a request's panel shows its heading and closes (${run.language}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const sent = await page.request.post('/marketplace-customer/requests', {
        data: {
          type: 'message',
          fullName: 'Mona Haddad',
          phoneNumber: '+971 50 000 0001',
          email: 'mona@example.com',
          message: 'Forty trackers with a two-year licence, installed?',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const id = ((await sent.json()) as { data: { _id: string } }).data._id;

      await signInToCms(page);
      await page.goto(`/${run.language}/cms/requests/${id}`);
      const panel = page.getByRole('dialog');
      const heading = panel.getByRole('heading', { name: run.catalog.requests.details });
      await expect(heading).toBeVisible();
      // Nothing lies over the heading (the top bar did, at the panel's top).
      const covered = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(top && element.contains(top));
      });
      expect(covered).toBe(false);
      // The sender's own words run in their own direction: an English message on an Arabic page
      // ends with its question mark on the right, not before its first word.
      await expect(panel.getByText('Forty trackers with a two-year licence, installed?')).toHaveCSS('direction', 'ltr');
      await panel.getByRole('button', { name: run.close }).click();
      await expect(panel).toBeHidden();
    });
  }
}
