import type { CurrencyChange } from '@iot/shared/currency-conversion';
import { fitsCurrency, isCurrencyCode, toMajorUnits, toMinorUnits } from '@iot/shared/money';
import {
  defaultPricingSettings,
  defaultSeller,
  defaultSettings,
  settingsSchema,
  type Settings,
  type SettingsPatch,
  type SettingsRecord,
} from '@iot/shared/settings';
import { message } from '@iot/shared/validation-messages';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { conflict, validationFailed } from '../../http/app-error.ts';
import { fieldsFromIssues } from '../../http/validation-fields.ts';
import {
  findSettings,
  findSettingsLocked,
  insertCurrencyChange,
  insertSettingsIfMissing,
  listCurrencyChangeRows,
  saveSettings,
  type StoredSettings,
} from './settings-repository.ts';
import type { CurrencyChangeRow, StoredSettingsDocument, StoredShippingRate } from './settings-table.ts';
import { requireStoredImages } from '../files/file-reader.ts';
import { readPriceGroups } from '../products/price-conversion-service.ts';

export type { StoredShippingRate };

/**
 * The stored document as the API speaks it: shipping prices in major units of the settings
 * currency (DESIGN §Data), and the pricing and seller fields a row stored before they existed lacks
 * read with their defaults (nothing taxed, free shipping, the default seller).
 */
function fromStored(value: StoredSettingsDocument): Settings {
  const { shippingRates, ...rest } = value;
  return {
    ...defaultPricingSettings,
    seller: defaultSeller,
    ...rest,
    shippingRates: (shippingRates ?? []).map((rate) => ({
      country: rate.country,
      amount: toMajorUnits(rate.amountMinor, rate.currency),
    })),
  };
}

/** What is stored: every shipping price in minor units with its currency (DESIGN §Data). */
function toStored(settings: Settings): StoredSettingsDocument {
  return {
    ...settings,
    shippingRates: settings.shippingRates.map((rate) => ({
      country: rate.country,
      amountMinor: toMinorUnits(rate.amount, settings.currency),
      currency: settings.currency,
    })),
  };
}

function toRecord(stored: StoredSettings): SettingsRecord {
  return { ...fromStored(stored.value), updatedAt: stored.updatedAt.toISOString() };
}

export async function seedSettings(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  await insertSettingsIfMissing(db, toStored(defaultSettings));
}

export async function readSettings(ctx: ServiceContext): Promise<SettingsRecord> {
  const { db } = ctx;
  const stored = await findSettings(db);
  if (stored) return toRecord(stored);
  await seedSettings(ctx);
  const seeded = await findSettings(db);
  return toRecord(seeded ?? { value: toStored(defaultSettings), updatedAt: new Date() });
}

/**
 * The settings currency for writing a price, read under a shared lock in the caller's transaction:
 * a currency conversion (which locks the row for update) then runs entirely before or after the
 * write, so no price is ever written in the currency just converted away from (DESIGN §Data).
 */
export async function readCurrencyForPriceWrite(ctx: ServiceContext): Promise<string> {
  const stored = await findSettingsLocked(ctx.db, 'share');
  return stored ? stored.value.currency : (await readSettings(ctx)).currency;
}

/** Nested groups merge key by key so a PATCH of `visibility.stock` keeps pricing, payment and whatsapp. */
function merge(current: Settings, patch: SettingsPatch): Settings {
  const { visibility, contactInfo, seller, ...flat } = patch;
  return {
    ...current,
    ...flat,
    visibility: {
      ...current.visibility,
      ...visibility,
      whatsapp: { ...current.visibility.whatsapp, ...visibility?.whatsapp },
    },
    contactInfo: { ...current.contactInfo, ...contactInfo },
    seller: { ...current.seller, ...seller },
  };
}

/**
 * DESIGN §Data: changing the store's currency never strands prices in the old one. A plain PATCH
 * may change it only while nothing is priced in it (a new shop); otherwise it is refused, naming
 * what is, and the change goes through a conversion with a rate (workflows/change-store-currency.ts).
 */
async function refuseStrandingCurrencyChange(
  ctx: ServiceContext,
  current: StoredSettingsDocument,
  patch: SettingsPatch,
): Promise<void> {
  if (patch.currency === undefined || patch.currency === current.currency) return;
  const products = (await readPriceGroups(ctx))
    .filter((group) => group.currency === current.currency)
    .reduce((sum, group) => sum + group.count, 0);
  // Shipping prices sent with the PATCH are written in the new currency; the stored ones would be stranded.
  const shipping =
    patch.shippingRates === undefined
      ? (current.shippingRates ?? []).filter((rate) => rate.currency === current.currency).length
      : 0;
  if (products === 0 && shipping === 0) return;
  const text = message.currencyStillUsed(products, shipping, current.currency);
  throw conflict(text, { currency: text });
}

