import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { customerListQuerySchema } from '@iot/shared/admin-customers';
import { staffListQuerySchema } from '@iot/shared/staff-roles';
import { discountListQuerySchema } from '@iot/shared/admin-discounts';
import { tenantListQuerySchema } from '@iot/shared/auth';
import { customerGroupListQuerySchema, customerGroupMemberListQuerySchema } from '@iot/shared/customer-groups';
import { mailListQuerySchema } from '@iot/shared/mail';
import { requestListQuerySchema } from '@iot/shared/requests';
import { inventoryListQuerySchema, stockMovementListQuerySchema } from '@iot/shared/inventory';
import { licenseAllocationListQuerySchema } from '@iot/shared/licenses';
import { productListQuerySchema } from '@iot/shared/products';
import { cmsProductGroupQueries, productGroupListSearchSchema } from '../features/cms-catalog/api/product-groups.ts';
import { cmsProductQueries } from '../features/cms-catalog/api/products.ts';
import { metadataItemQueries, metadataListSearchSchema } from '../features/cms-catalog/api/metadata-items.ts';
import { metadataPageOfPath } from '../features/cms-catalog/lib/metadata-pages.ts';
import { cmsAuditQueries } from '../features/cms-audit-log/api/audit-log.ts';
import { auditLogSearchSchema, auditLogUrlKeys } from '../features/cms-audit-log/lib/audit-log-search.ts';
import { cmsMailQueries } from '../features/cms-mail/api/mail.ts';
import { cmsCustomerGroupQueries } from '../features/cms-customer-groups/api/customer-groups.ts';
import { cmsCustomerQueries } from '../features/cms-customers/api/customers.ts';
import { cmsStaffQueries } from '../features/cms-admins/api/staff.ts';
import { cmsDashboardQuery } from '../features/cms-dashboard/api/dashboard.ts';
import { dashboardRange, readDashboardState } from '../features/cms-dashboard/lib/dashboard-state.ts';
import { cmsDiscountQueries } from '../features/cms-discounts/api/discounts.ts';
import { cmsInventoryQueries } from '../features/cms-inventory/api/inventory.ts';
import { cmsLicenseQueries, licenseUrlKeys } from '../api/cms-licenses.ts';
import { cmsMarketingQueries } from '../features/cms-marketing/api/marketing-items.ts';
import { marketingPageOfPath } from '../features/cms-marketing/lib/marketing-pages.ts';
import { cmsOrderQueries } from '../features/cms-orders/api/orders.ts';
import { orderListSearchSchema } from '../features/cms-orders/lib/order-list-search.ts';
import { cmsRequestListQuery } from '../features/cms-requests/api/request-list.ts';
import { cmsSettingsQuery } from '../features/cms-settings/api/settings.ts';
import { cmsTenantQueries } from '../api/cms-tenants.ts';
import { languageOfSegment } from '../lib/use-language.ts';
import { parseListSearch } from '../lib/use-list-search.ts';

/**
 * Loaders of the back office's routes (DESIGN §Web: route loaders prefetch with the hooks' query
 * options). This module is a chunk of its own, fetched by the router beside the page's code, so
 * the storefront never downloads it and a CMS page's data is on its way before its page has
 * arrived. Like the storefront's, they prefetch without waiting: the page shows its own loading
 * state and picks the answer up from the cache.
 */
