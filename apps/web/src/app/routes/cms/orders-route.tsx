import { useParams } from 'react-router';
import { OrderDetailsPage } from '../../../features/cms-orders/components/order-details-page.tsx';
import { OrderListPage } from '../../../features/cms-orders/components/order-list-page.tsx';

/** /cms/orders: every customer's orders. */
export function CmsOrdersRoute() {
  return <OrderListPage />;
}

/** /cms/orders/{id}: one order, its history and the moves it allows. */
export function CmsOrderRoute() {
  const { id = '' } = useParams();
  return <OrderDetailsPage key={id} id={id} />;
}
