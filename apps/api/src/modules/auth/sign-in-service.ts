import type { TokenPair } from '@iot/shared/auth';
import { serverMessages } from '@iot/shared/server-messages';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { badRequest, unauthorized } from '../../http/app-error.ts';
import { accountLocked, readAccountLock, recordAccountFailure } from '../rate-limit/rate-limit-service.ts';
import { signAccessToken, type AccessClaims, type Realm } from './access-token.ts';
import type { AccountDirectory } from './account-directory.ts';
import { hashPassword, spendPasswordCheck, verifyPassword } from './password-hash.ts';
import { endAllSessions, rotateSession, startSession, type SessionSubject } from './session-service.ts';

/** One message for an unknown account and a wrong password (no account enumeration: docs/decisions.md, Passwords). */
export const invalidCredentialsMessage = 'Invalid username or password';

/** Who is signing in: the account the name found (if any), the name as typed with its realm, and from where. */
export type SignInAttempt<T> = { account: T | undefined; name: string; address: string; password: string };

/**
 * Answers the account when the password is right; 401 otherwise, after the same scrypt work either
 * way. Failures count towards a lock on the account, or on the name when no account has it, so a
 * known and an unknown name answer alike (rate-limit-service, accountLockRule). While locked, the
 * addresses that failed are refused before any password is looked at; any other address still
 * gets its answer for the right password, so a lock cannot shut the owner out (docs/decisions.md,
 * "Account lock"), and a wrong one is refused with the lock's message, from any address.
 */
export async function checkCredentials<T extends { id: string; passwordHash: string }>(
  context: ServiceContext,
  { account, name, address, password }: SignInAttempt<T>,
): Promise<T> {
  const subject = account ? account.id : `name:${name.trim().toLowerCase()}`;
  const lock = await readAccountLock(context, subject, address);
  if (lock?.addressFailed) throw accountLocked(lock);
  const valid = account
    ? await verifyPassword(password, account.passwordHash)
    : await spendPasswordCheck(password, context.config.passwordHashCost);
  if (!account || !valid) {
    await recordAccountFailure(context, subject, address);
    if (lock) throw accountLocked(lock);
    throw unauthorized(invalidCredentialsMessage);
  }
  return account;
}

export async function issueTokenPair(
  context: ServiceContext,
  subject: SessionSubject,
  claims: AccessClaims,
): Promise<TokenPair> {
  const { refreshToken, sessionId } = await startSession(context, subject);
  const accessToken = await signAccessToken(context.tokenSecret, { ...claims, sessionId });
  return { accessToken, refreshToken };
}

/** Loads the claims of a session's account at refresh; undefined when the account is gone. */
export type ClaimsLoader = (context: ServiceContext, subject: SessionSubject) => Promise<AccessClaims | undefined>;

/** Rotates the refresh token and signs a new access token with the account's current claims. */
export async function refreshTokenPair(
  context: ServiceContext,
  realm: Realm,
  presented: string,
  loadClaims: ClaimsLoader,
): Promise<TokenPair> {
  const { subject, refreshToken, sessionId } = await rotateSession(context, realm, presented);
  const claims = await loadClaims(context, subject);
  if (!claims) throw unauthorized('Invalid or expired refresh token');
  return { accessToken: await signAccessToken(context.tokenSecret, { ...claims, sessionId }), refreshToken };
}

/**
 * Changes a signed-in account's password after checking the current one (400 on currentPassword),
 * ends every session, then starts one for the caller so it stays signed in.
 */
export async function changePassword(
  context: ServiceContext,
  directory: AccountDirectory,
  account: { id: string; passwordHash: string },
  change: { currentPassword: string; password: string },
  claims: AccessClaims,
): Promise<TokenPair> {
  if (!(await verifyPassword(change.currentPassword, account.passwordHash))) {
    throw badRequest(serverMessages.wrongCurrentPassword, { currentPassword: serverMessages.wrongCurrentPassword });
  }
  const passwordHash = await hashPassword(change.password, context.config.passwordHashCost);
  const now = context.clock.now();
  const subject = { kind: directory.kind, id: account.id };
  await context.db.transaction(async (tx) => {
    await directory.setPasswordHash(tx, account.id, passwordHash, now);
    await endAllSessions(withDb(context, tx), subject);
  });
  return issueTokenPair(context, subject, claims);
}
