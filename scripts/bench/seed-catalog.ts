import { sql } from 'drizzle-orm';
import { minorUnits } from '../../packages/shared/src/money.ts';
import type { ServiceContext } from '../../apps/api/src/service-context.ts';
import { rebuildNameSortKeys } from '../../apps/api/src/modules/products/product-service.ts';

/**
 * A large catalog in seconds, for `npm run bench`: products written with a few INSERT … SELECT
 * generate_series statements instead of one service call each (100,000 products through
 * createProduct would take an hour). Each product looks like the demo catalog's: English and Arabic
 * names built from real words (so name order and search meet realistic texts), a code, a price in the
 * settings currency, a type with its type's fields, communication types, warranty, the demo's
 * first image, metadata links (application, use case, industry, tags) and a stock level with its
 * ledger row, as createProduct and the inventory module write them. About 3 % are hidden.
 *
 * It runs after seedDemoCatalog, from which it borrows the image, currency and metadata ids.
 */

// Name parts with their translations, index for index: "Solar Tracker Falcon 482" is
// "جهاز تتبع شمسي فالكون 482" (in Arabic the adjective follows the noun).
const qualities: [string, string][] = [
  ['Smart', 'ذكي'],
  ['Rugged', 'متين'],
  ['Compact', 'مدمج'],
  ['Industrial', 'صناعي'],
  ['Solar', 'شمسي'],
  ['Wireless', 'لاسلكي'],
  ['Outdoor', 'خارجي'],
  ['Indoor', 'داخلي'],
  ['Secure', 'آمن'],
  ['Precision', 'دقيق'],
  ['Portable', 'محمول'],
  ['Modular', 'معياري'],
  ['Advanced', 'متقدم'],
  ['Low-power', 'موفر للطاقة'],
  ['Heavy-duty', 'شديد التحمل'],
  ['Connected', 'متصل'],
];
const things: [string, string][] = [
  ['Tracker', 'جهاز تتبع'],
  ['Sensor', 'حساس'],
  ['Gateway', 'بوابة'],
  ['Lock', 'قفل'],
  ['Meter', 'عداد'],
  ['Camera', 'كاميرا'],
  ['Antenna', 'هوائي'],
  ['Router', 'موجه'],
  ['Controller', 'وحدة تحكم'],
  ['Beacon', 'منارة'],
  ['Monitor', 'جهاز مراقبة'],
  ['Detector', 'كاشف'],
  ['Relay', 'مرحل'],
  ['Hub', 'محور'],
  ['Thermostat', 'منظم حرارة'],
  ['Logger', 'مسجل بيانات'],
];
const series: [string, string][] = [
  ['Falcon', 'فالكون'],
  ['Atlas', 'أطلس'],
  ['Nova', 'نوفا'],
  ['Orion', 'أوريون'],
  ['Delta', 'دلتا'],
  ['Sahara', 'صحارى'],
  ['Oasis', 'واحة'],
  ['Zephyr', 'زفير'],
  ['Titan', 'تيتان'],
  ['Pulse', 'نبض'],
  ['Vega', 'فيغا'],
  ['Summit', 'القمة'],
];

/** Words the bench searches for: each matches some products, none all (see targets.ts). */
export const searchWords = ['Falcon', 'thermostat', 'solar', 'بوابة', 'واحة'];

