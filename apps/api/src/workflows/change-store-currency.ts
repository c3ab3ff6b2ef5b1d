import type {
  ConversionRefusal,
  CurrencyConversionBody,
  CurrencyConversionPreview,
  CurrencyConversionQuery,
  CurrencyConversionResponse,
} from '@iot/shared/currency-conversion';
import type { Language } from '@iot/shared/languages';
import { convertMoney, toMajorUnits, toMinorUnits } from '@iot/shared/money';
import { productLimits } from '@iot/shared/products';
import { serverMessages } from '@iot/shared/server-messages';
import { shippingRateSchema } from '@iot/shared/settings';
import { message } from '@iot/shared/validation-messages';
import { conflict, validationFailed } from '../http/app-error.ts';
import { withDb, type ServiceContext } from '../service-context.ts';
import {
  convertProductPrices,
  readPriceGroups,
  readPricedProducts,
} from '../modules/products/price-conversion-service.ts';
import {
  lockStoreMoney,
  readStoreMoney,
  recordCurrencyChange,
  saveStoreMoney,
  type StoreMoney,
  type StoredShippingRate,
} from '../modules/settings/settings-service.ts';

/**
 * Changing the store's currency (DESIGN §Data: "changing the store's currency converts or is
 * refused, never strands prices in the old one"). The administrator gives a rate (1 old = rate
 * new); every amount kept in the store currency (product prices, the settings' shipping prices)
 * converts by the shared money module, rounded half away from zero to the new currency's decimals,
 * in one transaction with the settings row locked, and the change is recorded. Discounts are
 * percentages and quantities, so nothing of theirs converts; placed orders, their payments and
 * their code uses keep the currency they were placed in. A checkout being paid meanwhile is
 * refused at its last step ('Prices or stock have changed'), its hold released, as for any price
 * change: it never charges a total in the old currency (docs/decisions.md).
 *
 * Refused, naming what it would strand: amounts in a third currency (neither the old nor the new;
 * this rate cannot convert them), prices that would exceed the highest price a product or shipping
 * may have, and prices above 0 that would round to 0.
 */

const examplesShown = 3;
const itemsNamed = 5;
const shippingMax = shippingRateSchema.shape.amount.maxValue ?? productLimits.maxPrice;

type Plan = {
  preview: CurrencyConversionPreview;
  /** (old, new) minor amounts of the products priced in the old currency. */
  prices: (readonly [number, number])[];
  shippingRates: StoredShippingRate[];
};

