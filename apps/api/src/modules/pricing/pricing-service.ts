import type { CartItem, LinePricingProblem, Pricing } from '@iot/shared/cart';
import type { Language } from '@iot/shared/languages';
import { toMajorUnits, toMinorUnits } from '@iot/shared/money';
import { pickTexts, readTexts, type TranslatableTexts } from '@iot/shared/translatable-texts';
import type { Owner } from '../../db/owner-columns.ts';
import { serverMessages } from '@iot/shared/server-messages';
import { conflict, unauthorized } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findApplicableDiscount, type ApplicableDiscount } from '../discounts/discount-reader.ts';
import { stockLevels } from '../inventory/inventory-reader.ts';
import { readProductRows, type ProductRow } from '../products/product-reader.ts';
import { readSettings } from '../settings/settings-service.ts';
import { priceLines, type PriceBreakdown } from './pricing.ts';

export type PricingRequest = {
  items: CartItem[];
  code?: string | undefined;
  /** The signed-in customer; a discount code needs one (SPEC §3 Discount: once per customer). */
  owner: Owner | null;
  /** Where the order ships (ISO alpha-2) and the city id: tax, shipping and a code's locations follow them. */
  country: string | null;
  city: string | null;
  language: Language;
  /**
   * A quote being bought (SPEC §3 Quote or message): its unit prices in minor units replace the
   * catalog's, in the currency it was quoted in.
   */
  quote?: { unitPricesMinor: Map<string, number>; currency: string } | undefined;
};

/** A cart line as priced, with the snapshot an order line keeps (DESIGN §Data). Amounts in minor units. */
export type CartLinePricing = {
  productId: string;
  /** In the request's language. */
  name: string;
  /** The name in every language the product has one: what an order line keeps (DESIGN §Data). */
  texts: TranslatableTexts<{ name: string }>;
  code: string;
  image: string | null;
  productType: string | null;
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  problem: LinePricingProblem | null;
};

export type CartPricing = {
  /** The receipt the API answers (major units of the settings currency). */
  pricing: Pricing;
  /** The same in minor units, what the order workflow stores. */
  currency: string;
  lines: CartLinePricing[];
  totals: Omit<PriceBreakdown, 'lines' | 'currency'>;
  discount: ApplicableDiscount | null;
  /** The settings this price was computed with (estimated delivery days for the order). */
  estimatedDeliveryDays: number;
};

function problemOf(
  product: ProductRow | undefined,
  currency: string,
  stock: number | null,
  wanted: number,
): LinePricingProblem | null {
  // A hidden or deleted product, or one priced in another currency (a change of the store's currency
  // converts every price, docs/decisions.md; this guards a price written by hand in the database).
  if (!product?.visible || product.currency !== currency) return 'unavailable';
  // A brand that keeps no stock (SPEC §6) sells without a limit.
  if (stock === null) return null;
  if (stock <= 0) return 'out-of-stock';
  // SPEC §5 'Sorry, Requested quantity …': the stock figure itself is never revealed.
  if (wanted > stock) return 'quantity-above-stock';
  return null;
}

/**
 * Prices a cart from the current prices, stock and settings (SPEC §3 Order totals; the client's
 * numbers are never trusted). Lines that cannot be bought carry their problem; an unavailable
 * line is priced at 0 and left out of the totals, a line short of stock is priced as asked.
 */
