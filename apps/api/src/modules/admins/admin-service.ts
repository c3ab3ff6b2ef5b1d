import { message } from '@iot/shared/validation-messages';
import type { AdminUser } from '@iot/shared/auth';
import type { Language } from '@iot/shared/languages';
import { serverMessages } from '@iot/shared/server-messages';
import {
  rolePermissions,
  type StaffInviteBody,
  type StaffListQuery,
  type StaffMember,
  type StaffRole,
  type StaffStatus,
} from '@iot/shared/staff-roles';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { isUuid, normalizeEmail, type AccountDirectory, hashPassword } from '../auth/account-service.ts';
import { sendPasswordSetupCode } from '../auth/password-recovery-service.ts';
import { endAllSessions } from '../auth/session-service.ts';
import { checkCredentials, issueTokenPair, type ClaimsLoader } from '../auth/sign-in-service.ts';
import { unusablePasswordHash } from '../companies/company-service.ts';
import {
  anyAdminExists as anyAdminRowExists,
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  listAdminRows,
  lockActiveSuperAdmins,
  updateAdminAccess,
  updateAdminPassword,
} from './admin-repository.ts';
import type { AdminRow } from './admin-table.ts';

export function toAdminUser(row: AdminRow): AdminUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: [row.role],
    permissions: [...rolePermissions[row.role]],
    language: row.language,
  };
}

function statusOf(row: AdminRow): StaffStatus {
  if (row.deactivatedAt) return 'deactivated';
  return row.joinedAt ? 'active' : 'invited';
}

function toStaffMember(row: AdminRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: statusOf(row),
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

function adminClaims(row: AdminRow): AccessClaims {
  return {
    sub: row.id,
    realm: 'admin',
    isAdmin: true,
    role: row.role,
    permissions: [...rolePermissions[row.role]],
  };
}

export const adminDirectory: AccountDirectory = {
  kind: 'admin',
  findByEmail: (db, email) => findAdminByEmail(db, email),
  setPasswordHash: updateAdminPassword,
};

/** A deactivated administrator's session cannot be refreshed. */
export const loadAdminClaims: ClaimsLoader = async (context, subject) => {
  const row = subject.kind === 'admin' ? await findAdminById(context.db, subject.id) : undefined;
  return row && !row.deactivatedAt ? adminClaims(row) : undefined;
};

export async function signInAdmin(
  context: ServiceContext,
  credentials: { username: string; password: string },
  address: string,
) {
  const email = normalizeEmail(credentials.username);
  const row = await checkCredentials(context, {
    account: await findAdminByEmail(context.db, email),
    name: `admin:${email}`,
    address,
    password: credentials.password,
  });
  if (row.deactivatedAt) throw forbidden(serverMessages.staffDeactivated);
  const tokens = await issueTokenPair(context, { kind: 'admin', id: row.id }, adminClaims(row));
  return { user: toAdminUser(row), ...tokens };
}

export async function readAdminProfile(ctx: ServiceContext, id: string): Promise<AdminUser> {
  const { db } = ctx;
  const row = isUuid(id) ? await findAdminById(db, id) : undefined;
  if (!row) throw notFound(message.notFound('Administrator'));
  return toAdminUser(row);
}

export type NewAdminInput = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  language?: Language;
};

/** The first super admin (admin:create, demo seed); 409 when the e-mail is taken. */
export async function createSuperAdmin(ctx: ServiceContext, input: NewAdminInput): Promise<AdminUser> {
  const { db } = ctx;
  const row = await insertAdmin(db, {
    email: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password, ctx.config.passwordHashCost),
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    language: input.language ?? 'en',
    role: 'super-admin',
    joinedAt: ctx.clock.now(),
  });
  if (!row) throw conflict(message.administratorExists(normalizeEmail(input.email)));
  return toAdminUser(row);
}

/** The demo seed runs only on a database without administrators. */
export async function anyAdminExists(ctx: ServiceContext): Promise<boolean> {
  return anyAdminRowExists(ctx.db);
}

// ---------- staff management (/cms/admins; super admins only, DESIGN §Operations) ----------

export async function listStaff(ctx: ServiceContext, query: StaffListQuery) {
  const { rows, total } = await listAdminRows(ctx.db, query);
  return { data: rows.map(toStaffMember), meta: { page: query.page, limit: query.limit, total } };
}

export async function readStaffMember(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<StaffMember> {
  const row = isUuid(id) ? await findAdminById(ctx.db, id) : undefined;
  if (!row) throw notFound(message.notFound('Administrator'));
  return toStaffMember(row);
}

/**
 * Invites an administrator: a row without a usable password, and a mailed code that sets one on
 * the invitation page (the password recovery's steps 2 and 3). A taken e-mail is a 409.
 */
export async function inviteStaffMember(
  ctx: ServiceContext,
  body: StaffInviteBody,
  options: { language: Language; link: string },
): Promise<StaffMember> {
  const email = normalizeEmail(body.email);
  const row = await insertAdmin(ctx.db, {
    email,
    passwordHash: await unusablePasswordHash(ctx),
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    language: body.language ?? options.language,
    role: body.role,
  });
  if (!row) throw conflict(serverMessages.alreadyExists, { email: serverMessages.alreadyExists });
  await sendPasswordSetupCode(ctx, adminDirectory, row, { link: options.link });
  return toStaffMember(row);
}

/**
 * Changes an administrator's role or deactivates (or reactivates) one, in one transaction with the
 * active super admins locked: the last of them can be neither demoted nor deactivated. A changed
 * role or a deactivation ends the administrator's sessions, so the new rights apply at once (the
 * access token carries the role).
 */
export async function changeStaffAccess(
  ctx: ServiceContext,
  id: string,
  change: { role: StaffRole } | { status: 'active' | 'deactivated' },
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const supers = await lockActiveSuperAdmins(tx);
    const row = isUuid(id) ? await findAdminById(tx, id) : undefined;
    if (!row) throw notFound(message.notFound('Administrator'));
    const now = ctx.clock.now();
    const update =
      'role' in change
        ? { role: change.role }
        : { deactivatedAt: change.status === 'deactivated' ? (row.deactivatedAt ?? now) : null };
    const losesSuperAdmin =
      ('role' in change && change.role !== 'super-admin') || ('status' in change && change.status === 'deactivated');
    if (losesSuperAdmin && supers.length === 1 && supers[0] === id) {
      throw conflict(serverMessages.lastSuperAdmin);
    }
    const changed = await updateAdminAccess(tx, id, update, now);
    if (!changed) throw notFound(message.notFound('Administrator'));
    if (changed.role !== row.role || (changed.deactivatedAt && !row.deactivatedAt)) {
      await endAllSessions(withDb(ctx, tx), { kind: 'admin', id });
    }
    return toStaffMember(changed);
  });
}
