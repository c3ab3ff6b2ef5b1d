import { ProductFormPage } from '../../../../features/cms-catalog/components/product-form-page.tsx';

/** /cms/products/add and /cms/products/{id}/edit. */
export function ProductFormRoute() {
  return <ProductFormPage />;
}
