import { clampQuantity, parseQuantity } from '../../../lib/quantity.ts';

export type RequestedLine = { productId: string; quantity: number };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most products one request may carry (requestCreateBodySchema in packages/shared). */
const maxLines = 50;

/** `?product=a&quantity=3&product=b` from a product page or the wishlist: the products to quote, prefilled. */
export function requestedLinesOf(params: URLSearchParams): RequestedLine[] {
  const quantities = params.getAll('quantity');
  const lines = params
    .getAll('product')
    .map((productId, index) => ({ productId, quantity: clampQuantity(parseQuantity(quantities[index] ?? '1')) }));
  return lines
    .filter(
      (line, index) =>
        uuidPattern.test(line.productId) && lines.findIndex((other) => other.productId === line.productId) === index,
    )
    .slice(0, maxLines);
}
