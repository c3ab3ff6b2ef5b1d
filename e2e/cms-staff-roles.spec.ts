import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { arabicServerMessages, serverMessages } from '@iot/shared/server-messages';
import { ar } from '../apps/web/src/locales/ar.ts';
import { catalogAr } from '../apps/web/src/locales/catalog.ar.ts';
import { discountsAr } from '../apps/web/src/locales/discounts.ar.ts';
import { discountsEn } from '../apps/web/src/locales/discounts.en.ts';
import { catalogEn } from '../apps/web/src/locales/catalog.en.ts';
import { cmsAr } from '../apps/web/src/locales/cms.ar.ts';
import { cmsEn } from '../apps/web/src/locales/cms.en.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { customerGroupsAr } from '../apps/web/src/locales/customer-groups.ar.ts';
import { customerGroupsEn } from '../apps/web/src/locales/customer-groups.en.ts';
import { customersAr } from '../apps/web/src/locales/customers.ar.ts';
import { customersEn } from '../apps/web/src/locales/customers.en.ts';
import { inventoryAr } from '../apps/web/src/locales/inventory.ar.ts';
import { inventoryEn } from '../apps/web/src/locales/inventory.en.ts';
import { marketingAr } from '../apps/web/src/locales/marketing.ar.ts';
import { marketingEn } from '../apps/web/src/locales/marketing.en.ts';
import { settingsAr } from '../apps/web/src/locales/settings.ar.ts';
import { settingsEn } from '../apps/web/src/locales/settings.en.ts';
import { licensesAr } from '../apps/web/src/locales/licenses.ar.ts';
import { licensesEn } from '../apps/web/src/locales/licenses.en.ts';
import { tenantsAr } from '../apps/web/src/locales/tenants.ar.ts';
import { tenantsEn } from '../apps/web/src/locales/tenants.en.ts';
import { staffAr } from '../apps/web/src/locales/staff.ar.ts';
import { staffEn } from '../apps/web/src/locales/staff.en.ts';
import { adminAccessToken, readMailedCode, storedItem, uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { operationsServer } from './servers.ts';

/**
 * DESIGN §Operations, staff roles, in English and in Arabic: a super admin invites an operations
 * administrator from /cms/admins, who sets a password on the invitation page and signs in; a
 * read-only administrator sees no catalog or order action, and the API refuses the one they try.
 */
const origin = operationsServer.url;
const password = 'Staff-demo#2026';

const runs = [
  {
    language: 'en',
    app: en,
    catalog: catalogEn,
    discounts: discountsEn,
    licenses: licensesEn,
    marketing: marketingEn,
    inventory: inventoryEn,
    settings: settingsEn,
    tenants: tenantsEn,
    customers: customersEn,
    customerGroups: customerGroupsEn,
    cms: cmsEn,
    staff: staffEn,
    forbidden: serverMessages.staffRoleForbids,
  },
  {
    language: 'ar',
    app: ar as unknown as typeof en,
    catalog: catalogAr as typeof catalogEn,
    discounts: discountsAr as typeof discountsEn,
    licenses: licensesAr as typeof licensesEn,
    marketing: marketingAr as typeof marketingEn,
    inventory: inventoryAr as typeof inventoryEn,
    settings: settingsAr as typeof settingsEn,
    tenants: tenantsAr as typeof tenantsEn,
    customers: customersAr as typeof customersEn,
    customerGroups: customerGroupsAr as typeof customerGroupsEn,
    cms: cmsAr as typeof cmsEn,
    staff: staffAr as typeof staffEn,
    forbidden: arabicServerMessages.staffRoleForbids,
  },
] as const;

/** The id of the first record a back-office list answers. */
async function firstId(request: APIRequestContext, token: string, path: string): Promise<string> {
  const response = await request.get(`${origin}/marketplace/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [first] = ((await response.json()) as { data: { _id: string }[] }).data;
  expect(first).toBeDefined();
  return first?._id ?? '';
}

/** The invitation's address, as the mail to `email` gives it. */
async function invitationLink(request: APIRequestContext, token: string, email: string): Promise<string> {
  const response = await request.get(`${origin}/marketplace/mail/outbox`, {
    params: { to: email, limit: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  const [mail] = ((await response.json()) as { data: { text: string }[] }).data;
  return /(https?:\/\/\S+\/cms-invite\?email=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

/** A read-only administrator invited by the demo super admin, their password set from the mailed code. */
async function createReadOnlyAdmin(request: APIRequestContext, outbox: string, language: string): Promise<string> {
  const email = `reader.${language}.${uniqueSuffix()}@example.com`;
  const invited = await request.post(`${origin}/marketplace/admins/admins`, {
    headers: { Authorization: `Bearer ${outbox}` },
    data: { email, role: 'read-only', language },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const reset = await request.post(`${origin}/marketplace/admins/admins/reset-password`, {
    data: { email, otp: await readMailedCode(request, origin, outbox, email), password, confirmPassword: password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return email;
}

async function signInAs(page: Page, run: (typeof runs)[number], email: string) {
  await page.goto(`${origin}/${run.language}/cms-login`);
  await page.getByRole('textbox', { name: run.cms.login.username }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${run.language}/cms/products$`));
}

