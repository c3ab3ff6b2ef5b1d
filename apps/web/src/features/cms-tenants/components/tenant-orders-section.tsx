import { useTranslation } from 'react-i18next';
import { OrdersTable } from '../../../components/cms/orders-table.tsx';
import { useTenantOrders } from '../api/tenants.ts';
import { SectionPagination, TenantSection, useSectionPage, type TenantSectionProps } from './tenant-section.tsx';

/** The orders placed by any of the tenant's users, newest first, each linking to /cms/orders/{id}. */
export function TenantOrdersSection({ tenant }: TenantSectionProps) {
  const { t } = useTranslation();
  const [page, setPage] = useSectionPage();
  const orders = useTenantOrders(tenant.id, page);
  return (
    <TenantSection title={t('tenants.orders.title')}>
      <OrdersTable orders={orders.data?.data ?? []} query={orders} />
      <SectionPagination total={orders.data?.meta.total ?? 0} page={page} onChange={setPage} />
    </TenantSection>
  );
}
