import { useParams } from 'react-router';
import { LicenseDetailPage } from '../../../features/cms-licenses/components/license-detail-page.tsx';
import { LicenseListPage } from '../../../features/cms-licenses/components/license-list-page.tsx';
import { LicenseNewPage } from '../../../features/cms-licenses/components/license-new-page.tsx';

/** /cms/licenses: every license allocation. */
export function CmsLicensesRoute() {
  return <LicenseListPage />;
}

/** /cms/licenses/new: allocate seats to a tenant. */
export function CmsLicenseNewRoute() {
  return <LicenseNewPage />;
}

/** /cms/licenses/{licenseAllocationId}: seats, assignments, history and actions. */
export function CmsLicenseRoute() {
  const { id = '' } = useParams();
  return <LicenseDetailPage key={id} id={id} />;
}
