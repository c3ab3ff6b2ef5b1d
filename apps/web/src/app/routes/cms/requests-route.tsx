import { RequestListPage } from '../../../features/cms-requests/components/request-list-page.tsx';

/** /cms/requests: quotes and messages sent from the storefront. */
export function CmsRequestsRoute() {
  return <RequestListPage />;
}