/** The new minor amount, or null when it is beyond any safe integer (it is then above every maximum). */
function converted(minor: number, from: string, to: string, rate: number): number | null {
  try {
    return convertMoney({ minor, currency: from }, to, rate).minor;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** A maximum as the message shows it: 1,000,000 (the Arabic text reads it in its own digits). */
function grouped(value: number): string {
  return value.toLocaleString('en-US');
}

function named(items: string[], total: number): string {
  return total > items.length ? `${items.join(', ')}, …` : items.join(', ');
}

function refusal(
  reason: ConversionRefusal['reason'],
  subject: ConversionRefusal['subject'],
  count: number,
  items: string[],
  text: (field: string, list: string) => string,
): ConversionRefusal {
  const field = subject === 'products' ? 'products' : 'shipping rates';
  return { reason, subject, count, items, message: text(field, named(items, count)) };
}

async function planConversion(
  ctx: ServiceContext,
  store: StoreMoney,
  to: string,
  rate: number,
  language: Language,
): Promise<Plan> {
  const from = store.currency;
  const refusals: ConversionRefusal[] = [];
  const productMax = toMinorUnits(productLimits.maxPrice, to);
  const groups = await readPriceGroups(ctx);

  // Products in a third currency (written by hand, or stranded before conversions existed).
  const strays = new Map<string, number>();
  for (const group of groups)
    if (group.currency !== from && group.currency !== to)
      strays.set(group.currency, (strays.get(group.currency) ?? 0) + group.count);
  for (const [currency, count] of strays) {
    const codes = (await readPricedProducts(ctx, { currency, limit: itemsNamed, language })).map((p) => p.code);
    refusals.push(
      refusal('other-currency', 'products', count, codes, (field, list) =>
        message.conversionOtherCurrency(count, field, currency, list),
      ),
    );
  }

  const prices: (readonly [number, number])[] = [];
  const tooHigh: number[] = [];
  const toZero: number[] = [];
  let productCount = 0;
  for (const group of groups) {
    if (group.currency !== from) continue;
    productCount += group.count;
    const next = converted(group.priceMinor, from, to, rate);
    if (next === null || next > productMax) tooHigh.push(group.priceMinor);
    else if (next === 0 && group.priceMinor > 0) toZero.push(group.priceMinor);
    else prices.push([group.priceMinor, next]);
  }
  const countAt = (list: number[]) =>
    groups
      .filter((group) => group.currency === from && list.includes(group.priceMinor))
      .reduce((n, g) => n + g.count, 0);
  const codesAt = async (list: number[]) =>
    (await readPricedProducts(ctx, { currency: from, prices: list, limit: itemsNamed, language })).map((p) => p.code);
  if (tooHigh.length) {
    const count = countAt(tooHigh);
    const codes = await codesAt(tooHigh);
    refusals.push(
      refusal('above-maximum', 'products', count, codes, (field, list) =>
        message.conversionAboveMaximum(count, field, grouped(productLimits.maxPrice), to, list),
      ),
    );
  }
  if (toZero.length) {
    const count = countAt(toZero);
    const codes = await codesAt(toZero);
    refusals.push(
      refusal('rounds-to-zero', 'products', count, codes, (field, list) =>
        message.conversionRoundsToZero(count, field, to, list),
      ),
    );
  }

  // The settings' shipping prices, each with its own currency (DESIGN §Data).
  const shippingRates: StoredShippingRate[] = [];
  const shippingExamples: CurrencyConversionPreview['shippingRates']['examples'] = [];
  const shippingProblems = { other: [] as string[], tooHigh: [] as string[], toZero: [] as string[] };
  let shippingCount = 0;
  for (const shipping of store.shippingRates) {
    if (shipping.currency === to) {
      shippingRates.push(shipping);
      continue;
    }
    if (shipping.currency !== from) {
      shippingProblems.other.push(shipping.country);
      continue;
    }
    shippingCount += 1;
    const next = converted(shipping.amountMinor, from, to, rate);
    if (next === null || next > toMinorUnits(shippingMax, to)) shippingProblems.tooHigh.push(shipping.country);
    else if (next === 0 && shipping.amountMinor > 0) shippingProblems.toZero.push(shipping.country);
    else {
      shippingRates.push({ country: shipping.country, amountMinor: next, currency: to });
      if (shippingExamples.length < examplesShown)
        shippingExamples.push({
          country: shipping.country,
          from: toMajorUnits(shipping.amountMinor, from),
          to: toMajorUnits(next, to),
        });
    }
  }
  const { other, tooHigh: shippingTooHigh, toZero: shippingToZero } = shippingProblems;
  if (other.length) {
    const currency = store.shippingRates.find((shipping) => shipping.country === other[0])?.currency ?? '';
    refusals.push(
      refusal('other-currency', 'shippingRates', other.length, other.slice(0, itemsNamed), (field, list) =>
        message.conversionOtherCurrency(other.length, field, currency, list),
      ),
    );
  }
  if (shippingTooHigh.length)
    refusals.push(
      refusal('above-maximum', 'shippingRates', shippingTooHigh.length, shippingTooHigh.slice(0, itemsNamed), (f, l) =>
        message.conversionAboveMaximum(shippingTooHigh.length, f, grouped(shippingMax), to, l),
      ),
    );
  if (shippingToZero.length)
    refusals.push(
      refusal('rounds-to-zero', 'shippingRates', shippingToZero.length, shippingToZero.slice(0, itemsNamed), (f, l) =>
        message.conversionRoundsToZero(shippingToZero.length, f, to, l),
      ),
    );

  const newPrice = new Map(prices);
  const examples = (await readPricedProducts(ctx, { currency: from, limit: examplesShown, language }))
    .filter((product) => newPrice.has(product.priceMinor))
    .map((product) => ({
      _id: product.id,
      code: product.code,
      name: product.name,
      from: toMajorUnits(product.priceMinor, from),
      to: toMajorUnits(newPrice.get(product.priceMinor) ?? 0, to),
    }));

  return {
    preview: {
      from,
      to,
      rate,
      products: { count: productCount, examples },
      shippingRates: { count: shippingCount, examples: shippingExamples },
      refusals,
    },
    prices,
    shippingRates,
  };
}

function refuseSameCurrency(from: string, to: string): void {
  if (from === to) throw validationFailed({ currency: serverMessages.currencyUnchanged });
}

/** GET /marketplace/settings/currency-conversion: what converting at `rate` would do; nothing is written. */
export async function previewCurrencyConversion(
  ctx: ServiceContext,
  query: CurrencyConversionQuery,
  language: Language,
): Promise<CurrencyConversionPreview> {
  const store = await readStoreMoney(ctx);
  refuseSameCurrency(store.currency, query.currency);
  return (await planConversion(ctx, store, query.currency, query.rate, language)).preview;
}

/**
 * POST /marketplace/settings/currency-conversion: converts and records, in one transaction with
 * the settings row locked (price writers share-lock it first, so none runs halfway through), or
 * 409 with the first refusal's message and every refusal in `details.refusals`.
 */
export async function convertStoreCurrency(
  ctx: ServiceContext,
  body: CurrencyConversionBody,
  adminId: string | null,
  language: Language,
): Promise<CurrencyConversionResponse> {
  return ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const store = await lockStoreMoney(inTx);
    // Prepared against another currency than the store has now: another administrator acted first.
    if (store.currency !== body.from) throw conflict(serverMessages.currencyChangedMeanwhile);
    refuseSameCurrency(store.currency, body.currency);
    const plan = await planConversion(inTx, store, body.currency, body.rate, language);
    const [first] = plan.preview.refusals;
    if (first) throw conflict(first.message, undefined, { refusals: plan.preview.refusals });
    const productsConverted = await convertProductPrices(inTx, {
      from: store.currency,
      to: body.currency,
      prices: plan.prices,
    });
    const settings = await saveStoreMoney(inTx, { currency: body.currency, shippingRates: plan.shippingRates });
    const change = await recordCurrencyChange(inTx, {
      adminId,
      from: store.currency,
      to: body.currency,
      rate: body.rate,
      productsConverted,
      shippingRatesConverted: plan.preview.shippingRates.count,
    });
    return { settings, change };
  });
}
