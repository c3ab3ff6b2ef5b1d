import { ProductViewPage } from '../../../../features/cms-catalog/components/product-view-page.tsx';

export function ProductViewRoute() {
  return <ProductViewPage />;
}
