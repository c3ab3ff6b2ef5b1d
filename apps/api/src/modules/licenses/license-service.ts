import type { Language } from '@iot/shared/languages';
import {
  addLicensePeriods,
  canApplyLicenseAction,
  licenseActionFrom,
  licensableProductTypes,
  licensePeriods,
  type CustomerLicense,
  type LicenseActionBody,
  type LicenseMember,
  type LicenseAllocation,
  type LicenseAllocationBody,
  type LicenseAllocationDetail,
  type LicenseAllocationListQuery,
  type LicenseEventKind,
  type LicensePeriod,
  type LicenseStatus,
} from '@iot/shared/licenses';
import { serverMessages } from '@iot/shared/server-messages';
import { readTexts } from '@iot/shared/translatable-texts';
import { message } from '@iot/shared/validation-messages';
import { conflict, notFound, validationFailed } from '../../http/app-error.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { readAdminNames } from '../admins/admin-reader.ts';
import { isUuid } from '../auth/account-service.ts';
import { readProductRows, type ProductRow } from '../products/product-reader.ts';
import { findCompaniesMatching, readCompanyContacts } from '../companies/company-reader.ts';
import {
  findTenantIdsMatching,
  readCompanyTenantMembers,
  readTenantMembers,
  readTenantNames,
  type CompanyTenantMember,
  type TenantMember,
} from '../tenants/tenant-reader.ts';
import {
  countAllocations,
  deleteAssignmentRow,
  findAllocationRow,
  findCompanyAllocationRowsAssignedTo,
  findAssignmentRows,
  findEventRows,
  findHolderAllocationRows,
  insertAllocationRows,
  insertAssignmentRow,
  insertEventRows,
  listAllocationRows,
  lockAllocationRow,
  moveAllocationStatus,
  moveOrderAllocationsStatus,
  releaseSeat,
  takeSeat,
} from './license-repository.ts';
import type { LicenseAllocationInsert, LicenseAllocationRow } from './license-table.ts';
import { readTogether } from '../../db/read-together.ts';

/**
 * Who changes an allocation: an administrator, by the id of its token, or the company that holds it
 * (giving and taking back its seats).
 */
export type LicenseActor = { kind: 'admin' | 'company'; id: string };

const allocationNotFound = () => notFound(message.notFound('License allocation'));

export function licenseStatusOf(row: Pick<LicenseAllocationRow, 'status' | 'expiresAt'>, now: Date): LicenseStatus {
  return row.status === 'active' && row.expiresAt <= now ? 'expired' : row.status;
}

/** The product's name in the viewer's language while it is in the catalog, else as allocated. */
async function productNames(ctx: ServiceContext, rows: LicenseAllocationRow[], language: Language) {
  const products = await readProductRows(ctx, [
    ...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : []))),
  ]);
  return new Map(products.map((product) => [product.id, readTexts(product.texts, language, ['name']).name]));
}

async function companyNames(ctx: ServiceContext, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const contacts = await readCompanyContacts(ctx, [...new Set(ids)]);
  return new Map(contacts.map((contact) => [contact.id, contact.name]));
}

type SeatHolder = TenantMember & { tenant?: CompanyTenantMember['tenant'] };

/**
 * These users, when they may hold a seat of the allocation: its tenant's users, or the users of its
 * company's tenants (others are left out).
 */
function holderMembers(
  ctx: ServiceContext,
  row: Pick<LicenseAllocationRow, 'tenantId' | 'companyId'>,
  ids: string[],
): Promise<Map<string, SeatHolder>> {
  if (row.tenantId) return readTenantMembers(ctx, row.tenantId, ids);
  if (row.companyId) return readCompanyTenantMembers(ctx, row.companyId, ids);
  return Promise.resolve(new Map());
}

