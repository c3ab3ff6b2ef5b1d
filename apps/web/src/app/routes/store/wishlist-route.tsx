import { WishlistPage } from '../../../features/store-wishlist/components/wishlist-page.tsx';

export function WishlistRoute() {
  return <WishlistPage />;
}
