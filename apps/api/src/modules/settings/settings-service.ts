import { fitsCurrency } from '@iot/shared/money';
import {
  defaultPricingSettings,
  defaultSettings,
  settingsSchema,
  type Settings,
  type SettingsPatch,
  type SettingsRecord,
} from '@iot/shared/settings';
import { message } from '@iot/shared/validation-messages';
import type { ServiceContext } from '../../service-context.ts';
import { validationFailed } from '../../http/app-error.ts';
import { fieldsFromIssues } from '../../http/validation-fields.ts';
import {
  findSettings,
  findSettingsForUpdate,
  insertSettingsIfMissing,
  saveSettings,
  type StoredSettings,
} from './settings-repository.ts';
import { requireStoredImages } from '../files/file-reader.ts';

/** A row stored before the pricing fields existed reads them with their defaults (nothing taxed, free shipping). */
function withDefaults(value: Settings): Settings {
  return { ...defaultPricingSettings, ...value };
}

function toRecord(stored: StoredSettings): SettingsRecord {
  return { ...withDefaults(stored.value), updatedAt: stored.updatedAt.toISOString() };
}

export async function seedSettings(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  await insertSettingsIfMissing(db, defaultSettings);
}

export async function readSettings(ctx: ServiceContext): Promise<SettingsRecord> {
  const { db } = ctx;
  const stored = await findSettings(db);
  if (stored) return toRecord(stored);
  await seedSettings(ctx);
  const seeded = await findSettings(db);
  return toRecord(seeded ?? { value: defaultSettings, updatedAt: new Date() });
}

/** Nested groups merge key by key so a PATCH of `visibility.stock` keeps pricing, payment and whatsapp. */
function merge(current: Settings, patch: SettingsPatch): Settings {
  const { visibility, contactInfo, ...flat } = patch;
  return {
    ...current,
    ...flat,
    visibility: {
      ...current.visibility,
      ...visibility,
      whatsapp: { ...current.visibility.whatsapp, ...visibility?.whatsapp },
    },
    contactInfo: { ...current.contactInfo, ...contactInfo },
  };
}

/**
 * Applies a partial update in one transaction with the row locked; the merged document is checked
 * again as a whole (a rule such as "WhatsApp on needs a link" spans fields a PATCH may not name).
 */
export async function updateSettings(ctx: ServiceContext, patch: SettingsPatch): Promise<SettingsRecord> {
  const { db } = ctx;
  await requireStoredImages(ctx, { logo: patch.logo, favicon: patch.favicon });
  return db.transaction(async (tx) => {
    await insertSettingsIfMissing(tx, defaultSettings);
    const current = await findSettingsForUpdate(tx);
    const merged = settingsSchema.safeParse(merge(withDefaults(current?.value ?? defaultSettings), patch));
    if (!merged.success) throw validationFailed(fieldsFromIssues(merged.error.issues));
    // Shipping amounts are major units of the settings currency: 2.5 fits USD, not JPY (DESIGN §Data).
    const misfits = merged.data.shippingRates.flatMap((rate, index) =>
      fitsCurrency(rate.amount, merged.data.currency)
        ? []
        : [[`shippingRates.${index}.amount`, message.invalid('Shipping amount')] as const],
    );
    if (misfits.length) throw validationFailed(Object.fromEntries(misfits));
    return toRecord(await saveSettings(tx, merged.data));
  });
}
