import { useParams } from 'react-router';
import { CustomerListPage } from '../../../features/cms-customers/components/customer-list-page.tsx';
import { CustomerProfilePage } from '../../../features/cms-customers/components/customer-profile-page.tsx';

/** /cms/customers: company accounts and tenant users. */
export function CmsCustomersRoute() {
  return <CustomerListPage />;
}

/** /cms/customers/{id}: one customer's profile. */
export function CmsCustomerRoute() {
  const { id = '' } = useParams();
  return <CustomerProfilePage key={id} id={id} />;
}