// Weighted like a real IoT catalog: mostly devices and accessories.
const typeWeights = [
  ...Array<string>(8).fill('device'),
  ...Array<string>(2).fill('gateway'),
  ...Array<string>(4).fill('accessory'),
  ...Array<string>(3).fill('subscription'),
  ...Array<string>(2).fill('integration'),
  'package',
];
const radioTypes = ['lorawan', 'nb-iot', 'lte-m', '4g', '5g', 'wifi', 'bluetooth', 'zigbee', 'sigfox'];

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(quoted).join(', ')}]::text[]`;
}
function uuidArray(values: readonly string[]): string {
  return values.length ? `ARRAY[${values.map(quoted).join(', ')}]::uuid[]` : 'ARRAY[]::uuid[]';
}
/** A stable pseudo-random pick from `array` for series row g: the same catalog on every run. */
function pick(array: string, length: number, salt: string): string {
  return `(${array})[1 + abs(hashtext(g::text || ${quoted(salt)})) % ${length}]`;
}
function chance(percent: number, salt: string): string {
  return `(abs(hashtext(g::text || ${quoted(salt)})) % 100 < ${percent})`;
}

type Rows = { rows: Record<string, unknown>[] };
async function query(ctx: ServiceContext, text: string): Promise<Record<string, unknown>[]> {
  return ((await ctx.db.execute(sql.raw(text))) as unknown as Rows).rows;
}

async function metadataIds(ctx: ServiceContext, kind: string): Promise<string[]> {
  const rows = await query(ctx, `select id from metadata_items where kind = ${quoted(kind)} order by created_at, id`);
  return rows.map((row) => String(row.id));
}

const batchSize = 20_000;

/** Adds bench products until the catalog holds `total` products; answers how many it added. */
export async function seedBenchCatalog(ctx: ServiceContext, total: number): Promise<number> {
  const [existing] = await query(ctx, 'select count(*)::int as count from products');
  const [sample] = await query(
    ctx,
    'select images::text as images, currency from products where jsonb_array_length(images) > 0 order by created_at limit 1',
  );
  if (!sample) throw new Error('the bench catalog needs the demo catalog first (an image and the currency)');
  const add = Math.max(0, total - Number(existing?.count ?? 0));
  if (add === 0) return 0;
  const images = String(sample.images);
  const currency = String(sample.currency);
  const unit = 10 ** minorUnits(currency);

  const [deviceTypes, gatewayTypes, accessoryTypes] = await Promise.all(
    ['device-types', 'gateway-types', 'accessory-types'].map((kind) => metadataIds(ctx, kind)),
  );
  const typeColumn = (ids: string[] | undefined, salt: string) =>
    ids && ids.length ? pick(uuidArray(ids), ids.length, salt) : 'null::uuid';

  const en = (parts: [string, string][]) => textArray(parts.map(([english]) => english));
  const ar = (parts: [string, string][]) => textArray(parts.map(([, arabic]) => arabic));
  const model = `(100 + abs(hashtext(g::text || 'm')) % 900)::text`;
  const quality = (language: typeof en) => pick(language(qualities), qualities.length, 'q');
  const thing = (language: typeof en) => pick(language(things), things.length, 't');
  const line = (language: typeof en) => pick(language(series), series.length, 's');
  const enName = `${quality(en)} || ' ' || ${thing(en)} || ' ' || ${line(en)} || ' ' || ${model}`;
  const arName = `${thing(ar)} || ' ' || ${quality(ar)} || ' ' || ${line(ar)} || ' ' || ${model}`;
  const enShort = `${line(en)} || ' ' || ${thing(en)}`;
  const arShort = `${thing(ar)} || ' ' || ${line(ar)}`;
  const type = pick(textArray(typeWeights), typeWeights.length, 'type');

  for (let from = 1; from <= add; from += batchSize) {
    const to = Math.min(add, from + batchSize - 1);
    await query(
      ctx,
      `insert into products (code, texts, price_minor, currency, images, type, device_type_id, gateway_type_id,
         accessory_type_id, subscription_type, subscription_period, connectivity_type, platform_type,
         communication_types, warranty_months, visible, created_at, updated_at)
       select 'BENCH-' || lpad(g::text, 6, '0'),
         jsonb_build_object(
           'en', jsonb_build_object('name', ${enName}, 'shortName', ${enShort},
             'description', '<p>' || ${enName} || ': a bench product for load tests.</p>'),
           'ar', jsonb_build_object('name', ${arName}, 'shortName', ${arShort},
             'description', '<p>' || ${arName} || ': منتج لاختبار الأداء.</p>')),
         (5 + abs(hashtext(g::text || 'p')) % 2000) * ${unit} + ${unit - 1},
         ${quoted(currency)}, ${quoted(images)}::jsonb, t.type,
         case when t.type = 'device' then ${typeColumn(deviceTypes, 'dt')} end,
         case when t.type = 'gateway' then ${typeColumn(gatewayTypes, 'gt')} end,
         case when t.type = 'accessory' then ${typeColumn(accessoryTypes, 'at')} end,
         case when t.type = 'subscription' then ${pick(textArray(['platform', 'connectivity', 'support']), 3, 'st')} end,
         case when t.type = 'subscription' then ${pick(textArray(['monthly', 'quarterly', 'yearly']), 3, 'sp')} end,
         case when t.type in ('device', 'gateway') then ${pick(textArray(['cellular', 'lpwan', 'short-range']), 3, 'ct')} end,
         case when t.type = 'integration' then ${pick(textArray(['cloud', 'on-premise', 'hybrid']), 3, 'pt')} end,
         case when t.type in ('device', 'gateway') then
           (select jsonb_agg(distinct c) from unnest(array[
             ${pick(textArray(radioTypes), radioTypes.length, 'c1')},
             ${pick(textArray(radioTypes), radioTypes.length, 'c2')}]) as c)
           else '[]'::jsonb end,
         case when t.type in ('device', 'gateway', 'accessory') then
           ${pick('ARRAY[0, 6, 12, 12, 24, 24, 36]::int[]', 7, 'w')} else 0 end,
         not ${chance(3, 'hidden')},
         now() - g * interval '1 minute', now() - g * interval '1 minute'
       from generate_series(${from}, ${to}) as g, lateral (select ${type} as type) as t`,
    );
  }

  // Links and stock for the products just written, like createProduct's writeLinks and initializeStock.
  const bench = "select id from products where code like 'BENCH-%'";
  const kinds = ['applications', 'use-cases', 'industries', 'tags'];
  for (const kind of kinds) {
    const ids = await metadataIds(ctx, kind);
    if (ids.length === 0) continue;
    const picks = kind === 'tags' ? ['1', '2'] : ['1'];
    for (const salt of picks) {
      await query(
        ctx,
        `insert into product_metadata (product_id, item_id, kind)
         select p.id, (${uuidArray(ids)})[1 + abs(hashtext(p.id::text || ${quoted(kind + salt)})) % ${ids.length}],
           ${quoted(kind)}
         from (${bench}) as p
         on conflict do nothing`,
      );
    }
  }
  const level = `case when abs(hashtext(p.id::text || 'stock')) % 20 = 0 then 0
    else 1 + abs(hashtext(p.id::text || 'level')) % 500 end`;
  await query(
    ctx,
    `insert into inventory_levels (product_id, level, version)
     select p.id, ${level}, 1 from (${bench}) as p on conflict do nothing`,
  );
  await query(
    ctx,
    `insert into stock_movements (product_id, actor_kind, actor_id, reason, delta, level_after)
     select l.product_id, 'system', null, 'Initial stock', l.level, l.level
     from inventory_levels l join products p on p.id = l.product_id where p.code like 'BENCH-%'`,
  );
  return add;
}

/**
 * Runs once after the bulk insert. The name-order keys the products module keeps when it writes a
 * product are not filled by plain INSERTs (the search text is, by its trigger), so they are placed
 * for the whole catalog here. Then fresh planner statistics, as a catalog that grew over months
 * would have.
 */
export async function afterBulkSeed(ctx: ServiceContext): Promise<void> {
  await rebuildNameSortKeys(ctx);
  await query(ctx, 'analyze');
}
