import { supportedLanguageCodes, type Language } from '@iot/shared/languages';
import { languagesWith, missingName, readTexts, storedTexts, writeTexts } from '@iot/shared/translatable-texts';
import {
  typeRuleIssues,
  type Product,
  type ProductCreateBody,
  type ProductSort,
  type ProductReference,
  type ProductType,
  type ProductUpdateBody,
} from '@iot/shared/products';
import type { StockActor } from '@iot/shared/inventory';
import { fitsCurrency, toMajorUnits, toMinorUnits } from '@iot/shared/money';
import { message } from '@iot/shared/validation-messages';
import type { Database } from '../../db/database.ts';
import { readTogether } from '../../db/read-together.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { AppError, conflict, notFound, validationFailed } from '../../http/app-error.ts';
import { initializeStock } from '../inventory/inventory-service.ts';
import { stockLevels } from '../inventory/inventory-reader.ts';
import {
  readMetadataItems,
  readMetadataKinds,
  toMetadataItem,
  type MetadataItemRow,
} from '../metadata/metadata-reader.ts';
import { readCurrencyForPriceWrite, readSettings } from '../settings/settings-service.ts';
import {
  deleteProductRow,
  findIncludingPackageCodes,
  findIncludeEdges,
  findMetadataLinks,
  findNameSortEntry,
  findProductRow,
  findProductRowForUpdate,
  findProductRows,
  findRelations,
  hasUnkeyedProducts,
  insertProductRow,
  listNameSortEntries,
  isCodeTaken,
  listProductRows,
  nameSortNeighbours,
  replaceMetadataLinks,
  replaceRelations,
  sharesNameSortKey,
  updateProductRow,
  writeNameSortKeys,
} from './product-repository.ts';
import { keysInNameOrder, nameOrderNeighbours, placedKey } from './name-order.ts';
import type { ProductInsert, ProductRelationKind, ProductRow, ProductTexts } from './product-table.ts';
import { sanitizeRichText } from './rich-text.ts';
import { serverMessages } from '@iot/shared/server-messages';
import { listFields, requireStoredImages } from '../files/file-reader.ts';

// Which body list goes to which metadata kind, and which relation kind accepts which product type.
const metadataFields = {
  tagIds: 'tags',
  applicationIds: 'applications',
  useCaseIds: 'use-cases',
  industryIds: 'industries',
} as const;
const singleMetadataFields = {
  deviceTypeId: 'device-types',
  gatewayTypeId: 'gateway-types',
  accessoryTypeId: 'accessory-types',
} as const;
const relationFields = {
  relatedAccessoryIds: { relation: 'related-accessory', types: ['accessory'] },
  similarProductIds: {
    relation: 'similar-product',
    types: ['device', 'gateway', 'accessory', 'subscription', 'integration'],
  },
  similarPackageIds: { relation: 'similar-package', types: ['package'] },
} as const satisfies Record<string, { relation: ProductRelationKind; types: readonly ProductType[] }>;

type MetadataLinks = Awaited<ReturnType<typeof findMetadataLinks>>;
type Relations = Awaited<ReturnType<typeof findRelations>>;

export type ProductView = {
  /** The storefront may hide these (SPEC §3 settings visibility, §6 brand flags); the back office never does. */
  showPrice: boolean;
  showStock: boolean;
  currency: string;
  /** Storefront: leave hidden products out of related, similar and included lists. */
  onlyVisible?: boolean;
};

const productTextFields = ['name', 'shortName', 'description', 'faqs'] as const;

function textsFor(texts: ProductTexts, language: Language) {
  const read = readTexts(texts, language, productTextFields);
  return {
    name: read.name ?? '',
    shortName: read.shortName ?? '',
    description: read.description ?? '',
    faqs: read.faqs ?? [],
  };
}

/**
 * The stored price in the API's major units, by the decimals of the currency it was written in, or
 * null where the storefront hides prices.
 */
export function shownPrice(row: Pick<ProductRow, 'priceMinor' | 'currency'>, view: ProductView): number | null {
  return view.showPrice ? toMajorUnits(row.priceMinor, row.currency) : null;
}

