import { ProductsPage } from '../../../features/cms/components/products-page.tsx';

export function ProductsRoute() {
  return <ProductsPage />;
}
