import { randomBytes } from 'node:crypto';
import type { CustomerCreateBody } from '@iot/shared/admin-customers';
import { message } from '@iot/shared/validation-messages';
import type { z } from 'zod';
import type {
  checkDataBodySchema,
  companyRegisterBodySchema,
  MarketplaceUser,
  profileUpdateBodySchema,
} from '@iot/shared/auth';
import type { Language } from '@iot/shared/languages';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import {
  isUuid,
  normalizeEmail,
  type AccountDirectory,
  customerAccess,
  profileChanges,
  toMarketplaceUser,
  sentSummary,
  hashPassword,
} from '../auth/account-service.ts';
import { checkCode, codeContext, issueCode, type CodeKey } from '../auth/one-time-code-service.ts';
import { sendPasswordSetupCode } from '../auth/password-recovery-service.ts';
import { changePassword, checkCredentials, issueTokenPair, type ClaimsLoader } from '../auth/sign-in-service.ts';
import {
  findCompanyByEmail,
  findCompanyById,
  findCompanyBySignInName,
  insertVerifiedCompany,
  markCompanyVerified,
  saveAdministeredCompany,
  savePendingCompany,
  setCompanyBlockedAt,
  updateCompanyPassword,
  updateCompanyProfile,
  verifiedCompanyHasEmail,
  verifiedCompanyHasPhone,
  verifiedCompanyHasUsername,
} from './company-repository.ts';
import type { CompanyRow } from './company-table.ts';
import { serverMessages } from '@iot/shared/server-messages';
import { requireStoredImages } from '../files/file-reader.ts';

export const verifyEmailFirstMessage = serverMessages.verifyEmailFirst;

export function toCompanyUser(row: CompanyRow): MarketplaceUser {
  return toMarketplaceUser(row, { kind: 'root', companyName: row.companyName, tenant: null });
}

function companyClaims(row: CompanyRow): AccessClaims {
  return {
    sub: row.id,
    realm: 'customer',
    isAdmin: false,
    permissions: [...customerAccess.root.permissions],
    kind: 'root',
  };
}

export const companyDirectory: AccountDirectory = {
  kind: 'company',
  // Only verified companies can recover a password; a pending registration verifies first.
  findByEmail: async (db, email) => {
    const row = await findCompanyByEmail(db, email);
    return row?.verifiedAt ? row : undefined;
  },
  setPasswordHash: updateCompanyPassword,
};

/** A blocked company's refresh is refused too (its sessions were revoked when it was blocked). */
export const loadCompanyClaims: ClaimsLoader = async (context, subject) => {
  const row = await findCompanyById(context.db, subject.id);
  return row?.verifiedAt && !row.blockedAt ? companyClaims(row) : undefined;
};

async function signedIn(context: ServiceContext, row: CompanyRow) {
  const tokens = await issueTokenPair(context, { kind: 'company', id: row.id }, companyClaims(row));
  return { user: toCompanyUser(row), ...tokens };
}

const registrationKey = (email: string): CodeKey => ({
  purpose: 'verify-registration',
  subjectKind: 'company',
  email,
  tenantId: null,
});

/**
 * Sends the registration mail under the resend rules: a code for a pending registration, an
 * "you already have an account" note for a verified one, nothing for an unknown e-mail; the
 * answer and the limits are the same in all three cases (no enumeration).
 */
async function sendRegistrationMail(context: ServiceContext, email: string, language?: Language) {
  const { code, resendCount } = await issueCode(codeContext(context), registrationKey(email));
  const company = await findCompanyByEmail(context.db, email);
  if (company) {
    context.mailer.send({
      to: company.email,
      language: language ?? company.language,
      template: company.verifiedAt ? { kind: 'account-exists' } : { kind: 'verify-registration-code', code },
    });
  }
  return sentSummary(resendCount, context.config.otpResendCooldownSeconds);
}

