import { useState } from 'react';
import Container from '@mui/material/Container';
import type { CartItem } from '@iot/shared/cart';
import { CartPage } from '../../../features/store-cart/components/cart-page.tsx';
import { CheckoutFlow } from '../../../features/store-checkout/components/checkout-flow.tsx';
import { cartStore } from '../../../lib/cart-store.ts';

/**
 * SPEC §2 /cart: the cart, and secure checkout from it for a signed-in shopper. Checkout keeps the
 * lines it started with, so the placed message stays after the cart is cleared.
 */
export function CartRoute() {
  const [checkoutLines, setCheckoutLines] = useState<CartItem[] | null>(null);
  if (!checkoutLines) return <CartPage onCheckout={({ lines }) => setCheckoutLines(lines)} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <CheckoutFlow items={checkoutLines} onPlaced={() => cartStore.clear()} onBack={() => setCheckoutLines(null)} />
    </Container>
  );
}