export async function priceCart(ctx: ServiceContext, request: PricingRequest): Promise<CartPricing> {
  if (request.code && !request.owner) throw unauthorized();
  const settings = await readSettings(ctx);
  const currency = settings.currency;
  // A quote in a currency the store no longer uses cannot be converted at its negotiated price.
  if (request.quote && request.quote.currency !== currency) throw conflict(serverMessages.quoteCurrencyChanged);
  const unitPriceOf = (product: ProductRow | undefined, id: string) =>
    request.quote?.unitPricesMinor.get(id) ?? product?.priceMinor ?? 0;
  const ids = [...new Set(request.items.map((item) => item.id))];
  // One after the other: placing an order prices again inside its transaction, on one connection.
  const products = await readProductRows(ctx, ids);
  const stock = await stockLevels(ctx, ids);
  const byId = new Map(products.map((product) => [product.id, product]));
  const wanted = new Map<string, number>();
  for (const item of request.items) wanted.set(item.id, (wanted.get(item.id) ?? 0) + item.quantity);

  const described = request.items.map((item) => {
    const product = byId.get(item.id);
    const problem = problemOf(product, currency, stock(item.id), wanted.get(item.id) ?? 0);
    const shown = product && problem !== 'unavailable' ? product : undefined;
    return { item, product: shown, problem };
  });
  const priceable = described.filter((line) => line.product !== undefined);

  let discount: ApplicableDiscount | null = null;
  if (request.code && request.owner) {
    discount = await findApplicableDiscount(ctx, request.code, {
      owner: request.owner,
      country: request.country,
      city: request.city,
      lines: priceable.map(({ item, product }) => ({
        productId: item.id,
        productType: product?.type ?? '',
        quantity: item.quantity,
        subtotalMinor: unitPriceOf(product, item.id) * item.quantity,
      })),
    });
  }

  const taxRate = settings.taxRates.find((rate) => rate.country === request.country)?.rate ?? 0;
  const shipping = settings.shippingRates.find((rate) => rate.country === request.country)?.amount ?? 0;
  const breakdown = priceLines({
    currency,
    discountPercentage: discount?.percentage ?? null,
    taxRatePercent: taxRate,
    // Stored in minor units of the settings currency and converted with it (DESIGN §Data): exact.
    shippingMinor: priceable.length ? toMinorUnits(shipping, currency) : 0,
    lines: priceable.map(({ item, product }) => ({
      productId: item.id,
      unitPriceMinor: unitPriceOf(product, item.id),
      quantity: item.quantity,
      discountable: discount?.eligibleProductIds.has(item.id) ?? false,
    })),
  });

  let next = 0;
  const lines: CartLinePricing[] = described.map(({ item, product, problem }) => {
    const priced = product ? breakdown.lines[next++] : undefined;
    return {
      productId: item.id,
      name: product ? (readTexts(product.texts, request.language, ['name']).name ?? product.code) : '',
      texts: product ? pickTexts(product.texts, ['name']) : {},
      code: product?.code ?? '',
      image: product?.images[0] ?? null,
      productType: product?.type ?? null,
      quantity: item.quantity,
      unitPriceMinor: priced?.unitPriceMinor ?? 0,
      subtotalMinor: priced?.subtotalMinor ?? 0,
      discountMinor: priced?.discountMinor ?? 0,
      taxMinor: priced?.taxMinor ?? 0,
      totalMinor: priced?.totalMinor ?? 0,
      problem,
    };
  });

  const major = (minor: number) => toMajorUnits(minor, currency);
  const { lines: _minorLines, currency: _currency, ...totals } = breakdown;
  return {
    currency,
    lines,
    totals,
    discount,
    estimatedDeliveryDays: settings.estimatedDeliveryDays,
    pricing: {
      currency: currency as Pricing['currency'],
      lines: lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        code: line.code,
        image: line.image,
        quantity: line.quantity,
        unitPrice: major(line.unitPriceMinor),
        subtotal: major(line.subtotalMinor),
        discount: major(line.discountMinor),
        tax: major(line.taxMinor),
        total: major(line.totalMinor),
        problem: line.problem,
      })),
      itemsQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: major(totals.subtotalMinor),
      giftCard: major(totals.giftCardMinor),
      discount: major(totals.discountMinor),
      shipping: major(totals.shippingMinor),
      tax: major(totals.taxMinor),
      total: major(totals.totalMinor),
      discountCode: discount ? { code: discount.code, percentage: discount.percentage } : null,
      purchasable: lines.length > 0 && lines.every((line) => line.problem === null),
      atCheckout: {
        tax: request.country === null && settings.taxRates.some((rate) => rate.rate > 0),
        shipping: request.country === null && settings.shippingRates.some((rate) => rate.amount > 0),
      },
    },
  };
}
