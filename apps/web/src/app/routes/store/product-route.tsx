import { ProductPage } from '../../../features/store-catalog/components/product-page.tsx';

export function ProductRoute() {
  return <ProductPage />;
}
