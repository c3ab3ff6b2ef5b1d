import { defaultLanguage, supportedLanguageCodes, type Language } from '@iot/shared/languages';
import type { ProductGroup } from '@iot/shared/products';
import { message } from '@iot/shared/validation-messages';
import type { Database } from '../../db/database.ts';
import { notFound, validationFailed } from '../../http/app-error.ts';
import { findProductRows } from '../products/product-repository.ts';
import { adminView, toProductReference, type ProductView } from '../products/product-service.ts';
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

async function assemble(db: Database, rows: ProductGroupRow[], language: Language, storefront?: ProductView): Promise<ProductGroup[]> {
  const members = (await findMembers(db, rows.map((row) => row.id))).filter((member) => !storefront || member.product.visible);
  const view = storefront ?? (await adminView(db));
  return rows.map((row) => {
    const local = row.texts[language] ?? {};
    const english = row.texts[defaultLanguage] ?? {};
    const products = members.filter((member) => member.groupId === row.id).map((member) => toProductReference(member.product, language, view));
    return {
      _id: row.id,
      name: local.name || english.name || '',
      description: local.description || english.description || '',
      products,
      productCount: products.length,
      languages: supportedLanguageCodes.filter((code) => row.texts[code]?.name),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function requireGroup(db: Database, id: string, forUpdate = false): Promise<ProductGroupRow> {
  const row = await findGroupRow(db, id, forUpdate);
  if (!row) throw notFound('Product group not found');
  return row;
}

/** Every id must name an existing product, or nothing changes. */
async function requireProducts(db: Database, productIds: string[]): Promise<string[]> {
  const unique = [...new Set(productIds)];
  const found = await findProductRows(db, unique);
  if (found.length !== unique.length) throw validationFailed({ productIds: message.invalid('Product') });
  return unique;
}

export async function listGroups(db: Database, options: { page: number; limit: number; search?: string | undefined }, language: Language) {
  const { rows, total } = await listGroupRows(db, { search: options.search, offset: (options.page - 1) * options.limit, limit: options.limit });
  return { data: await assemble(db, rows, language), meta: { page: options.page, limit: options.limit, total } };
}

export async function getGroup(db: Database, id: string, language: Language): Promise<ProductGroup> {
  const [group] = await assemble(db, [await requireGroup(db, id)], language);
  if (!group) throw notFound('Product group not found');
  return group;
}

export async function createGroup(db: Database, body: { name: string; description?: string | undefined; productIds?: string[] | undefined }, language: Language) {
  const id = await db.transaction(async (tx) => {
    const productIds = body.productIds?.length ? await requireProducts(tx, body.productIds) : [];
    const row = await insertGroupRow(tx, { [language]: { name: body.name, description: body.description ?? '' } });
    if (productIds.length) await addMembers(tx, row.id, productIds);
    return row.id;
  });
  return getGroup(db, id, language);
}

export async function updateGroup(db: Database, id: string, body: { name?: string | undefined; description?: string | undefined }, language: Language) {
  await db.transaction(async (tx) => {
    const row = await requireGroup(tx, id, true);
    const local = { ...row.texts[language] };
    if (body.name !== undefined) local.name = body.name;
    if (body.description !== undefined) local.description = body.description;
    if (!local.name && !row.texts[defaultLanguage]?.name) throw validationFailed({ name: message.required('Name') });
    await updateGroupRow(tx, id, { ...row.texts, [language]: local });
  });
  return getGroup(db, id, language);
}

/** SPEC §7 /{id}/push: add products to the group (already present ones stay). */
export async function pushProducts(db: Database, id: string, productIds: string[], language: Language) {
  await db.transaction(async (tx) => {
    await requireGroup(tx, id, true);
    await addMembers(tx, id, await requireProducts(tx, productIds));
    await touchGroup(tx, id);
  });
  return getGroup(db, id, language);
}

/** SPEC §7 /{id}/pull: remove products from the group (absent ones are ignored). */
export async function pullProducts(db: Database, id: string, productIds: string[], language: Language) {
  await db.transaction(async (tx) => {
    await requireGroup(tx, id, true);
    await removeMembers(tx, id, [...new Set(productIds)]);
    await touchGroup(tx, id);
  });
  return getGroup(db, id, language);
}

export async function deleteGroup(db: Database, id: string): Promise<void> {
  if (!(await deleteGroupRow(db, id))) throw notFound('Product group not found');
}

/** Storefront: every group with its visible products only, prices as the store shows them. */
export async function listStorefrontGroups(db: Database, language: Language, view: ProductView) {
  const { rows, total } = await listGroupRows(db, { offset: 0, limit: 50 });
  return { data: await assemble(db, rows, language, view), meta: { page: 1, limit: 50, total } };
}
