import { useParams } from 'react-router';
import { CustomerAddPage } from '../../../features/cms-customers/components/customer-add-page.tsx';
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

/** /cms/customers/add: a company account created by the back office. */
export function CmsCustomerAddRoute() {
  return <CustomerAddPage />;
}
