import { ProductGroupListPage } from '../../../../features/cms-catalog/components/product-group-list-page.tsx';

export function ProductGroupsRoute() {
  return <ProductGroupListPage />;
}
