import { OrdersPage } from '../../../features/store-orders/components/orders-page.tsx';

export function OrdersRoute() {
  return <OrdersPage />;
}
