import { RequestPage } from '../../../features/store-requests/components/request-page.tsx';

export function RequestQuoteRoute() {
  return <RequestPage type="quote" />;
}
