import { StaffListPage } from '../../../features/cms-admins/components/staff-list-page.tsx';

/** /cms/admins: the administrators and their roles (super admins only). */
export function CmsAdminsRoute() {
  return <StaffListPage />;
}
