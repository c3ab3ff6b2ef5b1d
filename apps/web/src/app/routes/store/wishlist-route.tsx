import { WishlistPage } from '../../../features/wishlist/components/wishlist-page.tsx';

export function WishlistRoute() {
  return <WishlistPage />;
}
