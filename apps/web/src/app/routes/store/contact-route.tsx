import { RequestPage } from '../../../features/store-requests/components/request-page.tsx';

export function ContactRoute() {
  return <RequestPage type="message" />;
}