/**
 * Applies a partial update in one transaction with the row locked; the merged document is checked
 * again as a whole (a rule such as "WhatsApp on needs a link" spans fields a PATCH may not name).
 */
export async function updateSettings(ctx: ServiceContext, patch: SettingsPatch): Promise<SettingsRecord> {
  const { db } = ctx;
  await requireStoredImages(ctx, { logo: patch.logo, favicon: patch.favicon });
  return db.transaction(async (tx) => {
    await insertSettingsIfMissing(tx, toStored(defaultSettings));
    const current = (await findSettingsLocked(tx, 'update'))?.value ?? toStored(defaultSettings);
    const merged = settingsSchema.safeParse(merge(fromStored(current), patch));
    if (!merged.success) throw validationFailed(fieldsFromIssues(merged.error.issues));
    await refuseStrandingCurrencyChange(withDb(ctx, tx), current, patch);
    // Shipping amounts are major units of the settings currency: 2.5 fits USD, not JPY (DESIGN §Data).
    const misfits = merged.data.shippingRates.flatMap((rate, index) =>
      fitsCurrency(rate.amount, merged.data.currency)
        ? []
        : [[`shippingRates.${index}.amount`, message.invalid('Shipping amount')] as const],
    );
    if (misfits.length) throw validationFailed(Object.fromEntries(misfits));
    return toRecord(await saveSettings(tx, toStored(merged.data)));
  });
}

/** The amounts settings keep in the store currency, in minor units with their currency (DESIGN §Data). */
export type StoreMoney = { currency: string; shippingRates: StoredShippingRate[] };

function storeMoneyOf(value: StoredSettingsDocument): StoreMoney {
  return { currency: value.currency, shippingRates: value.shippingRates ?? [] };
}

/** The store currency and the settings' amounts, as they are now. */
export async function readStoreMoney(ctx: ServiceContext): Promise<StoreMoney> {
  await readSettings(ctx); // a first read seeds the row
  const stored = await findSettings(ctx.db);
  return storeMoneyOf(stored?.value ?? toStored(defaultSettings));
}

/** The same with the settings row locked for update, in the caller's transaction (a conversion). */
export async function lockStoreMoney(ctx: ServiceContext): Promise<StoreMoney> {
  await insertSettingsIfMissing(ctx.db, toStored(defaultSettings));
  const stored = await findSettingsLocked(ctx.db, 'update');
  return storeMoneyOf(stored?.value ?? toStored(defaultSettings));
}

/** Writes a converted currency and shipping prices; the caller holds the lock (lockStoreMoney). */
export async function saveStoreMoney(ctx: ServiceContext, money: StoreMoney): Promise<SettingsRecord> {
  if (!isCurrencyCode(money.currency)) throw validationFailed({ currency: message.invalid('Currency') });
  const current = (await findSettingsLocked(ctx.db, 'update'))?.value ?? toStored(defaultSettings);
  const next: StoredSettingsDocument = { ...current, currency: money.currency, shippingRates: money.shippingRates };
  const checked = settingsSchema.safeParse(fromStored(next));
  if (!checked.success) throw validationFailed(fieldsFromIssues(checked.error.issues));
  return toRecord(await saveSettings(ctx.db, next));
}

function toCurrencyChange(row: CurrencyChangeRow): CurrencyChange {
  return {
    _id: row.id,
    adminId: row.adminId,
    from: row.fromCurrency,
    to: row.toCurrency,
    rate: Number(row.rate),
    productsConverted: row.productsConverted,
    shippingRatesConverted: row.shippingRatesConverted,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records a conversion in the caller's transaction: who, when, from, to, the rate as written. */
export async function recordCurrencyChange(
  ctx: ServiceContext,
  change: Omit<CurrencyChange, '_id' | 'createdAt'>,
): Promise<CurrencyChange> {
  const row = await insertCurrencyChange(ctx.db, {
    adminId: change.adminId,
    fromCurrency: change.from,
    toCurrency: change.to,
    rate: String(change.rate),
    productsConverted: change.productsConverted,
    shippingRatesConverted: change.shippingRatesConverted,
    createdAt: ctx.clock.now(),
  });
  return toCurrencyChange(row);
}

/** The store's currency changes, newest first. */
export async function listCurrencyChanges(ctx: ServiceContext, limit = 20): Promise<CurrencyChange[]> {
  return (await listCurrencyChangeRows(ctx.db, limit)).map(toCurrencyChange);
}
