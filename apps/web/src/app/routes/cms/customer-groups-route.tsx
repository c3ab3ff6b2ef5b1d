import { useParams } from 'react-router';
import { GroupFormPage } from '../../../features/cms-customer-groups/components/group-form-page.tsx';
import { GroupListPage } from '../../../features/cms-customer-groups/components/group-list-page.tsx';
import { GroupViewPage } from '../../../features/cms-customer-groups/components/group-view-page.tsx';

/** /cms/customers/groups: the customer groups. */
export function CmsCustomerGroupsRoute() {
  return <GroupListPage />;
}

/** /cms/customers/groups/add. */
export function CmsCustomerGroupAddRoute() {
  return <GroupFormPage />;
}

/** /cms/customers/groups/{id}: the group with its members, push and pull. */
export function CmsCustomerGroupRoute() {
  const { id = '' } = useParams();
  return <GroupViewPage key={id} id={id} />;
}

/** /cms/customers/groups/{id}/edit. */
export function CmsCustomerGroupEditRoute() {
  const { id = '' } = useParams();
  return <GroupFormPage key={id} id={id} />;
}
