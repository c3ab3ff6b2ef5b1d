import { seedDemoAddress } from './modules/addresses/address-service.ts';
import { anyAdminExists, createSuperAdmin } from './modules/admins/admin-service.ts';
import { normalizeEmail } from './modules/auth/account-directory.ts';
import { generatePassword } from './modules/auth/password-hash.ts';
import { companyDirectory, seedDemoCompany } from './modules/companies/company-service.ts';
import { seedSettings } from './modules/settings/settings-service.ts';
import { seedDemoDiscounts } from './modules/discounts/demo-discounts.ts';
import { createTenant, createTenantUser } from './modules/tenants/tenant-service.ts';
import type { ServiceContext } from './service-context.ts';

export type DemoCredentials = {
  admin: { id: string; email: string; password: string };
  /** The id is undefined only when a company with the demo e-mail could not be read back. */
  company: { id: string | undefined; email: string; password: string };
  tenant: { id: string; name: string };
  tenantUser: { id: string; email: string; password: string };
};

/**
 * The demo accounts, created together on a database without any administrator: a super admin, a
 * verified company, and the tenant 'Demo Fleet Co' with one user. Passwords come from DEMO_*_PASSWORD
 * or are generated; they are answered (to be printed once) only when the accounts were created.
 */
async function seedDemoAccounts(ctx: ServiceContext): Promise<DemoCredentials | undefined> {
  if (await anyAdminExists(ctx)) return undefined;
  const { demo } = ctx.config;
  const admin = { email: demo.admin.email, password: demo.admin.password ?? generatePassword() };
  const company = { email: demo.company.email, password: demo.company.password ?? generatePassword() };
  const tenantUser = { email: demo.tenantUser.email, password: demo.tenantUser.password ?? generatePassword() };
  const adminUser = await createSuperAdmin(ctx, { ...admin, firstName: 'Demo', lastName: 'Admin' });
  await seedDemoCompany(ctx, company);
  // SPEC §2 /profile: the demo company shows one saved (default) address on a fresh install.
  const companyAccount = await companyDirectory.findByEmail(ctx.db, normalizeEmail(company.email), null);
  if (companyAccount) await seedDemoAddress(ctx, { kind: 'company', id: companyAccount.id });
  const tenant = await createTenant(
    ctx,
    {
      tenantName: 'Demo Fleet Co',
      email: 'fleet@example.com',
      settings: {},
      allowedDeviceProfileTypes: [],
      allowedNetworkServers: [],
      // The demo company's own tenant, so it can give seats of its licenses to the tenant's user.
      companyId: companyAccount?.id ?? null,
    },
    demo.tenantId,
  );
  const user = await createTenantUser(ctx, tenant._id, {
    ...tenantUser,
    username: 'fleet.user',
    firstName: 'Fleet',
    lastName: 'User',
    mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 000 0001' },
  });
  return {
    admin: { id: adminUser._id, ...admin },
    company: { id: companyAccount?.id, ...company },
    tenant: { id: tenant._id, name: tenant.tenantName },
    tenantUser: { id: user._id, ...tenantUser },
  };
}

/** Demo data for the embedded default; each step keeps what is already there. */
export async function seedDemoData(ctx: ServiceContext): Promise<DemoCredentials | undefined> {
  await seedSettings(ctx);
  await seedDemoDiscounts(ctx);
  return seedDemoAccounts(ctx);
}

/** One log line a developer can act on; printed once, when the accounts are created. */
export function describeDemoCredentials(credentials: DemoCredentials): string {
  const { admin, company, tenant, tenantUser } = credentials;
  return `Demo accounts created (shown only this once): ${[
    `CMS admin ${admin.email} / ${admin.password}`,
    `company ${company.email} / ${company.password}`,
    `tenant "${tenant.name}" ID ${tenant.id}, tenant user ${tenantUser.email} / ${tenantUser.password}`,
  ].join(' | ')}`;
}
