import { useParams } from 'react-router';
import { OrderDetailPage } from '../../../features/store-orders/components/order-detail-page.tsx';

export function OrderRoute() {
  const { orderId = '' } = useParams();
  // Keyed by id so moving between orders starts from a clean page.
  return <OrderDetailPage key={orderId} orderId={orderId} />;
}
