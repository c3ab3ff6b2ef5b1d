import { RequestPage } from '../../../features/requests/components/request-page.tsx';

export function ContactRoute() {
  return <RequestPage type="message" />;
}
