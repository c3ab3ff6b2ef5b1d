import type { Language } from '@iot/shared/languages';
import { languagesWith, missingName, readTexts, storedTexts, writeTexts } from '@iot/shared/translatable-texts';
import type { ProductGroup } from '@iot/shared/products';
import { message } from '@iot/shared/validation-messages';
import type { Database } from '../../db/database.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { notFound, validationFailed } from '../../http/app-error.ts';
import {
  adminView,
  readProductRows,
  toProductReference,
  type ProductRow,
  type ProductView,
} from '../products/product-reader.ts';
import {
  addMembers,
  deleteGroupRow,
  findGroupRow,
  findMembers,
  insertGroupRow,
  listGroupRows,
  removeMembers,
  touchGroup,
  updateGroupRow,
} from './product-group-repository.ts';
import type { ProductGroupRow } from './product-group-table.ts';

async function assemble(
  ctx: ServiceContext,
  rows: ProductGroupRow[],
  language: Language,
  storefront?: ProductView,
): Promise<ProductGroup[]> {
  const memberships = await findMembers(
    ctx.db,
    rows.map((row) => row.id),
  );
  const products = new Map(
    (await readProductRows(ctx, [...new Set(memberships.map((member) => member.productId))])).map((product) => [
      product.id,
      product,
    ]),
  );
  const members = memberships
    .map((member) => ({ groupId: member.groupId, product: products.get(member.productId) }))
    .filter(
      (member): member is { groupId: string; product: ProductRow } =>
        member.product !== undefined && (!storefront || member.product.visible),
    );
  const view = storefront ?? (await adminView(ctx));
  return rows.map((row) => {
    const texts = readTexts(row.texts, language, ['name', 'description']);
    const products = members
      .filter((member) => member.groupId === row.id)
      .map((member) => toProductReference(member.product, language, view));
    return {
      _id: row.id,
      name: texts.name ?? '',
      description: texts.description ?? '',
      products,
      productCount: products.length,
      languages: languagesWith(row.texts, 'name'),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function requireGroup(db: Database, id: string, forUpdate = false): Promise<ProductGroupRow> {
  const row = await findGroupRow(db, id, forUpdate);
  if (!row) throw notFound(message.notFound('Product group'));
  return row;
}

/** Every id must name an existing product, or nothing changes. */
async function requireProducts(ctx: ServiceContext, productIds: string[]): Promise<string[]> {
  const unique = [...new Set(productIds)];
  const found = await readProductRows(ctx, unique);
  if (found.length !== unique.length) throw validationFailed({ productIds: message.invalid('Product') });
  return unique;
}

export async function listGroups(
  ctx: ServiceContext,
  options: { page: number; limit: number; search?: string | undefined },
  language: Language,
) {
  const { db } = ctx;
  const { rows, total } = await listGroupRows(db, {
    search: options.search,
    offset: (options.page - 1) * options.limit,
    limit: options.limit,
  });
  return { data: await assemble(ctx, rows, language), meta: { page: options.page, limit: options.limit, total } };
}

export async function getGroup(ctx: ServiceContext, id: string, language: Language): Promise<ProductGroup> {
  const { db } = ctx;
  const [group] = await assemble(ctx, [await requireGroup(db, id)], language);
  if (!group) throw notFound(message.notFound('Product group'));
  return group;
}

const groupTextFields: readonly string[] = ['name', 'description'];

/** SPEC §7 translations: the group's name and description in one language as stored, null where not translated yet. */
export async function getGroupTranslation(ctx: ServiceContext, id: string, language: Language, fields: string[]) {
  const row = await requireGroup(ctx.db, id);
  const asked = fields.length ? fields : [...groupTextFields];
  if (asked.some((field) => !groupTextFields.includes(field)))
    throw validationFailed({ fields: message.oneOf('Fields', groupTextFields) });
  return { _id: row.id, language, fields: storedTexts(row.texts, language, asked) };
}

export async function createGroup(
  ctx: ServiceContext,
  body: { name: string; description?: string | undefined; productIds?: string[] | undefined },
  language: Language,
) {
  const { db } = ctx;
  const id = await db.transaction(async (tx) => {
    const productIds = body.productIds?.length ? await requireProducts(withDb(ctx, tx), body.productIds) : [];
    const texts = writeTexts({}, language, { name: body.name, description: body.description });
    const unnamed = missingName(texts, 'name', 'Name');
    if (unnamed) throw validationFailed(unnamed);
    const row = await insertGroupRow(tx, texts);
    if (productIds.length) await addMembers(tx, row.id, productIds);
    return row.id;
  });
  return getGroup(ctx, id, language);
}

export async function updateGroup(
  ctx: ServiceContext,
  id: string,
  body: { name?: string | undefined; description?: string | undefined },
  language: Language,
) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const row = await requireGroup(tx, id, true);
    const texts = writeTexts(row.texts, language, { name: body.name, description: body.description });
    const unnamed = missingName(texts, 'name', 'Name');
    if (unnamed) throw validationFailed(unnamed);
    await updateGroupRow(tx, id, texts);
  });
  return getGroup(ctx, id, language);
}

/** SPEC §7 /{id}/push: add products to the group (already present ones stay). */
export async function pushProducts(ctx: ServiceContext, id: string, productIds: string[], language: Language) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    await requireGroup(tx, id, true);
    await addMembers(tx, id, await requireProducts(withDb(ctx, tx), productIds));
    await touchGroup(tx, id);
  });
  return getGroup(ctx, id, language);
}

/** SPEC §7 /{id}/pull: remove products from the group (absent ones are ignored). */
export async function pullProducts(ctx: ServiceContext, id: string, productIds: string[], language: Language) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    await requireGroup(tx, id, true);
    await removeMembers(tx, id, [...new Set(productIds)]);
    await touchGroup(tx, id);
  });
  return getGroup(ctx, id, language);
}

export async function deleteGroup(ctx: ServiceContext, id: string): Promise<void> {
  const { db } = ctx;
  if (!(await deleteGroupRow(db, id))) throw notFound(message.notFound('Product group'));
}

/** Storefront: every group with its visible products only, prices as the store shows them. */
export async function listStorefrontGroups(ctx: ServiceContext, language: Language, view: ProductView) {
  const { db } = ctx;
  const { rows, total } = await listGroupRows(db, { offset: 0, limit: 50 });
  return { data: await assemble(ctx, rows, language, view), meta: { page: 1, limit: 50, total } };
}
