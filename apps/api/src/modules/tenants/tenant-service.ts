import { message } from '@iot/shared/validation-messages';
import type { z } from 'zod';
import type {
  MarketplaceUser,
  Tenant,
  TenantUserSummary,
  tenantCreateBodySchema,
  tenantListQuerySchema,
  tenantUpdateBodySchema,
  tenantUserCreateBodySchema,
} from '@iot/shared/auth';
import type { Database } from '../../db/database.ts';
import type { ServiceContext } from '../../service-context.ts';
import { conflict, notFound, validationFailed } from '../../http/app-error.ts';
import { readCompanyContacts } from '../companies/company-reader.ts';
import { isUuid, normalizeEmail, toMarketplaceUser, hashPassword } from '../auth/account-service.ts';
import {
  findTenantById,
  findTenantUserById,
  insertTenant,
  insertTenantUser,
  listTenants,
  listTenantUsers,
  tenantUserTaken,
  updateTenant,
} from './tenant-repository.ts';
import type { TenantRow, TenantUserRow } from './tenant-table.ts';
import { serverMessages } from '@iot/shared/server-messages';

export function toTenant(row: TenantRow): Tenant {
  return {
    _id: row.id,
    email: row.email,
    tenantName: row.tenantName,
    settings: row.settings,
    allowedDeviceProfileTypes: row.allowedDeviceProfileTypes,
    allowedNetworkServers: row.allowedNetworkServers,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTenantUser(row: TenantUserRow, tenant: TenantRow): MarketplaceUser {
  const { createdAt: _createdAt, companyId: _companyId, ...embedded } = toTenant(tenant);
  return toMarketplaceUser(row, { kind: 'tenant', companyName: null, tenant: embedded });
}

async function existingTenant(db: Database, id: string): Promise<TenantRow> {
  const row = isUuid(id) ? await findTenantById(db, id) : undefined;
  if (!row) throw notFound(message.notFound('Tenant'));
  return row;
}

/** The company a tenant is given to must be a verified company account; 400 on the field otherwise. */
async function ensureCompanyExists(ctx: ServiceContext, companyId: string | null | undefined) {
  if (!companyId) return;
  const [company] = await readCompanyContacts(ctx, [companyId], { verifiedOnly: true });
  if (!company) throw validationFailed({ companyId: message.notFound('Company') });
}

export async function createTenant(
  ctx: ServiceContext,
  body: z.infer<typeof tenantCreateBodySchema>,
  id?: string,
): Promise<Tenant> {
  const { db } = ctx;
  await ensureCompanyExists(ctx, body.companyId);
  const row = await insertTenant(db, { ...body, email: normalizeEmail(body.email), ...(id ? { id } : {}) });
  if (!row) throw conflict(serverMessages.tenantIdTaken);
  return toTenant(row);
}

export async function findTenants(ctx: ServiceContext, query: z.infer<typeof tenantListQuerySchema>) {
  const { db } = ctx;
  const { rows, total } = await listTenants(db, query);
  return { data: rows.map(toTenant), meta: { page: query.page, limit: query.limit, total } };
}

export async function readTenant(ctx: ServiceContext, id: string): Promise<Tenant> {
  const { db } = ctx;
  return toTenant(await existingTenant(db, id));
}

export async function changeTenant(
  ctx: ServiceContext,
  id: string,
  patch: z.infer<typeof tenantUpdateBodySchema>,
  now: Date,
): Promise<Tenant> {
  const { db } = ctx;
  await existingTenant(db, id);
  await ensureCompanyExists(ctx, patch.companyId);
  const row = await updateTenant(
    db,
    id,
    { ...patch, ...(patch.email ? { email: normalizeEmail(patch.email) } : {}) },
    now,
  );
  if (!row) throw notFound(message.notFound('Tenant'));
  return toTenant(row);
}

function toTenantUserSummary(row: TenantUserRow, tenant: TenantRow): TenantUserSummary {
  return {
    ...toTenantUser(row, tenant),
    status: row.blockedAt ? 'blocked' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findTenantUsers(ctx: ServiceContext, tenantId: string, page: { page: number; limit: number }) {
  const { db } = ctx;
  const tenant = await existingTenant(db, tenantId);
  const { rows, total } = await listTenantUsers(db, tenant.id, page);
  return {
    data: rows.map((row) => toTenantUserSummary(row, tenant)),
    meta: { page: page.page, limit: page.limit, total },
  };
}

/** One user of this tenant; a user of another tenant is as unknown as a missing one. */
export async function existingTenantUser(
  ctx: Pick<ServiceContext, 'db'>,
  tenantId: string,
  userId: string,
): Promise<TenantUserRow> {
  const tenant = await existingTenant(ctx.db, tenantId);
  const user = isUuid(userId) ? await findTenantUserById(ctx.db, userId) : undefined;
  if (!user || user.tenantId !== tenant.id) throw notFound(message.notFound('User'));
  return user;
}

/** An administrator adds a user to a tenant; e-mail and username must be free within it (409 on the field). */
export async function createTenantUser(
  ctx: ServiceContext,
  tenantId: string,
  body: z.infer<typeof tenantUserCreateBodySchema>,
): Promise<MarketplaceUser> {
  const { db } = ctx;
  const tenant = await existingTenant(db, tenantId);
  const email = normalizeEmail(body.email);
  if (await tenantUserTaken(db, tenant.id, 'email', email))
    throw conflict(serverMessages.emailTakenInTenant, { email: serverMessages.emailTakenInTenant });
  if (await tenantUserTaken(db, tenant.id, 'username', body.username))
    throw conflict(serverMessages.usernameTaken, { username: serverMessages.usernameTaken });
  const row = await insertTenantUser(db, {
    tenantId: tenant.id,
    email,
    username: body.username,
    firstName: body.firstName || null,
    lastName: body.lastName || null,
    phoneIsoCode: body.mobileNumber.isoCode,
    phoneNumber: body.mobileNumber.phoneNumber,
    passwordHash: await hashPassword(body.password, ctx.config.passwordHashCost),
  });
  if (!row) throw conflict(serverMessages.usernameTaken, { username: serverMessages.usernameTaken });
  return toTenantUser(row, tenant);
}
