import { ProductTranslatePage } from '../../../../features/cms-catalog/components/product-translate-page.tsx';

export function ProductTranslateRoute() {
  return <ProductTranslatePage />;
}
