import { MyRequestsPage } from '../../../features/requests/components/my-requests-page.tsx';

export function RequestsRoute() {
  return <MyRequestsPage />;
}
