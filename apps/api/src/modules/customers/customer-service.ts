import type {
  CustomerCreateBody,
  CustomerListQuery,
  CustomerProfile,
  CustomerStatus,
  CustomerSummary,
} from '@iot/shared/admin-customers';
import type { CustomerKind } from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { toMajorUnits } from '@iot/shared/money';
import { message } from '@iot/shared/validation-messages';
import { ownerOfCustomer, type Owner } from '../../db/owner-columns.ts';
import { notFound } from '../../http/app-error.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { endAllSessions } from '../auth/session-service.ts';
import { blockCompany, createAdministeredCompany, readVerifiedCompany } from '../companies/company-reader.ts';
import { redemptionsOfOwner } from '../discounts/discount-reader.ts';
import { orderIdsOf, orderTotalsOf } from '../orders/order-reader.ts';
import { blockTenantUser, readTenantUserWithTenant } from '../tenants/tenant-user-reader.ts';
import { listCustomerRows } from './customer-repository.ts';
import { readTogether } from '../../db/read-together.ts';

type AccountRow = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneIsoCode: string | null;
  phoneNumber: string | null;
  city: string | null;
  country: string | null;
  blockedAt: Date | null;
  createdAt: Date;
};

function displayName(row: Pick<AccountRow, 'firstName' | 'lastName' | 'username'>): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.username;
}

const statusOf = (blockedAt: Date | null): CustomerStatus => (blockedAt ? 'blocked' : 'active');

export async function findCustomers(ctx: ServiceContext, query: CustomerListQuery) {
  const { rows, total } = await listCustomerRows(ctx.db, query);
  const data: CustomerSummary[] = rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    name: row.name,
    username: row.username,
    email: row.email,
    organization: row.organization,
    status: statusOf(row.blockedAt),
    createdAt: new Date(row.createdAt).toISOString(),
    ordersCount: row.ordersCount,
  }));
  return { data, meta: { page: query.page, limit: query.limit, total } };
}

type Account = { kind: CustomerKind; row: AccountRow; organization: string; tenantId: string | null };

/** Ids are UUIDs of two tables that never meet: the company of that id, else the tenant user. */
async function findAccount(ctx: ServiceContext, id: string): Promise<Account> {
  const company = await readVerifiedCompany(ctx, id);
  if (company) return { kind: 'root', row: company, organization: company.companyName, tenantId: null };
  const tenantUser = await readTenantUserWithTenant(ctx, id);
  if (tenantUser) {
    const { user, tenant } = tenantUser;
    return { kind: 'tenant', row: user, organization: tenant.tenantName, tenantId: tenant.id };
  }
  throw notFound(message.notFound('Customer'));
}

async function discountsUsed(ctx: ServiceContext, owner: Owner) {
  const uses = await redemptionsOfOwner(ctx.db, owner);
  const orderIds = await orderIdsOf(
    ctx,
    uses.map((use) => use.orderId),
  );
  return uses.map((use) => ({
    discountId: use.discountId,
    code: use.code,
    orderId: use.orderId,
    orderNumber: orderIds.get(use.orderId) ?? null,
    amount: toMajorUnits(use.amountMinor, use.currency),
    currency: use.currency,
    usedAt: use.usedAt.toISOString(),
    released: use.releasedAt !== null,
  }));
}

/**
 * SPEC §2 /cms/customers/{id}: details, totals (orders, spent) and the discounts it used; its orders and
 * transactions are the admin order and transaction lists filtered to it.
 */
export async function readCustomer(ctx: ServiceContext, id: string): Promise<CustomerProfile> {
  const { kind, row, organization, tenantId } = await findAccount(ctx, id);
  const owner = ownerOfCustomer(kind, row.id);
  const [totals, discounts] = await readTogether(ctx.db, [
    () => orderTotalsOf(ctx, owner),
    () => discountsUsed(ctx, owner),
  ]);
  return {
    _id: row.id,
    kind,
    name: displayName(row),
    username: row.username,
    email: row.email,
    organization,
    status: statusOf(row.blockedAt),
    createdAt: row.createdAt.toISOString(),
    ordersCount: totals.orders,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phoneNumber,
    city: row.city,
    country: row.country,
    tenantId,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    totals,
    discounts,
  };
}

/**
 * Blocks or activates an account. Blocking ends every session of it in the same transaction, so
 * its access tokens stop at once and its refresh tokens are refused; sign-in is refused while blocked.
 */
export async function changeCustomerStatus(
  ctx: ServiceContext,
  id: string,
  status: CustomerStatus,
): Promise<CustomerProfile> {
  const { kind } = await findAccount(ctx, id);
  const now = ctx.clock.now();
  const blocked = status === 'blocked';
  await ctx.db.transaction(async (tx) => {
    const scoped = withDb(ctx, tx);
    const changed =
      kind === 'root' ? await blockCompany(scoped, id, blocked, now) : await blockTenantUser(scoped, id, blocked, now);
    if (!changed) throw notFound(message.notFound('Customer'));
    if (blocked) await endAllSessions(scoped, { kind: kind === 'root' ? 'company' : 'tenant-user', id });
  });
  return readCustomer(ctx, id);
}

/** SPEC §2 /cms/customers/add: a company account, mailed a code to set its password once created. */
export async function createCustomer(
  ctx: ServiceContext,
  body: CustomerCreateBody,
  language: Language,
): Promise<CustomerProfile> {
  const row = await createAdministeredCompany(ctx, body, language);
  return readCustomer(ctx, row.id);
}
