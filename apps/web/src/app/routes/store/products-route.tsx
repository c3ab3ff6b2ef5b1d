import { ProductsPage } from '../../../features/store-catalog/components/products-page.tsx';

export function ProductsRoute() {
  return <ProductsPage />;
}
