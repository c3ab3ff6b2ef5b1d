import type { StorefrontProduct } from '../../../components/products/api/storefront-product-list.ts';
import { toCardItem } from '../../../components/products/product-card.tsx';
import { ProductGrid } from '../../../components/products/product-grid.tsx';

/** A product page's row of related products (accessories, subscriptions, …), loaded apart from the page. */
export function RelatedProducts({ products }: { products: StorefrontProduct['relatedAccessories'] }) {
  return <ProductGrid wide items={products.map(toCardItem)} />;
}
