import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { OrdersTable } from '../../../components/cms/orders-table.tsx';
import { useTenantOrders } from '../api/tenants.ts';
import { pageSizes } from '../lib/list-state.ts';
import { TenantSection, type TenantSectionProps } from './tenant-section.tsx';

/** The orders placed by any of the tenant's users, newest first, each linking to /cms/orders/{id}. */
export function TenantOrdersSection({ tenant }: TenantSectionProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const orders = useTenantOrders(tenant.id, page);
  return (
    <TenantSection title={t('tenants.orders.title')}>
      <OrdersTable
        orders={orders.data?.data ?? []}
        loading={orders.isPending}
        error={orders.isError}
        onRetry={() => void orders.refetch()}
      />
      {/* One page of the smallest size needs no paging (and no '0–0 of 0' under an empty table). */}
      {(orders.data?.meta.total ?? 0) > (pageSizes[0] ?? 10) && (
        <CatalogPagination
          total={orders.data?.meta.total ?? 0}
          page={page.page}
          limit={page.limit}
          pageSizes={pageSizes}
          onPage={(next) => setPage({ ...page, page: next })}
          onLimit={(limit) => setPage({ page: 1, limit })}
        />
      )}
    </TenantSection>
  );
}
