import { RequestPage } from '../../../features/requests/components/request-page.tsx';

export function RequestQuoteRoute() {
  return <RequestPage type="quote" />;
}
