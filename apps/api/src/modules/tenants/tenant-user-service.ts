import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import type { z } from 'zod';
import type { MarketplaceUser, profileUpdateBodySchema } from '@iot/shared/auth';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { isUuid, type AccountDirectory, customerAccess, profileChanges } from '../auth/account-service.ts';
import { changePassword, checkCredentials, issueTokenPair, type ClaimsLoader } from '../auth/sign-in-service.ts';
import {
  findTenantById,
  findTenantUserByEmail,
  findTenantUserById,
  findTenantUserBySignInName,
  setTenantUserBlockedAt,
  updateTenantUserPassword,
  updateTenantUserProfile,
} from './tenant-repository.ts';
import type { TenantUserRow } from './tenant-table.ts';
import { existingTenantUser, toTenantUser } from './tenant-service.ts';
import { requestPasswordReset } from '../auth/password-recovery-service.ts';
import { requireStoredImages } from '../files/file-reader.ts';

function tenantUserClaims(row: TenantUserRow): AccessClaims {
  return {
    sub: row.id,
    realm: 'customer',
    isAdmin: false,
    permissions: [...customerAccess.tenant.permissions],
    kind: 'tenant',
    tenantId: row.tenantId,
  };
}

/** scope = the tenant ID as typed; one that cannot be a UUID names no tenant. */
export const tenantUserDirectory: AccountDirectory = {
  kind: 'tenant-user',
  findByEmail: async (db, email, scope) =>
    isUuid(scope) ? findTenantUserByEmail(db, scope.toLowerCase(), email) : undefined,
  setPasswordHash: updateTenantUserPassword,
};

/** A blocked user's refresh is refused too (its sessions were revoked when it was blocked). */
export const loadTenantUserClaims: ClaimsLoader = async (context, subject) => {
  const row = await findTenantUserById(context.db, subject.id);
  return row && !row.blockedAt ? tenantUserClaims(row) : undefined;
};

async function withTenant(context: ServiceContext, row: TenantUserRow): Promise<MarketplaceUser> {
  const tenant = await findTenantById(context.db, row.tenantId);
  if (!tenant) throw notFound(message.notFound('Tenant'));
  return toTenantUser(row, tenant);
}

/** SPEC §2: tenant sign-in with the tenant ID; a wrong tenant is the same 401 as a wrong password. */
export async function signInTenantUser(
  context: ServiceContext,
  credentials: { tenantId: string; username: string; password: string },
  address: string,
) {
  const tenantId = credentials.tenantId.trim().toLowerCase();
  const name = credentials.username.trim();
  const found = isUuid(tenantId) ? await findTenantUserBySignInName(context.db, tenantId, name) : undefined;
  const row = await checkCredentials(context, {
    account: found,
    name: `tenant:${tenantId}:${name}`,
    address,
    password: credentials.password,
  });
  if (row.blockedAt) throw forbidden(serverMessages.accountBlocked);
  const tokens = await issueTokenPair(context, { kind: 'tenant-user', id: row.id }, tenantUserClaims(row));
  return { user: await withTenant(context, row), ...tokens };
}

/** A tenant user and its tenant, as the back office sees them. */
export async function readTenantUserWithTenant(context: Pick<ServiceContext, 'db'>, id: string) {
  const user = isUuid(id) ? await findTenantUserById(context.db, id) : undefined;
  const tenant = user ? await findTenantById(context.db, user.tenantId) : undefined;
  return user && tenant ? { user, tenant } : undefined;
}

/** Blocks or activates a tenant user; the caller ends its sessions in the same transaction. */
export function blockTenantUser(context: Pick<ServiceContext, 'db'>, id: string, blocked: boolean, now: Date) {
  return setTenantUserBlockedAt(context.db, id, blocked ? now : null, now);
}

async function ownTenantUser(context: ServiceContext, claims: AccessClaims, id: string): Promise<TenantUserRow> {
  if (claims.sub !== id) throw forbidden();
  const row = isUuid(id) ? await findTenantUserById(context.db, id) : undefined;
  if (!row) throw notFound(message.notFound('User'));
  return row;
}

export async function readOwnTenantUser(context: ServiceContext, claims: AccessClaims): Promise<MarketplaceUser> {
  return withTenant(context, await ownTenantUser(context, claims, claims.sub));
}

export async function updateOwnTenantUser(
  context: ServiceContext,
  claims: AccessClaims,
  id: string,
  patch: z.infer<typeof profileUpdateBodySchema>,
): Promise<MarketplaceUser> {
  await ownTenantUser(context, claims, id);
  await requireStoredImages(context, { avatar: patch.avatar });
  const row = await updateTenantUserProfile(context.db, id, profileChanges(patch), context.clock.now());
  if (!row) throw notFound(message.notFound('User'));
  return withTenant(context, row);
}

export async function changeOwnTenantUserPassword(
  context: ServiceContext,
  claims: AccessClaims,
  id: string,
  change: { currentPassword: string; password: string },
) {
  const row = await ownTenantUser(context, claims, id);
  return changePassword(context, tenantUserDirectory, row, change, tenantUserClaims(row));
}

/**
 * An administrator's 'reset password by mail': the user is sent the same 8-digit code as its own
 * forgot-password step 1 (SPEC §2), and sets a new password through steps 2 and 3 of the storefront.
 * The code's resend rules (SPEC §4: 60 s, 5 resends, then 15 minutes) apply as to the user's own requests.
 */
export async function mailTenantUserPasswordReset(context: ServiceContext, tenantId: string, userId: string) {
  const user = await existingTenantUser(context, tenantId, userId);
  return requestPasswordReset(context, tenantUserDirectory, { email: user.email, scope: user.tenantId });
}
