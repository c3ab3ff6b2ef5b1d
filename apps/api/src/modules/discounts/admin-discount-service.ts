import {
  discountLockedFields,
  type Discount,
  type DiscountBody,
  type DiscountDetail,
  type DiscountListQuery,
  type DiscountUse,
} from '@iot/shared/admin-discounts';
import type { DiscountStatus } from '@iot/shared/discounts';
import { toMajorUnits } from '@iot/shared/money';
import { productTypes, type ProductType } from '@iot/shared/products';
import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import { customerKindOf, type Owner } from '../../db/owner-columns.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { readCompanyContacts } from '../companies/company-reader.ts';
import { findCity, isKnownCountry } from '../locations/location-reader.ts';
import { orderIdsOf } from '../orders/order-reader.ts';
import { readProductRows } from '../products/product-reader.ts';
import { readTenantUserContacts } from '../tenants/tenant-user-reader.ts';
import {
  findDiscountById,
  hasRedemptions,
  insertDiscount,
  listDiscountRows,
  lockDiscount,
  redemptionsOfDiscount,
  setDiscountStatus,
  updateDiscountRow,
  type DiscountValues,
} from './admin-discount-repository.ts';
import { findDiscountByCode } from './discount-repository.ts';
import type { DiscountRow } from './discount-table.ts';
import { readTogether } from '../../db/read-together.ts';

const isProductType = (type: string): type is ProductType => (productTypes as readonly string[]).includes(type);

const discountNotFound = () => notFound(message.notFound('Discount'));

/** SPEC §4: a stored `used` or `inactive` shows as such; an active code past its end date is `expired`. */
export function shownStatus(row: Pick<DiscountRow, 'status' | 'endsAt'>, now: Date): DiscountStatus {
  if (row.status !== 'active') return row.status;
  return row.endsAt !== null && row.endsAt <= now ? 'expired' : 'active';
}

function toDiscount(row: DiscountRow, now: Date): Discount {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    status: shownStatus(row, now),
    percentage: row.percentage,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    minimumQuantity: row.minimumQuantity,
    countries: row.countries,
    cities: row.cities,
    periodDays: row.periodDays,
    singleUse: row.singleUse,
    oncePerCustomer: row.oncePerCustomer,
    productIds: row.productIds,
    productTypes: row.productTypes.filter(isProductType),
    customerGroupIds: row.customerGroupIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDiscounts(ctx: ServiceContext, query: DiscountListQuery) {
  const now = ctx.clock.now();
  const { rows, total } = await listDiscountRows(ctx.db, query, now);
  return { data: rows.map((row) => toDiscount(row, now)), meta: { page: query.page, limit: query.limit, total } };
}

/** Each use with its order ID and its customer's name (an account since removed keeps its id only). */
async function usesOf(ctx: ServiceContext, discountId: string): Promise<DiscountUse[]> {
  const rows = await redemptionsOfDiscount(ctx.db, discountId);
  const idsOf = (kind: Owner['kind']) => [
    ...new Set(rows.filter((row) => row.ownerKind === kind).map((row) => row.ownerId)),
  ];
  const [orderNumbers, companies, tenantUsers] = await readTogether(ctx.db, [
    () =>
      orderIdsOf(
        ctx,
        rows.map((row) => row.orderId),
      ),
    () => readCompanyContacts(ctx, idsOf('company')),
    () => readTenantUserContacts(ctx, idsOf('tenant-user')),
  ]);
  const names = new Map([
    ...companies.map((contact) => [`company:${contact.id}`, contact.name] as const),
    ...tenantUsers.map((contact) => [`tenant-user:${contact.id}`, contact.name] as const),
  ]);
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: orderNumbers.get(row.orderId) ?? null,
    customer: {
      kind: customerKindOf(row.ownerKind),
      id: row.ownerId,
      name: names.get(`${row.ownerKind}:${row.ownerId}`) ?? null,
    },
    amount: toMajorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    usedAt: row.createdAt.toISOString(),
    released: row.releasedAt !== null,
  }));
}

/** GET /discounts/{id}: the discount, whether its history locks some fields, and its uses. */
export async function readDiscount(ctx: ServiceContext, id: string): Promise<DiscountDetail> {
  const row = await findDiscountById(ctx.db, id);
  if (!row) throw discountNotFound();
  const uses = await usesOf(ctx, id);
  return { ...toDiscount(row, ctx.clock.now()), locked: uses.length > 0, uses };
}