async function toAllocations(
  ctx: ServiceContext,
  rows: LicenseAllocationRow[],
  language: Language,
): Promise<LicenseAllocation[]> {
  const tenantIds = rows.flatMap((row) => (row.tenantId ? [row.tenantId] : []));
  const companyIds = rows.flatMap((row) => (row.companyId ? [row.companyId] : []));
  const [tenants, companies, names] = await readTogether(ctx.db, [
    () => readTenantNames(ctx, tenantIds),
    () => companyNames(ctx, companyIds),
    () => productNames(ctx, rows, language),
  ]);
  const now = ctx.clock.now();
  return rows.map((row) => ({
    _id: row.id,
    tenant: row.tenantId ? { _id: row.tenantId, tenantName: tenants.get(row.tenantId) ?? '' } : null,
    company: row.companyId ? { _id: row.companyId, companyName: companies.get(row.companyId) ?? '' } : null,
    product: {
      _id: row.productId,
      name: (row.productId && names.get(row.productId)) || row.productName,
      code: row.productCode,
    },
    seats: row.seats,
    seatsUsed: row.seatsUsed,
    seatsAvailable: row.seats - row.seatsUsed,
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: licenseStatusOf(row, now),
    order:
      row.orderId && row.orderLineId && row.orderNumber
        ? { _id: row.orderId, orderId: row.orderNumber, lineId: row.orderLineId }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listAllocations(ctx: ServiceContext, query: LicenseAllocationListQuery, language: Language) {
  const search = query.search
    ? {
        text: query.search,
        tenantIds: await findTenantIdsMatching(ctx, query.search, 100),
        companyIds: await findCompaniesMatching(ctx, query.search, 100),
      }
    : undefined;
  const { rows, total } = await listAllocationRows(
    ctx.db,
    {
      status: query.status,
      tenantId: query.tenantId,
      companyId: query.companyId,
      search,
      nearlyUsedUp: query.nearlyUsedUp,
    },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
    ctx.clock.now(),
  );
  return {
    data: await toAllocations(ctx, rows, language),
    meta: { page: query.page, limit: query.limit, total },
  };
}

export async function getAllocation(
  ctx: ServiceContext,
  id: string,
  language: Language,
): Promise<LicenseAllocationDetail> {
  const row = isUuid(id) ? await findAllocationRow(ctx.db, id) : undefined;
  if (!row) throw allocationNotFound();
  const [[allocation], assignmentRows, eventRows] = await readTogether(ctx.db, [
    () => toAllocations(ctx, [row], language),
    () => findAssignmentRows(ctx.db, [row.id]),
    () => findEventRows(ctx.db, row.id),
  ]);
  const memberIds = assignmentRows.map((assignment) => assignment.tenantUserId);
  const adminIds = eventRows.flatMap((event) => (event.adminId ? [event.adminId] : []));
  const companyIds = eventRows.flatMap((event) => (event.companyId ? [event.companyId] : []));
  const [members, admins, companies] = await readTogether(ctx.db, [
    () => holderMembers(ctx, row, memberIds),
    () => readAdminNames(ctx, adminIds),
    () => companyNames(ctx, companyIds),
  ]);
  if (!allocation) throw allocationNotFound();
  return {
    ...allocation,
    assignments: assignmentRows.map((assignment) => {
      const member = members.get(assignment.tenantUserId);
      return {
        _id: assignment.id,
        user: {
          _id: assignment.tenantUserId,
          name: member?.name ?? '',
          username: member?.username ?? '',
          email: member?.email ?? '',
        },
        assignedAt: assignment.assignedAt.toISOString(),
      };
    }),
    history: eventRows.map((event) => ({
      _id: String(event.id),
      kind: event.kind,
      actor: event.adminId
        ? (admins.get(event.adminId) ?? null)
        : event.companyId
          ? (companies.get(event.companyId) ?? null)
          : null,
      detail: event.detail,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

function periodOf(product: ProductRow): LicensePeriod {
  const period = product.subscriptionPeriod;
  return licensePeriods.find((known) => known === period) ?? 'yearly';
}

const isLicensable = (product: ProductRow) => (licensableProductTypes as readonly string[]).includes(product.type);

function event(
  allocationId: string,
  kind: LicenseEventKind,
  actor: LicenseActor | null,
  at: Date,
  extra?: { detail?: string | null; note?: string | null },
) {
  return {
    allocationId,
    kind,
    adminId: actor?.kind === 'admin' ? actor.id : null,
    companyId: actor?.kind === 'company' ? actor.id : null,
    detail: extra?.detail ?? null,
    note: extra?.note ?? null,
    createdAt: at,
  };
}

type Holder = { tenantId: string } | { companyId: string };

/** The one holder the body names (its schema lets no other body through). */
function holderOf(body: LicenseAllocationBody): Holder {
  if (body.companyId) return { companyId: body.companyId };
  if (body.tenantId) return { tenantId: body.tenantId };
  throw validationFailed({ tenantId: message.required('Tenant') });
}

/**
 * Whether the tenant or the company is there to hold seats. A company counts once its registration
 * is confirmed, as for a tenant's company: a pending one is no account yet, and a new registration
 * with its e-mail takes its row over. A blocked company may still hold seats (as after an order
 * accepted before the block): blocking stops its sign-in, not what it holds.
 */
async function holderExists(ctx: ServiceContext, holder: Holder): Promise<boolean> {
  if ('companyId' in holder)
    return (await readCompanyContacts(ctx, [holder.companyId], { verifiedOnly: true })).length > 0;
  return (await readTenantNames(ctx, [holder.tenantId])).has(holder.tenantId);
}

/**
 * POST /marketplace/license-allocation: seats of a subscription product given by hand to a tenant,
 * or to a company (a contract signed outside the shop) that gives them to its tenants' users.
 */
export async function createAllocation(
  ctx: ServiceContext,
  body: LicenseAllocationBody,
  actor: LicenseActor,
  language: Language,
): Promise<LicenseAllocationDetail> {
  const holder = holderOf(body);
  const [exists, [product]] = await readTogether(ctx.db, [
    () => holderExists(ctx, holder),
    () => readProductRows(ctx, [body.productId]),
  ]);
  if (!exists)
    throw validationFailed(
      'companyId' in holder ? { companyId: message.notFound('Company') } : { tenantId: message.notFound('Tenant') },
    );
  if (!product) throw validationFailed({ productId: message.notFound('Product') });
  if (!isLicensable(product)) throw validationFailed({ productId: serverMessages.licenseSubscriptionsOnly });
  const now = ctx.clock.now();
  const startsAt = body.startsAt ? new Date(body.startsAt) : now;
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await insertAllocationRows(tx, [
      {
        ...holder,
        productId: product.id,
        productName: readTexts(product.texts, 'en', ['name']).name ?? product.code,
        productCode: product.code,
        seats: body.seats,
        period: body.period,
        startsAt,
        expiresAt: addLicensePeriods(startsAt, body.period),
        createdAt: now,
        updatedAt: now,
      },
    ]);
    if (!row) throw conflict(serverMessages.somethingWentWrong);
    await insertEventRows(tx, [event(row.id, 'allocated', actor, now)]);
    return row.id;
  });
  return getAllocation(ctx, id, language);
}

const eventOfAction = { suspend: 'suspended', resume: 'resumed', revoke: 'revoked', renew: 'renewed' } as const;

/**
 * POST /marketplace/license-allocation/{id}/actions: suspend, resume, revoke (final) or renew (one
 * more period from the later of its expiry and now). Applied only while the allocation still has a
 * status the action starts from (a conditional update); otherwise 409.
 */
export async function applyAllocationAction(
  ctx: ServiceContext,
  id: string,
  body: LicenseActionBody,
  actor: LicenseActor,
  language: Language,
): Promise<LicenseAllocationDetail> {
  if (!isUuid(id)) throw allocationNotFound();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockAllocationRow(tx, id);
    if (!row) throw allocationNotFound();
    if (!canApplyLicenseAction(licenseStatusOf(row, now), body.action))
      throw conflict(serverMessages.licenseActionRefused);
    const changes =
      body.action === 'renew'
        ? { expiresAt: addLicensePeriods(row.expiresAt > now ? row.expiresAt : now, row.period) }
        : {
            status:
              body.action === 'suspend'
                ? ('suspended' as const)
                : body.action === 'resume'
                  ? ('active' as const)
                  : ('revoked' as const),
          };
    if (!(await moveAllocationStatus(tx, id, licenseActionFrom[body.action], changes, now)))
      throw conflict(serverMessages.licenseActionRefused);
    await insertEventRows(tx, [
      event(id, eventOfAction[body.action], actor, now, {
        detail: changes.expiresAt ? changes.expiresAt.toISOString() : null,
        note: body.note || null,
      }),
    ]);
  });
  return getAllocation(ctx, id, language);
}

/**
 * A seat of the allocation to one of the users who may hold it (SPEC §2 /licenses: the tenant's, or
 * the holding company's tenants'). The seat is taken by a conditional update (usable and a seat
 * free), then the assignment row is written; a user who already holds a seat rolls the whole
 * transaction back, seat included.
 */
async function giveSeat(ctx: ServiceContext, row: LicenseAllocationRow, userId: string, actor: LicenseActor) {
  const member = (await holderMembers(ctx, row, [userId])).get(userId);
  if (!member)
    throw validationFailed({
      userId: row.companyId ? serverMessages.licenseUserNotInCompany : serverMessages.licenseUserNotInTenant,
    });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await takeSeat(tx, row.id, now))) {
      const current = await findAllocationRow(tx, row.id);
      if (!current) throw allocationNotFound();
      throw conflict(
        licenseStatusOf(current, now) === 'active'
          ? serverMessages.licenseSeatsUsedUp
          : serverMessages.licenseNotActive,
      );
    }
    if (!(await insertAssignmentRow(tx, { allocationId: row.id, tenantUserId: userId, assignedAt: now })))
      throw conflict(serverMessages.licenseAlreadyAssigned);
    await insertEventRows(tx, [event(row.id, 'assigned', actor, now, { detail: member.username })]);
  });
}

/** The seat of one assignment is free again. */
async function takeBackSeat(ctx: ServiceContext, row: LicenseAllocationRow, assignmentId: string, actor: LicenseActor) {
  if (!isUuid(assignmentId)) throw notFound(message.notFound('Assignment'));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteAssignmentRow(tx, row.id, assignmentId);
    if (!removed) throw notFound(message.notFound('Assignment'));
    await releaseSeat(tx, row.id, now);
    const member = (await holderMembers(withDb(ctx, tx), row, [removed.tenantUserId])).get(removed.tenantUserId);
    await insertEventRows(tx, [event(row.id, 'unassigned', actor, now, { detail: member?.username ?? null })]);
  });
}