export async function registerCompany(
  context: ServiceContext,
  body: z.infer<typeof companyRegisterBodySchema>,
  language: Language,
) {
  const email = normalizeEmail(body.email);
  const passwordHash = await hashPassword(body.password, context.config.passwordHashCost);
  const now = context.clock.now();
  const existing = await findCompanyByEmail(context.db, email);
  if (existing?.verifiedAt) {
    await sendRegistrationMail(context, email);
  } else {
    if (await verifiedCompanyHasUsername(context.db, body.username, email)) {
      throw conflict(serverMessages.usernameTaken, { username: serverMessages.usernameTaken });
    }
    // The code is issued (or refused with 429) before the pending registration is replaced.
    const { code } = await issueCode(codeContext(context, now), registrationKey(email));
    const { phoneNumber, password: _password, ...profile } = body;
    const mailLanguage = body.language ?? language;
    await savePendingCompany(
      context.db,
      {
        ...profile,
        email,
        passwordHash,
        language: mailLanguage,
        phoneIsoCode: phoneNumber.isoCode,
        phoneNumber: phoneNumber.phoneNumber,
      },
      now,
    );
    context.mailer.send({ to: email, language: mailLanguage, template: { kind: 'verify-registration-code', code } });
  }
  return {
    email,
    verificationRequired: true as const,
    resendAvailableInSeconds: context.config.otpResendCooldownSeconds,
  };
}

export async function resendRegistrationCode(context: ServiceContext, email: string) {
  return sendRegistrationMail(context, normalizeEmail(email));
}

/** Spends the registration code, marks the company verified and signs it in. */
export async function verifyRegistration(context: ServiceContext, body: { email: string; otp: string }) {
  const email = normalizeEmail(body.email);
  const now = context.clock.now();
  const row = await checkCode(codeContext(context, now), registrationKey(email), body.otp, {
    consume: true,
    onValid: async (tx) => {
      const pending = await findCompanyByEmail(tx, email);
      if (!pending || pending.verifiedAt) return undefined;
      if (await verifiedCompanyHasUsername(tx, pending.username, email)) {
        throw conflict(serverMessages.usernameTaken, { username: serverMessages.usernameTaken });
      }
      return markCompanyVerified(tx, pending.id, now);
    },
  });
  if (!row) throw notFound(serverMessages.noRegistrationWaiting);
  return signedIn(context, row);
}

/** true = free (SPEC §7 check-data: is the e-mail / username / phone free). Only verified companies hold a value. */
export async function checkCompanyData(context: ServiceContext, body: z.infer<typeof checkDataBodySchema>) {
  const { db } = context;
  return {
    ...(body.email ? { email: !(await verifiedCompanyHasEmail(db, normalizeEmail(body.email))) } : {}),
    ...(body.username ? { username: !(await verifiedCompanyHasUsername(db, body.username)) } : {}),
    ...(body.phoneNumber
      ? { phoneNumber: !(await verifiedCompanyHasPhone(db, body.phoneNumber.isoCode, body.phoneNumber.phoneNumber)) }
      : {}),
  };
}

/** Sign-in by e-mail or username. An unverified company hears so only after giving the right password. */
export async function signInCompany(
  context: ServiceContext,
  credentials: { username: string; password: string },
  address: string,
) {
  const name = credentials.username.trim();
  const row = await checkCredentials(context, {
    account: await findCompanyBySignInName(context.db, name),
    name: `company:${name}`,
    address,
    password: credentials.password,
  });
  if (!row.verifiedAt) throw forbidden(verifyEmailFirstMessage);
  if (row.blockedAt) throw forbidden(serverMessages.accountBlocked);
  return signedIn(context, row);
}

async function ownCompany(context: ServiceContext, claims: AccessClaims, id: string): Promise<CompanyRow> {
  if (claims.sub !== id) throw forbidden();
  const row = isUuid(id) ? await findCompanyById(context.db, id) : undefined;
  if (!row?.verifiedAt) throw notFound(message.notFound('Company'));
  return row;
}

export async function readOwnCompany(context: ServiceContext, claims: AccessClaims): Promise<MarketplaceUser> {
  return toCompanyUser(await ownCompany(context, claims, claims.sub));
}

export async function updateOwnCompany(
  context: ServiceContext,
  claims: AccessClaims,
  id: string,
  patch: z.infer<typeof profileUpdateBodySchema>,
): Promise<MarketplaceUser> {
  await ownCompany(context, claims, id);
  await requireStoredImages(context, { avatar: patch.avatar });
  const row = await updateCompanyProfile(context.db, id, profileChanges(patch), context.clock.now());
  if (!row) throw notFound(message.notFound('Company'));
  return toCompanyUser(row);
}

