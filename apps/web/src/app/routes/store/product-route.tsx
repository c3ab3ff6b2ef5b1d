import { ProductPage } from '../../../features/catalog/components/product-page.tsx';

export function ProductRoute() {
  return <ProductPage />;
}