/** POST /marketplace/license-allocation/{id}/assignments: a seat to one of the holder's users. */
export async function assignSeat(
  ctx: ServiceContext,
  id: string,
  userId: string,
  actor: LicenseActor,
  language: Language,
): Promise<LicenseAllocationDetail> {
  const row = isUuid(id) ? await findAllocationRow(ctx.db, id) : undefined;
  if (!row) throw allocationNotFound();
  await giveSeat(ctx, row, userId, actor);
  return getAllocation(ctx, id, language);
}

/** DELETE /marketplace/license-allocation/{id}/assignments/{assignmentId}: the seat is free again. */
export async function unassignSeat(
  ctx: ServiceContext,
  id: string,
  assignmentId: string,
  actor: LicenseActor,
  language: Language,
): Promise<LicenseAllocationDetail> {
  const row = isUuid(id) ? await findAllocationRow(ctx.db, id) : undefined;
  if (!row) throw allocationNotFound();
  await takeBackSeat(ctx, row, assignmentId, actor);
  return getAllocation(ctx, id, language);
}

/** The company's own allocation; another company's or a tenant's is 404 (DESIGN §API: only its own data). */
async function companyAllocation(ctx: ServiceContext, companyId: string, id: string) {
  const row = isUuid(id) ? await findAllocationRow(ctx.db, id) : undefined;
  if (!row || row.companyId !== companyId) throw allocationNotFound();
  return row;
}

