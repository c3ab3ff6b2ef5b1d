import { auditLogAr } from './audit-log.ar.ts';
import { auditLogEn } from './audit-log.en.ts';
import { catalogAr } from './catalog.ar.ts';
import { catalogEn } from './catalog.en.ts';
import { cmsAr } from './cms.ar.ts';
import { cmsEn } from './cms.en.ts';
import { customerGroupsAr } from './customer-groups.ar.ts';
import { customerGroupsEn } from './customer-groups.en.ts';
import { customersAr } from './customers.ar.ts';
import { customersEn } from './customers.en.ts';
import type { DeepStrings } from './deep-strings.ts';
import { discountsAr } from './discounts.ar.ts';
import { discountsEn } from './discounts.en.ts';
import { inventoryAr } from './inventory.ar.ts';
import { inventoryEn } from './inventory.en.ts';
import { licensesAr } from './licenses.ar.ts';
import { licensesEn } from './licenses.en.ts';
import { mailAr } from './mail.ar.ts';
import { mailEn } from './mail.en.ts';
import { marketingAr } from './marketing.ar.ts';
import { marketingEn } from './marketing.en.ts';
import { ordersAdminAr } from './orders-admin.ar.ts';
import { ordersAdminEn } from './orders-admin.en.ts';
import { settingsAr } from './settings.ar.ts';
import { staffAr } from './staff.ar.ts';
import { staffEn } from './staff.en.ts';
import { settingsEn } from './settings.en.ts';
import { tenantsAr } from './tenants.ar.ts';
import { tenantsEn } from './tenants.en.ts';

/**
 * The texts only the back office uses (DESIGN §Web: the storefront does not download the back
 * office). They are not part of en.ts/ar.ts: this module is a chunk of its own, which
 * lib/i18n.ts loadBackOfficeTexts adds to both languages when a CMS route is entered.
 */
export const backOfficeEn = {
  cms: cmsEn,
  catalog: catalogEn,
  inventory: inventoryEn,
  customers: customersEn,
  customerGroups: customerGroupsEn,
  ordersAdmin: ordersAdminEn,
  discounts: discountsEn,
  marketing: marketingEn,
  settings: settingsEn,
  licenses: licensesEn,
  tenants: tenantsEn,
  auditLog: auditLogEn,
  staff: staffEn,
  mail: mailEn,
};

// Every key of the English back-office texts must exist here (checked by the type).
export const backOfficeAr: DeepStrings<typeof backOfficeEn> = {
  cms: cmsAr,
  catalog: catalogAr,
  inventory: inventoryAr,
  customers: customersAr,
  customerGroups: customerGroupsAr,
  ordersAdmin: ordersAdminAr,
  discounts: discountsAr,
  marketing: marketingAr,
  settings: settingsAr,
  licenses: licensesAr,
  tenants: tenantsAr,
  auditLog: auditLogAr,
  staff: staffAr,
  mail: mailAr,
};