/** The stored form of a body: a scope list that its type does not use is dropped, and dates become instants. */
async function valuesOf(ctx: ServiceContext, body: DiscountBody, now: Date): Promise<DiscountValues> {
  const productIds = body.type === 'product' ? [...new Set(body.productIds)] : [];
  const productTypes = body.type === 'market' ? [...new Set(body.productTypes)] : [];
  const fields: Record<string, string> = {};
  if (productIds.length > 0) {
    const found = new Set((await readProductRows(ctx, productIds)).map((product) => product.id));
    if (productIds.some((productId) => !found.has(productId))) fields.productIds = message.notFound('Product');
  }
  const countries = [...new Set(body.countries)];
  if (countries.some((country) => !isKnownCountry(country))) fields.countries = message.invalid('Country');
  const cities = [...new Set(body.cities)];
  for (const city of cities) {
    const known = await Promise.all(countries.map((country) => findCity(country, city, 'en')));
    if (!known.some(Boolean)) fields.cities = message.notFound('City');
  }
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return {
    code: body.code,
    type: body.type,
    percentage: body.percentage,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    usageLimit: body.usageLimit,
    minimumQuantity: body.minimumQuantity,
    countries,
    cities,
    periodDays: body.periodDays,
    singleUse: body.singleUse,
    oncePerCustomer: body.oncePerCustomer,
    productIds,
    productTypes,
    customerGroupIds: [...new Set(body.customerGroupIds)],
    updatedAt: now,
  };
}

const codeTaken = () => conflict(serverMessages.discountCodeTaken, { code: serverMessages.discountCodeTaken });

/** Two requests saving one code at once: the unique index refuses the second; it gets the same 409. */
function isCodeUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'discounts_code_unique')) return true;
    current = cause;
  }
  return false;
}

async function refusingTakenCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isCodeUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

async function assertCodeFree(ctx: ServiceContext, code: string, ownId?: string): Promise<void> {
  const existing = await findDiscountByCode(ctx.db, code);
  if (existing && existing.id !== ownId) throw codeTaken();
}

/** POST /discounts (also what /cms/discounts/{id}/copy saves): a new code, active, with no uses. */
export async function createDiscount(ctx: ServiceContext, body: DiscountBody): Promise<DiscountDetail> {
  const now = ctx.clock.now();
  const values = await valuesOf(ctx, body, now);
  await assertCodeFree(ctx, values.code);
  const row = await refusingTakenCode(() => insertDiscount(ctx.db, { ...values, status: 'active', createdAt: now }));
  return readDiscount(ctx, row.id);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((value, index) => value === [...b].sort()[index]);

/** The locked fields (docs/decisions.md) that this edit would change. */
function changedLockedFields(row: DiscountRow, values: DiscountValues): string[] {
  return discountLockedFields.filter((field) => {
    const before = row[field];
    const after = values[field];
    return Array.isArray(before) ? !sameList(before, after as string[]) : before !== after;
  });
}

/**
 * PATCH /discounts/{id}: the whole form. A code that has been used keeps its uses and count; what
 * its uses were given under (code, type, percentage, products, product types, single use) cannot
 * change (409 naming the fields), and its number of usage cannot fall below the uses so far.
 */
export async function updateDiscount(ctx: ServiceContext, id: string, body: DiscountBody): Promise<DiscountDetail> {
  const values = await valuesOf(ctx, body, ctx.clock.now());
  await refusingTakenCode(() =>
    ctx.db.transaction(async (tx) => {
      const scoped = withDb(ctx, tx);
      const row = await lockDiscount(tx, id);
      if (!row) throw discountNotFound();
      await assertCodeFree(scoped, values.code, id);
      if (await hasRedemptions(tx, id)) {
        const changed = changedLockedFields(row, values);
        if (changed.length > 0)
          throw conflict(
            serverMessages.discountUsedLocked,
            Object.fromEntries(changed.map((field) => [field, serverMessages.discountUsedLocked])),
          );
      }
      if (values.usageLimit !== null && values.usageLimit !== undefined && values.usageLimit < row.usedCount)
        throw badRequest(serverMessages.discountUsageBelowUses, { usageLimit: serverMessages.discountUsageBelowUses });
      await updateDiscountRow(tx, id, values);
    }),
  );
  return readDiscount(ctx, id);
}

/** PATCH /discounts/{id}/status: deactivate, or activate a code that has a use left (else 409). */
export async function changeDiscountStatus(
  ctx: ServiceContext,
  id: string,
  status: 'active' | 'inactive',
): Promise<DiscountDetail> {
  const row = await setDiscountStatus(ctx.db, id, status, ctx.clock.now());
  if (!row) {
    if (!(await findDiscountById(ctx.db, id))) throw discountNotFound();
    throw conflict(serverMessages.discountNoUsesLeft);
  }
  return readDiscount(ctx, id);
}