/** POST /marketplace-customer/licenses/{id}/assignments: a company gives a seat to one of its tenants' users. */
export async function assignCompanySeat(
  ctx: ServiceContext,
  companyId: string,
  id: string,
  userId: string,
  language: Language,
): Promise<CustomerLicense> {
  const row = await companyAllocation(ctx, companyId, id);
  await giveSeat(ctx, row, userId, { kind: 'company', id: companyId });
  return companyLicense(ctx, companyId, id, language);
}

/** DELETE /marketplace-customer/licenses/{id}/assignments/{assignmentId}: a company takes a seat back. */
export async function unassignCompanySeat(
  ctx: ServiceContext,
  companyId: string,
  id: string,
  assignmentId: string,
  language: Language,
): Promise<CustomerLicense> {
  const row = await companyAllocation(ctx, companyId, id);
  await takeBackSeat(ctx, row, assignmentId, { kind: 'company', id: companyId });
  return companyLicense(ctx, companyId, id, language);
}

async function companyLicense(ctx: ServiceContext, companyId: string, id: string, language: Language) {
  const [license] = await toCompanyLicenses(ctx, companyId, [await companyAllocation(ctx, companyId, id)], language);
  if (!license) throw allocationNotFound();
  return license;
}

/** The allocations as the API answers them, and the seats assigned in them. */
function withAssignments(ctx: ServiceContext, rows: LicenseAllocationRow[], language: Language) {
  const ids = rows.map((row) => row.id);
  return readTogether(ctx.db, [() => toAllocations(ctx, rows, language), () => findAssignmentRows(ctx.db, ids)]);
}

