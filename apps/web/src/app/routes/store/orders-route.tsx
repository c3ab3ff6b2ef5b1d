import { OrdersPage } from '../../../features/orders/components/orders-page.tsx';

export function OrdersRoute() {
  return <OrdersPage />;
}
