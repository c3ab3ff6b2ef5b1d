import { MyRequestsPage } from '../../../features/store-requests/components/my-requests-page.tsx';

export function RequestsRoute() {
  return <MyRequestsPage />;
}