async function toCompanyLicenses(
  ctx: ServiceContext,
  companyId: string,
  rows: LicenseAllocationRow[],
  language: Language,
): Promise<CustomerLicense[]> {
  const [allocations, assignments] = await withAssignments(ctx, rows, language);
  const members = await readCompanyTenantMembers(
    ctx,
    companyId,
    assignments.map((assignment) => assignment.tenantUserId),
  );
  return allocations.map(({ tenant: _tenant, company: _company, order: _order, ...allocation }) => ({
    ...allocation,
    assignedToMe: false,
    assignments: assignments
      .filter((assignment) => assignment.allocationId === allocation._id)
      .map((assignment) => ({
        _id: assignment.id,
        user: toLicenseMember(
          members.get(assignment.tenantUserId) ?? {
            id: assignment.tenantUserId,
            name: '',
            username: '',
            email: '',
            tenant: { id: '', name: '' },
          },
        ),
        assignedAt: assignment.assignedAt.toISOString(),
      })),
  }));
}

function toLicenseMember(member: CompanyTenantMember): LicenseMember {
  return {
    _id: member.id,
    name: member.name,
    username: member.username,
    email: member.email,
    tenant: { _id: member.tenant.id, tenantName: member.tenant.name },
  };
}

/** GET /marketplace-customer/licenses for a company: the licenses it holds and who holds their seats. */
export async function listCompanyLicenses(
  ctx: ServiceContext,
  companyId: string,
  language: Language,
): Promise<CustomerLicense[]> {
  const rows = await findHolderAllocationRows(ctx.db, { companyId });
  return toCompanyLicenses(ctx, companyId, rows, language);
}

/** GET /marketplace-customer/licenses/members: the users of the company's tenants, who may hold its seats. */
export async function listCompanyLicenseMembers(ctx: ServiceContext, companyId: string): Promise<LicenseMember[]> {
  return [...(await readCompanyTenantMembers(ctx, companyId)).values()].map(toLicenseMember);
}

/**
 * GET /marketplace-customer/licenses: the tenant's allocations, and which of them the user holds;
 * a seat of a company's license given to the user shows beside them.
 */
