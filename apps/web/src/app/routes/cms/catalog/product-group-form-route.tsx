import { ProductGroupFormPage } from '../../../../features/cms-catalog/components/product-group-form-page.tsx';

/** /cms/products/groups/add and /cms/products/groups/{id}/edit. */
export function ProductGroupFormRoute() {
  return <ProductGroupFormPage />;
}