export async function changeOwnCompanyPassword(
  context: ServiceContext,
  claims: AccessClaims,
  id: string,
  change: { currentPassword: string; password: string },
) {
  const row = await ownCompany(context, claims, id);
  return changePassword(context, companyDirectory, row, change, companyClaims(row));
}

/** A company account as the back office sees it: verified only (a pending registration is no account yet). */
export async function readVerifiedCompany(context: Pick<ServiceContext, 'db'>, id: string) {
  const row = isUuid(id) ? await findCompanyById(context.db, id) : undefined;
  return row?.verifiedAt ? row : undefined;
}

/** Blocks or activates a company; the caller ends its sessions in the same transaction. */
export function blockCompany(context: Pick<ServiceContext, 'db'>, id: string, blocked: boolean, now: Date) {
  return setCompanyBlockedAt(context.db, id, blocked ? now : null, now);
}

/**
 * The back office creates a company account (SPEC §2 /cms/customers/add). It has no usable
 * password: once the row is committed, the company is mailed a code that sets one through the
 * password recovery flow. A taken e-mail or username is a 409 with the usual messages.
 */
export async function createAdministeredCompany(
  context: ServiceContext,
  body: CustomerCreateBody,
  language: Language,
): Promise<CompanyRow> {
  const email = normalizeEmail(body.email);
  if (await verifiedCompanyHasEmail(context.db, email)) {
    throw conflict(serverMessages.alreadyExists, { email: serverMessages.alreadyExists });
  }
  if (await verifiedCompanyHasUsername(context.db, body.username, email)) {
    throw conflict(serverMessages.usernameTaken, { username: serverMessages.usernameTaken });
  }
  const unusable = await unusablePasswordHash(context);
  const { phoneNumber, language: chosen, ...profile } = body;
  const row = await saveAdministeredCompany(
    context.db,
    {
      ...profile,
      email,
      passwordHash: unusable,
      language: chosen ?? language,
      phoneIsoCode: phoneNumber.isoCode,
      phoneNumber: phoneNumber.phoneNumber,
    },
    context.clock.now(),
  );
  if (!row) throw conflict(serverMessages.alreadyExists, { email: serverMessages.alreadyExists });
  await sendPasswordSetupCode(context, companyDirectory, row);
  return row;
}

/** A customer of the demo order history (workflows/demo-orders.ts): the profile a company registers with. */
export type DemoBuyerProfile = {
  email: string;
  username: string;
  companyName: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  city: string;
  country: string;
};

/**
 * A company of the demo order history, verified and joined at the context's clock. Its password
 * hash is `passwordHash` of a secret nobody was told: it never signs in, it only has bought.
 * Answers its id (also when it exists already).
 */
export async function seedDemoBuyer(
  ctx: ServiceContext,
  profile: DemoBuyerProfile,
  passwordHash: string,
): Promise<string | undefined> {
  const { phoneNumber, ...rest } = profile;
  const email = normalizeEmail(profile.email);
  await insertVerifiedCompany(
    ctx.db,
    { ...rest, email, passwordHash, phoneIsoCode: 'AE', phoneNumber },
    ctx.clock.now(),
  );
  return (await findCompanyByEmail(ctx.db, email))?.id;
}

/** A password hash nobody can sign in with: of a random secret that is never kept. */
export function unusablePasswordHash(ctx: ServiceContext): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'), ctx.config.passwordHashCost);
}

/** The demo seed's company: verified from the start, so it can sign in at once. */
export async function seedDemoCompany(
  ctx: ServiceContext,
  account: { email: string; password: string },
): Promise<void> {
  const { db } = ctx;
  await insertVerifiedCompany(
    db,
    {
      email: normalizeEmail(account.email),
      passwordHash: await hashPassword(account.password, ctx.config.passwordHashCost),
      username: 'demo.company',
      companyName: 'Demo Trading LLC',
      firstName: 'Demo',
      lastName: 'Company',
      phoneIsoCode: 'AE',
      phoneNumber: '+971 4 000 0000',
      city: 'Dubai',
      country: 'United Arab Emirates',
      additionalDetails: 'Business Bay',
    },
    new Date(),
  );
}
