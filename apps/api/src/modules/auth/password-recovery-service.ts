import { withDb, type ServiceContext } from '../../service-context.ts';
import { endAccountLock } from '../rate-limit/rate-limit-service.ts';
import { normalizeEmail, type Account, type AccountDirectory } from './account-directory.ts';
import { checkCode, codeContext, issueCode, type CodeKey } from './one-time-code-service.ts';
import { sentSummary } from './one-time-code-rules.ts';
import { hashPassword } from './password-hash.ts';
import { endAllSessions } from './session-service.ts';

/** Which account a forgot-password flow is about: an e-mail, and the tenant ID for tenant users. */
export type RecoveryTarget = { email: string; scope: string | null };

function codeKey(directory: AccountDirectory, target: RecoveryTarget): CodeKey {
  return {
    purpose: 'reset-password',
    subjectKind: directory.kind,
    email: normalizeEmail(target.email),
    tenantId: target.scope?.trim().toLowerCase() || null,
  };
}

/**
 * Step 1 (SPEC §2): mails a code when the account exists, and answers the same either way; the
 * resend rules apply to unknown e-mails too, so neither the answer nor the limits tell them apart.
 * Both paths look the account up and issue (and hash) a code; the mail itself is only queued, so
 * a known e-mail does no extra work before the answer (docs/decisions.md, forgot-password timing).
 */
export async function requestPasswordReset(
  context: ServiceContext,
  directory: AccountDirectory,
  target: RecoveryTarget,
) {
  const key = codeKey(directory, target);
  const account = await directory.findByEmail(context.db, key.email, key.tenantId);
  const { code, resendCount } = await issueCode(codeContext(context), key);
  if (account) {
    context.mailer.send({
      to: account.email,
      language: account.language,
      template: { kind: 'reset-password-code', code },
    });
  }
  return sentSummary(resendCount, context.config.otpResendCooldownSeconds);
}

/**
 * For an account someone else created (the back office creates companies): mails a code that sets
 * its first password through step 3, like a forgotten one. Called after the account is committed.
 */
export async function sendPasswordSetupCode(
  context: ServiceContext,
  directory: AccountDirectory,
  account: { email: string; language: Account['language'] },
  /** An invited administrator's mail names the page that takes the code (DESIGN §Operations: staff roles). */
  invitation?: { link: string },
) {
  const { code } = await issueCode(codeContext(context), codeKey(directory, { email: account.email, scope: null }));
  const template = invitation
    ? ({ kind: 'admin-invite-code', code, link: invitation.link } as const)
    : ({ kind: 'set-password-code', code } as const);
  context.mailer.send({ to: account.email, language: account.language, template });
}

/** Step 2: the code is right and still valid (not spent: step 3 presents it again). */
export async function verifyPasswordResetCode(
  context: ServiceContext,
  directory: AccountDirectory,
  target: RecoveryTarget,
  otp: string,
) {
  await checkCode(codeContext(context), codeKey(directory, target), otp, {
    consume: false,
    onValid: async () => undefined,
  });
  return { verified: true as const };
}

/** Step 3: spends the code, sets the password, ends every session of the account and its sign-in lock. */
export async function resetPassword(
  context: ServiceContext,
  directory: AccountDirectory,
  target: RecoveryTarget,
  otp: string,
  password: string,
) {
  const passwordHash = await hashPassword(password, context.config.passwordHashCost);
  const now = context.clock.now();
  const key = codeKey(directory, target);
  await checkCode(codeContext(context, now), key, otp, {
    consume: true,
    onValid: async (tx) => {
      const account = await directory.findByEmail(tx, key.email, key.tenantId);
      if (!account) return;
      await directory.setPasswordHash(tx, account.id, passwordHash, now);
      await endAllSessions(withDb(context, tx), { kind: directory.kind, id: account.id });
      await endAccountLock(withDb(context, tx), account.id);
    },
  });
  return { reset: true as const };
}