/**
 * The stock number where the storefront shows it; whether any is left, always. A brand that keeps no
 * stock (null, SPEC §6) shows none and never runs out.
 */
export function shownStock(stock: number | null, view: ProductView): { stock: number | null; inStock: boolean } {
  if (stock === null) return { stock: null, inStock: true };
  return { stock: view.showStock ? stock : null, inStock: stock > 0 };
}

export function toProductReference(row: ProductRow, language: Language, view: ProductView): ProductReference {
  return {
    _id: row.id,
    name: textsFor(row.texts, language).name,
    code: row.code,
    type: row.type as ProductType,
    price: shownPrice(row, view),
    currency: row.currency,
    image: row.images[0] ?? null,
    visible: row.visible,
  };
}

function named(item: MetadataItemRow | undefined, language: Language) {
  if (!item) return null;
  const view = toMetadataItem(item, language);
  return { _id: view._id, title: view.title };
}

function assemble(
  row: ProductRow,
  links: MetadataLinks,
  relations: Relations,
  language: Language,
  view: ProductView,
  items: Map<string, MetadataItemRow>,
  stock: number | null,
): Product {
  const texts = textsFor(row.texts, language);
  const ofKind = (kind: string) =>
    links
      .filter((link) => link.productId === row.id && link.kind === kind)
      .map((link) => items.get(link.itemId))
      .filter((item): item is MetadataItemRow => item !== undefined)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((item) => ({ _id: item.id, title: toMetadataItem(item, language).title }));
  const related = (relation: ProductRelationKind) =>
    relations.filter(
      (link) => link.productId === row.id && link.relation === relation && (!view.onlyVisible || link.related.visible),
    );
  return {
    _id: row.id,
    name: texts.name,
    shortName: texts.shortName,
    code: row.code,
    price: shownPrice(row, view),
    // The price's own currency (DESIGN §Data), which is the settings currency unless it changed since.
    currency: row.currency,
    description: texts.description,
    images: row.images,
    type: row.type as ProductType,
    deviceType: named(row.deviceTypeId ? items.get(row.deviceTypeId) : undefined, language),
    gatewayType: named(row.gatewayTypeId ? items.get(row.gatewayTypeId) : undefined, language),
    accessoryType: named(row.accessoryTypeId ? items.get(row.accessoryTypeId) : undefined, language),
    subscriptionType: row.subscriptionType as Product['subscriptionType'],
    subscriptionPeriod: row.subscriptionPeriod as Product['subscriptionPeriod'],
    connectivityType: row.connectivityType as Product['connectivityType'],
    platformType: row.platformType as Product['platformType'],
    notificationPackageType: row.notificationPackageType as Product['notificationPackageType'],
    notificationLimit: row.notificationLimit,
    communicationTypes: row.communicationTypes as Product['communicationTypes'],
    warrantyMonths: row.warrantyMonths,
    ...shownStock(stock, view),
    tags: ofKind('tags'),
    applications: ofKind('applications'),
    useCases: ofKind('use-cases'),
    industries: ofKind('industries'),
    documentations: row.documentations,
    certifications: row.certifications,
    faqs: texts.faqs,
    relatedAccessories: related('related-accessory').map((link) => toProductReference(link.related, language, view)),
    similarProducts: related('similar-product').map((link) => toProductReference(link.related, language, view)),
    similarPackages: related('similar-package').map((link) => toProductReference(link.related, language, view)),
    includes: related('includes').map((link) => ({
      product: toProductReference(link.related, language, view),
      quantity: link.quantity,
    })),
    visible: row.visible,
    languages: languagesWith(row.texts, 'name'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Loads everything the given rows refer to in a fixed number of queries, whatever their count. */
export async function assembleProducts(
  ctx: ServiceContext,
  rows: ProductRow[],
  language: Language,
  view: ProductView,
): Promise<Product[]> {
  const { db } = ctx;
  const ids = rows.map((row) => row.id);
  const [links, relations, levels] = await readTogether(db, [
    () => findMetadataLinks(db, ids),
    () => findRelations(db, ids),
    () => stockLevels(ctx, ids),
  ]);
  const singleIds = rows
    .flatMap((row) => [row.deviceTypeId, row.gatewayTypeId, row.accessoryTypeId])
    .filter((id): id is string => Boolean(id));
  const itemIds = [...new Set([...singleIds, ...links.map((link) => link.itemId)])];
  const items = new Map((await readMetadataItems(ctx, itemIds)).map((item) => [item.id, item]));
  return rows.map((row) => assemble(row, links, relations, language, view, items, levels(row.id)));
}

export async function adminView(ctx: ServiceContext): Promise<ProductView> {
  return { showPrice: true, showStock: true, currency: (await readSettings(ctx)).currency };
}

export type ProductListOptions = {
  page: number;
  limit: number;
  sort: ProductSort;
  search?: string | undefined;
  type?: ProductType | undefined;
  visible?: boolean | undefined;
};

export async function listProducts(
  ctx: ServiceContext,
  options: ProductListOptions,
  language: Language,
  view: ProductView,
) {
  const { db } = ctx;
  const { rows, total } = await listProductRows(db, {
    ...options,
    language,
    offset: (options.page - 1) * options.limit,
  });
  return {
    data: await assembleProducts(ctx, rows, language, view),
    meta: { page: options.page, limit: options.limit, total },
  };
}

export async function getProduct(
  ctx: ServiceContext,
  id: string,
  language: Language,
  view: ProductView,
): Promise<Product> {
  const { db } = ctx;
  const row = await findProductRow(db, id);
  if (!row) throw notFound(message.notFound('Product'));
  const [product] = await assembleProducts(ctx, [row], language, view);
  if (!product) throw notFound(message.notFound('Product'));
  return product;
}

/**
 * Gives a written product its name keys between its name-order neighbours (name-order.ts), found
 * through the name key indexes in a few lookups whatever the catalog's size; writes this row only,
 * unless other products have no keys (inserted in bulk) or a neighbour's key is shared (two products
 * placed into one gap at once), when every key is rebuilt.
 */
async function placeNameSortKeys(db: Database, id: string): Promise<void> {
  const target = await findNameSortEntry(db, id);
  if (!target) return;
  if (await hasUnkeyedProducts(db, id)) return rebuildKeys(db);
  const placed = { id, en: target.enKey, ar: target.arKey };
  for (const language of supportedLanguageCodes) {
    const [name, current] = language === 'ar' ? [target.ar, target.arKey] : [target.en, target.enKey];
    const { low, high } = await nameOrderNeighbours({ id, name }, language, (key, lowBound, highBound) =>
      nameSortNeighbours(db, language, id, key, lowBound, highBound),
    );
    const key = placedKey(current, low?.key ?? null, high?.key ?? null);
    // A neighbour sharing its key with another product may be out of name order with it (the id
    // decides between them), and so may the neighbours found: rebuilding sets them right.
    const neighbours = [low, high].filter((entry) => entry !== null);
    if (key === null || (await sharesNameSortKey(db, language, id, neighbours))) return rebuildKeys(db);
    placed[language] = key;
  }
  if (placed.en !== target.enKey || placed.ar !== target.arKey) await writeNameSortKeys(db, [placed]);
}

function nameSortEntries(rows: Awaited<ReturnType<typeof listNameSortEntries>>, language: Language) {
  return rows.map((row) => ({
    id: row.id,
    name: language === 'ar' ? row.ar : row.en,
    key: language === 'ar' ? row.arKey : row.enKey,
  }));
}

/** Evenly spaced keys of every product in every language, in one pass. */
function rebuiltKeys(rows: Awaited<ReturnType<typeof listNameSortEntries>>) {
  const keys = new Map(
    rows.map((row) => [row.id, { id: row.id, en: null as string | null, ar: null as string | null }]),
  );
  for (const language of supportedLanguageCodes) {
    for (const { id, key } of keysInNameOrder(nameSortEntries(rows, language), language)) {
      const entry = keys.get(id);
      if (entry) entry[language] = key;
    }
  }
  return [...keys.values()];
}

/**
 * Evenly spaced name keys for the whole catalog, in every language: after products were inserted
 * without them (a bulk seed, the bench), and by the demo seed. Reads the catalog's names once and
 * writes the rows whose keys change.
 */
export async function rebuildNameSortKeys(ctx: Pick<ServiceContext, 'db'>): Promise<void> {
  await ctx.db.transaction(rebuildKeys);
}

async function rebuildKeys(db: Database): Promise<void> {
  await writeNameSortKeys(db, rebuiltKeys(await listNameSortEntries(db)));
}

/** At start-up: rebuilds the name keys when some product has none (the migration that adds them, a bulk insert). */
export async function placeMissingNameSortKeys(ctx: Pick<ServiceContext, 'db'>): Promise<void> {
  if (await hasUnkeyedProducts(ctx.db)) await rebuildNameSortKeys(ctx);
}

type Draft = Omit<ProductInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Checks every reference of a write against the database; all problems come back at once, per field. */
async function checkReferences(
  ctx: ServiceContext,
  productId: string | undefined,
  type: ProductType,
  body: ProductUpdateBody,
): Promise<Record<string, string>> {
  const issues: Record<string, string> = {};
  const metadataIds = [
    ...Object.keys(metadataFields).flatMap((field) => body[field as keyof typeof metadataFields] ?? []),
    ...Object.keys(singleMetadataFields)
      .map((field) => body[field as keyof typeof singleMetadataFields])
      .filter((id): id is string => Boolean(id)),
  ];
  const { db } = ctx;
  const kinds = await readMetadataKinds(ctx, metadataIds);
  for (const [field, kind] of Object.entries(metadataFields)) {
    const ids = body[field as keyof typeof metadataFields] ?? [];
    if (ids.some((id) => kinds.get(id) !== kind)) issues[field] = message.invalid(kind);
  }
  for (const [field, kind] of Object.entries(singleMetadataFields)) {
    const id = body[field as keyof typeof singleMetadataFields];
    if (id && kinds.get(id) !== kind) issues[field] = message.invalid(kind);
  }

  const productIds = [
    ...Object.keys(relationFields).flatMap((field) => body[field as keyof typeof relationFields] ?? []),
    ...(body.includes ?? []).map((item) => item.productId),
  ];
  const products = new Map((await findProductRows(db, [...new Set(productIds)])).map((row) => [row.id, row]));
  for (const [field, rule] of Object.entries(relationFields)) {
    const ids = body[field as keyof typeof relationFields] ?? [];
    const wrong = ids.some(
      (id) => id === productId || !(rule.types as readonly string[]).includes(products.get(id)?.type ?? ''),
    );
    if (wrong)
      issues[field] = message.invalid(
        field === 'relatedAccessoryIds'
          ? 'Related accessory'
          : field === 'similarPackageIds'
            ? 'Similar package'
            : 'Similar product',
      );
  }
  if (body.includes?.length) {
    if (type !== 'package') issues.includes = message.invalid('Included product');
    else if (body.includes.some((item) => item.productId === productId))
      issues.includes = serverMessages.packageIncludesItself;
    else if (body.includes.some((item) => !products.has(item.productId)))
      issues.includes = message.invalid('Included product');
    else if (new Set(body.includes.map((item) => item.productId)).size !== body.includes.length)
      issues.includes = message.invalid('Included product');
    else if (
      productId &&
      (await includesCycle(
        db,
        productId,
        body.includes.map((item) => item.productId),
      ))
    ) {
      issues.includes = serverMessages.packageIncludesItself;
    }
  }
  return issues;
}

/** True when one of `included` already includes `packageId`, directly or through other packages. */
async function includesCycle(db: Database, packageId: string, included: string[]): Promise<boolean> {
  const edges = await findIncludeEdges(db);
  const children = new Map<string, string[]>();
  for (const edge of edges) children.set(edge.productId, [...(children.get(edge.productId) ?? []), edge.relatedId]);
  const seen = new Set<string>();
  const stack = [...included];
  while (stack.length) {
    const next = stack.pop() as string;
    if (next === packageId) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return false;
}

function writeProductTexts(current: ProductTexts, language: Language, body: ProductUpdateBody): ProductTexts {
  const description = body.description === undefined ? undefined : sanitizeRichText(body.description);
  return writeTexts(current, language, { name: body.name, shortName: body.shortName, description, faqs: body.faqs });
}

/**
 * A written price is stored in minor units of the settings currency of that moment, with that
 * currency beside it (DESIGN §Data); a price with more decimals than the currency has is refused.
 * The currency is read with the settings row share-locked, so a conversion cannot run between this
 * read and the write; callers take it before locking any product row, in the conversion's order.
 */
async function priceColumns(
  ctx: ServiceContext,
  price: number | undefined,
): Promise<Pick<Draft, 'priceMinor' | 'currency'> | undefined> {
  if (price === undefined) return undefined;
  const currency = await readCurrencyForPriceWrite(ctx);
  if (!fitsCurrency(price, currency)) throw validationFailed({ price: message.invalid('Price') });
  return { priceMinor: toMinorUnits(price, currency), currency };
}

function columnsOf(body: ProductUpdateBody): Partial<Draft> {
  const columns: Partial<Draft> = {};
  if (body.code !== undefined) columns.code = body.code;
  const direct = [
    'images',
    'type',
    'deviceTypeId',
    'gatewayTypeId',
    'accessoryTypeId',
    'subscriptionType',
    'subscriptionPeriod',
    'connectivityType',
    'platformType',
    'notificationPackageType',
    'notificationLimit',
    'communicationTypes',
    'warrantyMonths',
    'documentations',
    'certifications',
    'visible',
  ] as const;
  for (const key of direct) {
    if (body[key] !== undefined) (columns as Record<string, unknown>)[key] = body[key];
  }
  return columns;
}

async function writeLinks(db: Database, productId: string, body: ProductUpdateBody): Promise<void> {
  for (const [field, kind] of Object.entries(metadataFields)) {
    const ids = body[field as keyof typeof metadataFields];
    if (ids) await replaceMetadataLinks(db, productId, kind, [...new Set(ids)]);
  }
  for (const [field, rule] of Object.entries(relationFields)) {
    const ids = body[field as keyof typeof relationFields];
    if (ids)
      await replaceRelations(
        db,
        productId,
        rule.relation,
        [...new Set(ids)].map((relatedId) => ({ relatedId, quantity: 1 })),
      );
  }
  if (body.includes)
    await replaceRelations(
      db,
      productId,
      'includes',
      body.includes.map((item) => ({ relatedId: item.productId, quantity: item.quantity })),
    );
}

function codeConflict(): AppError {
  return new AppError(409, 'CONFLICT', serverMessages.productCodeTaken, { code: serverMessages.productCodeTaken });
}

/**
 * Creates a product in one transaction: row, metadata links, relations and its first stock level
 * (with its ledger row), or nothing at all.
 */
export async function createProduct(
  ctx: ServiceContext,
  body: ProductCreateBody,
  language: Language,
  actor: StockActor = { kind: 'system', id: null },
): Promise<Product> {
  const { db } = ctx;
  await requireStoredImages(ctx, listFields('images', body.images));
  const created = await db.transaction(async (tx) => {
    // First, before any product row is locked: the settings row is always locked before products (see priceColumns).
    const price = await priceColumns(withDb(ctx, tx), body.price);
    const typeIssues = typeRuleIssues(body);
    const referenceIssues = await checkReferences(withDb(ctx, tx), undefined, body.type, body);
    const issues = { ...typeIssues, ...referenceIssues };
    if (Object.keys(issues).length) throw validationFailed(issues);
    if (await isCodeTaken(tx, body.code)) throw codeConflict();
    const texts = writeProductTexts({}, language, body);
    const { stock = 0, ...fields } = body;
    const row = await insertProductRow(tx, {
      ...columnsOf(fields),
      ...price,
      code: body.code,
      type: body.type,
      texts,
    } as ProductInsert);
    await writeLinks(tx, row.id, fields);
    await placeNameSortKeys(tx, row.id);
    // Named, not spread: a route's `app` is a Fastify child instance whose decorations (clock …) live
    // on its prototype, so `{ ...ctx }` would drop them.
    await initializeStock(withDb(ctx, tx), row.id, stock, actor, 'Initial stock');
    return row;
  });
  return getProduct(ctx, created.id, language, await adminView(ctx));
}

/** Updates what the body names; texts go to the request language; the merged product must still follow its type's rules. */
export async function updateProduct(
  ctx: ServiceContext,
  id: string,
  body: ProductUpdateBody,
  language: Language,
): Promise<Product> {
  const { db } = ctx;
  await requireStoredImages(ctx, listFields('images', body.images));
  await db.transaction(async (tx) => {
    // Before the product row is locked: a currency conversion locks the settings row, then the products.
    const price = await priceColumns(withDb(ctx, tx), body.price);
    const current = await findProductRowForUpdate(tx, id);
    if (!current) throw notFound(message.notFound('Product'));
    const type = (body.type ?? current.type) as ProductType;
    const [existing] = await assembleProducts(withDb(ctx, tx), [current], language, {
      showPrice: true,
      showStock: true,
      currency: '',
    });
    const merged = {
      type,
      deviceTypeId: body.deviceTypeId !== undefined ? body.deviceTypeId : current.deviceTypeId,
      gatewayTypeId: body.gatewayTypeId !== undefined ? body.gatewayTypeId : current.gatewayTypeId,
      accessoryTypeId: body.accessoryTypeId !== undefined ? body.accessoryTypeId : current.accessoryTypeId,
      subscriptionType:
        body.subscriptionType !== undefined
          ? body.subscriptionType
          : (current.subscriptionType as ProductCreateBody['subscriptionType']),
      subscriptionPeriod:
        body.subscriptionPeriod !== undefined
          ? body.subscriptionPeriod
          : (current.subscriptionPeriod as ProductCreateBody['subscriptionPeriod']),
      platformType:
        body.platformType !== undefined
          ? body.platformType
          : (current.platformType as ProductCreateBody['platformType']),
      includes:
        body.includes ??
        existing?.includes.map((item) => ({ productId: item.product._id, quantity: item.quantity })) ??
        [],
    };
    const issues = { ...typeRuleIssues(merged), ...(await checkReferences(withDb(ctx, tx), id, type, body)) };
    if (Object.keys(issues).length) throw validationFailed(issues);
    if (body.code !== undefined && (await isCodeTaken(tx, body.code, id))) throw codeConflict();
    const texts = writeProductTexts(current.texts, language, body);
    const unnamed = missingName(texts, 'name', 'Name');
    if (unnamed) throw validationFailed(unnamed);
    await updateProductRow(tx, id, { ...columnsOf(body), ...price, texts });
    await writeLinks(tx, id, body);
    if (body.name !== undefined) await placeNameSortKeys(tx, id);
  });
  return getProduct(ctx, id, language, await adminView(ctx));
}

/** A product a package includes stays until it is taken out: a package must keep what it sells. */
export async function deleteProduct(ctx: ServiceContext, id: string): Promise<void> {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const packages = await findIncludingPackageCodes(tx, id);
    if (packages.length > 0) throw conflict(message.includedInPackages(packages));
    if (!(await deleteProductRow(tx, id))) throw notFound(message.notFound('Product'));
  });
}

/** SPEC §7 translations for products: name, shortName, description and faqs of one language, as stored. */
export async function getProductTranslation(
  ctx: ServiceContext,
  id: string,
  language: Language,
  fields: string[] | undefined,
) {
  const { db } = ctx;
  const row = await findProductRow(db, id);
  if (!row) throw notFound(message.notFound('Product'));
  const allowed: readonly string[] = productTextFields;
  const asked = fields?.length ? fields : [...allowed];
  if (asked.some((field) => !allowed.includes(field)))
    throw validationFailed({ fields: message.oneOf('Fields', allowed) });
  return { _id: row.id, language, fields: storedTexts(row.texts, language, asked) };
}
