import { message } from '@iot/shared/validation-messages';
import type { AdminUser } from '@iot/shared/auth';
import type { Language } from '@iot/shared/languages';
import { conflict, notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { isUuid, normalizeEmail, type AccountDirectory, hashPassword } from '../auth/account-service.ts';
import { checkCredentials, issueTokenPair, type ClaimsLoader } from '../auth/sign-in-service.ts';
import {
  anyAdminExists as anyAdminRowExists,
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  updateAdminPassword,
} from './admin-repository.ts';
import type { AdminRow } from './admin-table.ts';

/** SPEC §6: the CMS has one role today, the super admin, who may do everything. */
export const superAdmin = { roles: ['super-admin'], permissions: ['*'] } as const;

export function toAdminUser(row: AdminRow): AdminUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    permissions: row.permissions,
    language: row.language,
  };
}

function adminClaims(row: AdminRow): AccessClaims {
  return { sub: row.id, realm: 'admin', isAdmin: true, permissions: row.permissions };
}

export const adminDirectory: AccountDirectory = {
  kind: 'admin',
  findByEmail: (db, email) => findAdminByEmail(db, email),
  setPasswordHash: updateAdminPassword,
};

export const loadAdminClaims: ClaimsLoader = async (context, subject) => {
  const row = subject.kind === 'admin' ? await findAdminById(context.db, subject.id) : undefined;
  return row ? adminClaims(row) : undefined;
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
    roles: [...superAdmin.roles],
    permissions: [...superAdmin.permissions],
  });
  if (!row) throw conflict(message.administratorExists(normalizeEmail(input.email)));
  return toAdminUser(row);
}

/** The demo seed runs only on a database without administrators. */
export async function anyAdminExists(ctx: ServiceContext): Promise<boolean> {
  return anyAdminRowExists(ctx.db);
}
