import { useParams } from 'react-router';
import { TenantFormPage } from '../../../features/cms-tenants/components/tenant-form-page.tsx';
import { TenantListPage } from '../../../features/cms-tenants/components/tenant-list-page.tsx';
import { TenantViewPage } from '../../../features/cms-tenants/components/tenant-view-page.tsx';

/** /cms/tenants: the tenants, searched by name or e-mail. */
export function CmsTenantsRoute() {
  return <TenantListPage />;
}

/** /cms/tenants/add. */
export function CmsTenantAddRoute() {
  return <TenantFormPage />;
}

/** /cms/tenants/{id}: the tenant with its users and orders. */
export function CmsTenantRoute() {
  const { id = '' } = useParams();
  return <TenantViewPage key={id} id={id} />;
}

/** /cms/tenants/{id}/edit. */
export function CmsTenantEditRoute() {
  const { id = '' } = useParams();
  return <TenantFormPage key={id} id={id} />;
}
