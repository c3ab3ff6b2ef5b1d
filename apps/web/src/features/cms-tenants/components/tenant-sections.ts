import type { ComponentType } from 'react';
import { TenantAccessSection, TenantDetailsSection } from './tenant-details-section.tsx';
import { TenantLicensesSection } from './tenant-licenses-section.tsx';
import { TenantOrdersSection } from './tenant-orders-section.tsx';
import type { TenantSectionProps } from './tenant-section.tsx';
import { TenantUsersSection } from './tenant-users-section.tsx';

/**
 * The regions of /cms/tenants/{id}, in order. Each is a component given the loaded tenant, so a new
 * region is one more entry here; `wide` ones take the page's full width,
 * the others sit two to a row on wide screens.
 */
export const tenantSections: readonly { key: string; Section: ComponentType<TenantSectionProps>; wide: boolean }[] = [
  { key: 'details', Section: TenantDetailsSection, wide: false },
  { key: 'access', Section: TenantAccessSection, wide: false },
  { key: 'users', Section: TenantUsersSection, wide: true },
  { key: 'licenses', Section: TenantLicensesSection, wide: true },
  { key: 'orders', Section: TenantOrdersSection, wide: true },
];
