import { CartPage } from '../../../features/store-cart/components/cart-page.tsx';

export function CartRoute() {
  return <CartPage />;
}