export function cmsLoaders(queryClient: QueryClient) {
  const search = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;
  const language = ({ params }: LoaderFunctionArgs) => languageOfSegment(params.lang);
  return {
    products: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsProductQueries.list(language(args), parseListSearch(productListQuerySchema, search(args))),
      ),
    product: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsProductQueries.detail(language(args), args.params.id));
    },
    productGroups: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsProductGroupQueries.list(language(args), parseListSearch(productGroupListSearchSchema, search(args))),
      ),
    metadata: (args: LoaderFunctionArgs) => {
      const kind = metadataPageOfPath(args.params.kind)?.kind;
      if (kind)
        void queryClient.prefetchQuery(
          metadataItemQueries.list(language(args), kind, parseListSearch(metadataListSearchSchema, search(args))),
        );
    },
    productGroup: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsProductGroupQueries.detail(language(args), args.params.id));
    },
    marketing: (args: LoaderFunctionArgs) => {
      const kind = marketingPageOfPath(args.params.kind)?.kind;
      if (kind) void queryClient.prefetchQuery(cmsMarketingQueries.list(language(args), kind));
    },
    // The edit form and the translation editor both name the item in the page's language.
    marketingItem: (args: LoaderFunctionArgs) => {
      const kind = marketingPageOfPath(args.params.kind)?.kind;
      if (kind && args.params.id)
        void queryClient.prefetchQuery(cmsMarketingQueries.detail(language(args), kind, args.params.id));
    },
    requests: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsRequestListQuery(language(args), parseListSearch(requestListQuerySchema, search(args))),
      ),
    inventory: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsInventoryQueries.list(language(args), parseListSearch(inventoryListQuerySchema, search(args))),
      ),
    inventoryProduct: (args: LoaderFunctionArgs) => {
      const { productId } = args.params;
      if (!productId) return;
      void queryClient.prefetchQuery(cmsInventoryQueries.product(language(args), productId));
      void queryClient.prefetchQuery(
        cmsInventoryQueries.movements(productId, parseListSearch(stockMovementListQuerySchema, search(args))),
      );
    },
    auditLog: (args: LoaderFunctionArgs) => {
      void queryClient.prefetchQuery(
        cmsAuditQueries.list(language(args), parseListSearch(auditLogSearchSchema, search(args), auditLogUrlKeys)),
      );
      void queryClient.prefetchQuery(cmsAuditQueries.admins(language(args)));
    },
    admins: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsStaffQueries.list(language(args), parseListSearch(staffListQuerySchema, search(args))),
      ),
    auditEntry: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsAuditQueries.detail(language(args), args.params.id));
    },
    mail: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsMailQueries.list(language(args), parseListSearch(mailListQuerySchema, search(args))),
      ),
    orders: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsOrderQueries.list(language(args), parseListSearch(orderListSearchSchema, search(args))),
      ),
    order: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsOrderQueries.detail(language(args), args.params.id));
    },
    discounts: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsDiscountQueries.list(language(args), parseListSearch(discountListQuerySchema, search(args))),
      ),
    discount: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsDiscountQueries.detail(language(args), args.params.id));
    },
    customers: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsCustomerQueries.list(language(args), parseListSearch(customerListQuerySchema, search(args))),
      ),
    customer: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsCustomerQueries.profile(language(args), args.params.id));
    },
    tenants: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsTenantQueries.list(language(args), parseListSearch(tenantListQuerySchema, search(args))),
      ),
    tenant: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsTenantQueries.detail(language(args), args.params.id));
    },
    customerGroups: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsCustomerGroupQueries.list(language(args), parseListSearch(customerGroupListQuerySchema, search(args))),
      ),
    customerGroup: (args: LoaderFunctionArgs) => {
      const { id } = args.params;
      if (!id) return;
      void queryClient.prefetchQuery(cmsCustomerGroupQueries.detail(language(args), id));
      void queryClient.prefetchQuery(
        cmsCustomerGroupQueries.members(
          language(args),
          id,
          parseListSearch(customerGroupMemberListQuerySchema, search(args)),
        ),
      );
    },
    dashboard: (args: LoaderFunctionArgs) => {
      const range = dashboardRange(readDashboardState(search(args)));
      if (range) void queryClient.prefetchQuery(cmsDashboardQuery(language(args), range));
    },
    settings: () => void queryClient.prefetchQuery(cmsSettingsQuery()),
    licenses: (args: LoaderFunctionArgs) =>
      void queryClient.prefetchQuery(
        cmsLicenseQueries.list(
          language(args),
          parseListSearch(licenseAllocationListQuerySchema, search(args), licenseUrlKeys),
        ),
      ),
    license: (args: LoaderFunctionArgs) => {
      if (args.params.id) void queryClient.prefetchQuery(cmsLicenseQueries.detail(language(args), args.params.id));
    },
  };
}

export type CmsLoaderName = keyof ReturnType<typeof cmsLoaders>;
