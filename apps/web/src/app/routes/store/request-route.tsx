import { useParams } from 'react-router';
import { MyRequestPage } from '../../../features/store-requests/components/my-request-page.tsx';

export function RequestRoute() {
  const { requestId = '' } = useParams();
  return <MyRequestPage key={requestId} requestId={requestId} />;
}