for (const run of runs) {
  test(`a super admin invites an operations administrator, who sets a password and signs in (${run.language})`, async ({
    page,
    browser,
    request,
  }) => {
    const { language, staff, app } = run;
    const email = `ops.${language}.${uniqueSuffix()}@example.com`;
    const outbox = await adminAccessToken(request, origin);
    await signInToCms(page, origin);
    await page.goto(`${origin}/${language}/cms/admins`);
    await page.getByTestId('staff-invite').click();
    const dialog = page.getByTestId('staff-invite-dialog');
    await dialog.getByTestId('staff-invite-email').fill(email);
    await dialog.getByTestId('staff-invite-role').click();
    await page.getByRole('option', { name: staff.roles.operations }).click();
    await dialog.getByTestId('staff-invite-submit').click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await expect(row).toContainText(staff.roles.operations);
    await expect(row).toContainText(staff.statuses.invited);

    // The invitee, in a browser of their own, opens the mailed page in the language they were invited in.
    const link = await invitationLink(request, outbox, email);
    expect(link).toContain(`/${language}/cms-invite?email=`);
    const invitee = await browser.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: staff.invitePage.title })).toBeVisible();
    const flow = invitee.getByTestId('forgot-password');
    await flow
      .getByRole('textbox', { name: app.auth.otp.code })
      .fill(await readMailedCode(request, origin, outbox, email));
    await flow.getByRole('button', { name: app.auth.forgot.verify }).click();
    await flow.getByRole('textbox', { name: app.auth.forgot.newPassword, exact: true }).fill(password);
    await flow.getByRole('textbox', { name: app.auth.forgot.confirmPassword }).fill(password);
    await flow.getByRole('button', { name: app.auth.forgot.save }).click();
    await expect(invitee).toHaveURL(new RegExp(`/${language}/cms-login$`));

    await signInAs(invitee, run, email);
    const navigation = invitee.getByRole('navigation', { name: run.cms.nav.label });
    await expect(navigation.getByRole('link', { name: run.cms.nav.orders })).toBeVisible();
    await expect(navigation.getByRole('link', { name: run.cms.nav.admins })).toHaveCount(0);
    // Settings may be read by every role; only a super admin's page saves them.
    await expect(navigation.getByRole('link', { name: run.cms.nav.settings })).toBeVisible();
    await invitee.close();

    await page.reload();
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText(staff.statuses.active);
  });

  test(`a read-only administrator sees every screen with no write action, and the API refuses accepting (${run.language})`, async ({
    page,
    request,
  }) => {
    const { language } = run;
    const outbox = await adminAccessToken(request, origin);
    const admin = { Authorization: `Bearer ${outbox}` };
    const email = await createReadOnlyAdmin(request, outbox, language);
    // A pending order of the demo history: a super admin's page offers to accept it.
    const orders = await request.get(`${origin}/marketplace/orders`, { headers: admin, params: { status: 'pending' } });
    const order = ((await orders.json()) as { data: { _id: string; status: string }[] }).data.find(
      (candidate) => candidate.status === 'pending',
    );
    expect(order).toBeDefined();
    const orderId = order?._id ?? '';
    const group = await request.post(`${origin}/marketplace/customer-groups`, {
      headers: admin,
      data: { name: `Readers ${uniqueSuffix()}` },
    });
    expect(group.status(), await group.text()).toBe(201);
    const groupId = ((await group.json()) as { data: { _id: string } }).data._id;
    const message = await request.post(`${origin}/marketplace-customer/requests`, {
      data: {
        type: 'message',
        fullName: 'Mona Haddad',
        phoneNumber: '+971 50 000 0001',
        email: 'mona@example.com',
        message: 'Forty trackers, installed?',
      },
    });
    expect(message.status(), await message.text()).toBe(201);
    const requestId = ((await message.json()) as { data: { _id: string } }).data._id;
    const [licenseId, tenantId, customerId] = await Promise.all(
      ['license-allocation', 'tenant-management/tenants', 'customers'].map((path) => firstId(request, outbox, path)),
    );

    await signInAs(page, run, email);
    await expect(
      page.getByRole('navigation', { name: run.cms.nav.label }).getByRole('link', { name: run.cms.nav.admins }),
    ).toHaveCount(0);

    // The catalog, where a read-only administrator lands: each product opens, nothing changes it.
    const { actions } = run.catalog;
    const firstRow = page.getByTestId('product-row').first();
    await expect(firstRow.getByRole('link', { name: actions.viewOf.replace('{{name}}', '') })).toBeVisible();
    await expect(firstRow.getByTestId('visibility-toggle').locator('input')).toBeDisabled();
    for (const name of [actions.editOf, actions.translateOf, actions.deleteOf]) {
      await expect(page.getByRole('main').getByRole('link', { name: name.replace('{{name}}', '') })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button', { name: name.replace('{{name}}', '') })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: run.catalog.products.add })).toHaveCount(0);
    await firstRow.getByRole('link', { name: actions.viewOf.replace('{{name}}', '') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: actions.edit, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: actions.delete, exact: true })).toHaveCount(0);
    await page.goto(`${origin}/${language}/cms/products/groups`);
    await expect(page.getByRole('heading', { level: 1, name: run.catalog.groups.title })).toBeVisible();
    await expect(page.getByRole('link', { name: run.catalog.groups.add })).toHaveCount(0);
    await page.goto(`${origin}/${language}/cms/metadata/industries`);
    await expect(page.getByRole('columnheader', { name: run.catalog.metadata.fields.active })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: actions.label })).toHaveCount(0);
    await page.goto(`${origin}/${language}/cms/discounts`);
    await expect(page.getByRole('heading', { level: 1, name: run.discounts.title })).toBeVisible();
    await expect(page.getByTestId('empty-state').or(page.getByRole('row').nth(1))).toBeVisible();
    for (const name of [run.discounts.actions.edit, run.discounts.actions.copy]) {
      await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
    }

    // Licenses, tenants, customers, customer groups and requests: each opens, nothing changes it.
    const main = page.getByRole('main');
    await page.goto(`${origin}/${language}/cms/licenses`);
    await expect(page.getByRole('heading', { level: 1, name: run.licenses.title })).toBeVisible();
    await expect(main.getByRole('link', { name: run.licenses.add })).toHaveCount(0);
    await page.goto(`${origin}/${language}/cms/licenses/${licenseId}`);
    await expect(main.getByRole('heading', { name: run.licenses.seats.title })).toBeVisible();
    await expect(page.getByTestId('license-revoke')).toHaveCount(0);
    await expect(page.getByTestId('license-assign')).toHaveCount(0);
    await page.goto(`${origin}/${language}/cms/tenants/${tenantId}`);
    await expect(main.getByRole('region', { name: run.tenants.users.title })).toBeVisible();
    await expect(main.getByRole('link', { name: run.tenants.edit.link, exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: run.tenants.users.add })).toHaveCount(0);
    await expect(main.getByRole('link', { name: run.tenants.licenses.allocate })).toHaveCount(0);
    await expect(main.getByRole('columnheader', { name: run.tenants.users.actions })).toHaveCount(0);
    await page.goto(`${origin}/${language}/cms/customers/${customerId}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [run.customers.profile.block, run.customers.profile.activate]) {
      await expect(main.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await page.goto(`${origin}/${language}/cms/customers/groups/${groupId}`);
    await expect(main.getByRole('heading', { name: run.customerGroups.members.title })).toBeVisible();
    await expect(main.getByRole('link', { name: run.customerGroups.edit, exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: run.customerGroups.delete, exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: run.customerGroups.members.pushSelected })).toHaveCount(0);
    await page.goto(`${origin}/${language}/cms/requests/${requestId}`);
    const panel = page.getByRole('dialog');
    await expect(panel.getByText('Forty trackers, installed?')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: run.catalog.requests.changeStatus })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(panel.getByRole('textbox', { name: run.catalog.requests.thread.reply })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Marketing, inventory and settings: shown as they are, with nothing to move, import, adjust or save.
    const named = (text: string) => new RegExp(text.replace('{{name}}', '.+'));
    await page.goto(`${origin}/${language}/cms/marketing`);
    await expect(page.getByRole('heading', { level: 1, name: run.marketing.kinds.sliders })).toBeVisible();
    const slide = page.getByTestId('marketing-row').first();
    await expect(slide).toBeVisible();
    await expect(slide).not.toHaveAttribute('draggable', 'true');
    await expect(page.getByRole('columnheader', { name: run.marketing.fields.status })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: actions.label })).toHaveCount(0);
    await expect(page.getByRole('link', { name: run.marketing.add.sliders })).toHaveCount(0);
    for (const name of [
      run.marketing.actions.moveUp,
      run.marketing.actions.moveDown,
      run.marketing.actions.activateOf,
      run.marketing.actions.deactivateOf,
    ]) {
      await expect(main.getByRole('button', { name: named(name) })).toHaveCount(0);
    }
    await page.goto(`${origin}/${language}/cms/inventory`);
    await expect(page.getByRole('heading', { level: 1, name: run.inventory.title })).toBeVisible();
    await expect(page.getByRole('button', { name: run.inventory.export })).toBeVisible();
    await expect(page.getByRole('button', { name: run.inventory.import })).toHaveCount(0);
    await page.getByTestId('inventory-row').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: run.inventory.ledger.title })).toBeVisible();
    await expect(page.getByTestId('inventory-level')).toBeVisible();
    await expect(page.getByRole('button', { name: run.inventory.adjust.submit })).toHaveCount(0);
    await expect(page.getByRole('button', { name: run.inventory.threshold.submit })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: run.cms.nav.label })
      .getByRole('link', { name: run.cms.nav.settings })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: run.settings.title })).toBeVisible();
    await expect(main.getByRole('textbox', { name: run.settings.fields.copyright })).toBeDisabled();
    await expect(main.getByRole('button', { name: run.settings.save, exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: run.settings.addSocialLink })).toHaveCount(0);
    await expect(main.getByRole('button', { name: run.settings.currencyChange.preview })).toHaveCount(0);
    // The currency is shown and explained, without the hint about changing it.
    await expect(main.getByText(run.settings.hints.currency)).toBeVisible();
    await expect(main.getByText(run.settings.hints.currencyChange)).toHaveCount(0);

    await page.goto(`${origin}/${language}/cms/orders/${orderId}`);
    await expect(page.getByTestId('order-history')).toBeVisible();
    await expect(page.getByTestId('order-accept')).toHaveCount(0);
    await expect(page.getByTestId('order-reject')).toHaveCount(0);

    // The same session, asking the API directly.
    const accept = await request.patch(`${origin}/marketplace/orders/${orderId}/status`, {
      headers: { Authorization: `Bearer ${await storedItem(page, 'cmsAccessToken')}`, 'Accept-Language': language },
      data: { from: 'pending', to: 'accepted' },
    });
    expect(accept.status()).toBe(403);
    expect(((await accept.json()) as { error: { message: string } }).error.message).toBe(run.forbidden);
  });
}

test('a read-only administrator who types the address of a page their role may not use is told so, in their language', async ({
  page,
  request,
}) => {
  const [english, arabic] = runs;
  const email = await createReadOnlyAdmin(request, await adminAccessToken(request, origin), 'en');
  await signInAs(page, english, email);
  const main = page.getByRole('main');
  const refusals = [
    { run: english, path: '/en/cms/marketing/home-page-sliders/add' },
    { run: arabic, path: '/ar/cms/licenses/new' },
    // Administrators may be read by a super admin only.
    { run: english, path: '/en/cms/admins' },
  ];
  for (const { run, path } of refusals) {
    await page.goto(`${origin}${path}`);
    await expect(main.getByRole('heading', { level: 1, name: run.cms.notAllowed.title })).toBeVisible();
    await expect(main.getByText(run.cms.notAllowed.text)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(run.cms.notAllowed.title));
    await expect(main.locator('form, input, textarea, [role="combobox"], table')).toHaveCount(0);
  }

  // The way back: the products page, where sign-in lands, in the page's language.
  await page.goto(`${origin}/ar/cms/licenses/new`);
  await main
    .getByRole('link', { name: arabic.cms.notAllowed.goTo.replace('{{section}}', arabic.cms.nav.products) })
    .click();
  await expect(page).toHaveURL(new RegExp('/ar/cms/products$'));
  await expect(main.getByRole('heading', { level: 1, name: arabic.catalog.products.title })).toBeVisible();
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await expect(page.getByTestId('cms-not-allowed')).toHaveCount(0);

  // A page the role may read opens as it always did, typed or not.
  for (const path of ['/en/cms/products', '/en/cms/licenses', '/en/cms/marketing/home-page-sliders']) {
    await page.goto(`${origin}${path}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cms-not-allowed')).toHaveCount(0);
  }
  await expect(main.getByTestId('marketing-row').first()).toBeVisible();
});