export async function listTenantLicenses(
  ctx: ServiceContext,
  tenantId: string,
  userId: string,
  language: Language,
): Promise<CustomerLicense[]> {
  const [held, given] = await readTogether(ctx.db, [
    () => findHolderAllocationRows(ctx.db, { tenantId }),
    () => findCompanyAllocationRowsAssignedTo(ctx.db, userId),
  ]);
  const rows = [...held, ...given].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const [allocations, assignments] = await withAssignments(ctx, rows, language);
  const mine = new Set(assignments.filter((row) => row.tenantUserId === userId).map((row) => row.allocationId));
  return allocations.map(({ tenant: _tenant, company: _company, order: _order, ...allocation }) => ({
    ...allocation,
    assignedToMe: mine.has(allocation._id),
    assignments: null,
  }));
}

/** The dashboard's queue: usable allocations with most of their seats assigned. */
export function countNearlyUsedUpAllocations(ctx: ServiceContext): Promise<number> {
  return countAllocations(ctx.db, { nearlyUsedUp: true }, ctx.clock.now());
}

export type LicensableOrderLine = {
  id: string;
  productId: string | null;
  productType: string | null;
  name: string;
  code: string;
  quantity: number;
};

/**
 * In the caller's transaction (accepting an order): one allocation per order line of a subscription
 * product, seats = its quantity, for the product's period from now, held by the buyer's tenant or,
 * for a company's order, by the company. The unique order line makes it exactly once, however often
 * the order is accepted.
 */
export async function allocateOrderLicenses(
  ctx: ServiceContext,
  order: { id: string; number: string; holder: { tenantId: string } | { companyId: string } | null },
  lines: LicensableOrderLine[],
  actor: LicenseActor | null,
): Promise<number> {
  const { holder } = order;
  if (!holder) return 0;
  const licensable = lines.filter(
    (line) => line.productId && (licensableProductTypes as readonly (string | null)[]).includes(line.productType),
  );
  if (licensable.length === 0) return 0;
  // An order outlives its company account (orders name their owner without a foreign key): a
  // company no longer there has nobody to hold the seats.
  if ('companyId' in holder && (await readCompanyContacts(ctx, [holder.companyId])).length === 0) return 0;
  const products = new Map(
    (
      await readProductRows(
        ctx,
        licensable.flatMap((line) => (line.productId ? [line.productId] : [])),
      )
    ).map((product) => [product.id, product]),
  );
  const now = ctx.clock.now();
  const rows: LicenseAllocationInsert[] = licensable.map((line) => {
    const product = line.productId ? products.get(line.productId) : undefined;
    const period = product ? periodOf(product) : 'yearly';
    return {
      ...holder,
      productId: product?.id ?? null,
      productName: line.name,
      productCode: line.code,
      seats: line.quantity,
      period,
      startsAt: now,
      expiresAt: addLicensePeriods(now, period),
      orderId: order.id,
      orderNumber: order.number,
      orderLineId: line.id,
      createdAt: now,
      updatedAt: now,
    };
  });
  const inserted = await insertAllocationRows(ctx.db, rows);
  await insertEventRows(
    ctx.db,
    inserted.map((row) => event(row.id, 'allocated', actor, now, { note: `Order #${order.number}` })),
  );
  return inserted.length;
}

/**
 * In the caller's transaction (cancelling an order): every allocation the order made and not
 * revoked yet is revoked, as the 'revoke' action would, with one event each naming the order.
 * Answers the ids of those it revoked, for the cancellation's audit entry; a second cancellation
 * finds none left.
 */
export async function revokeOrderLicenses(
  ctx: ServiceContext,
  order: { id: string; number: string },
  actor: LicenseActor | null,
): Promise<string[]> {
  const now = ctx.clock.now();
  const revoked = await moveOrderAllocationsStatus(ctx.db, order.id, licenseActionFrom.revoke, 'revoked', now);
  await insertEventRows(
    ctx.db,
    revoked.map((id) => event(id, 'revoked', actor, now, { note: `Order #${order.number} cancelled` })),
  );
  return revoked;
}
