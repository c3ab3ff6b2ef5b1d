import { ProductListPage } from '../../../features/cms-catalog/components/product-list-page.tsx';

export function CmsProductsRoute() {
  return <ProductListPage />;
}
