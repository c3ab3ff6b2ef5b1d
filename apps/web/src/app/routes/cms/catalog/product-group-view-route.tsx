import { ProductGroupViewPage } from '../../../../features/cms-catalog/components/product-group-view-page.tsx';

export function ProductGroupViewRoute() {
  return <ProductGroupViewPage />;
}
