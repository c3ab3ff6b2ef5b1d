import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { authLimits } from '@iot/shared/auth';
import type { ServiceContext } from '../../service-context.ts';
import { unauthorized } from '../../http/app-error.ts';
import type { Realm } from './access-token.ts';
import { addSeconds } from './clock.ts';
import {
  findSessionByHashForUpdate,
  hasLiveSession,
  insertSession,
  markSessionReplaced,
  revokeSessionFamily,
  revokeSubjectSessions,
} from './session-repository.ts';
import { realmOfSubject, type SubjectKind } from './subject.ts';

export type SessionSubject = { kind: SubjectKind; id: string };

const idleSeconds = authLimits.refreshTokenIdleDays * 24 * 3600;
const absoluteSeconds = authLimits.refreshTokenAbsoluteDays * 24 * 3600;

/** Only the digest is stored; a refresh token is 32 random bytes, so a plain SHA-256 is enough. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function earliest(a: Date, b: Date): Date {
  return a < b ? a : b;
}

/** Starts a session family at sign-in and answers its first refresh token and the family's id. */
export async function startSession(
  ctx: ServiceContext,
  subject: SessionSubject,
): Promise<{ refreshToken: string; sessionId: string }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const token = newToken();
  const absoluteExpiresAt = addSeconds(now, absoluteSeconds);
  const familyId = randomUUID();
  await insertSession(db, {
    familyId,
    subjectKind: subject.kind,
    subjectId: subject.id,
    realm: realmOfSubject[subject.kind],
    tokenHash: digest(token),
    createdAt: now,
    expiresAt: earliest(addSeconds(now, idleSeconds), absoluteExpiresAt),
    absoluteExpiresAt,
  });
  return { refreshToken: token, sessionId: familyId };
}

type Rotation =
  { kind: 'rotated'; subject: SessionSubject; refreshToken: string; sessionId: string } | { kind: 'refused' };

/**
 * Swaps a refresh token for the next one of its family (DESIGN §API). A token that was already
 * rotated or revoked is a sign of theft: the whole family is revoked, so the thief's newer token
 * dies too. The revocation commits before the 401 is thrown.
 */
export async function rotateSession(
  ctx: ServiceContext,
  realm: Realm,
  presented: string,
): Promise<{ subject: SessionSubject; refreshToken: string; sessionId: string }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const session = await findSessionByHashForUpdate(tx, digest(presented));
    if (!session || session.realm !== realm) return { kind: 'refused' };
    if (session.revokedAt || session.replacedBy) {
      await revokeSessionFamily(tx, session.familyId, now);
      return { kind: 'refused' };
    }
    if (session.expiresAt <= now || session.absoluteExpiresAt <= now) return { kind: 'refused' };
    const refreshToken = newToken();
    const next = await insertSession(tx, {
      familyId: session.familyId,
      subjectKind: session.subjectKind,
      subjectId: session.subjectId,
      realm: session.realm,
      tokenHash: digest(refreshToken),
      createdAt: now,
      expiresAt: earliest(addSeconds(now, idleSeconds), session.absoluteExpiresAt),
      absoluteExpiresAt: session.absoluteExpiresAt,
    });
    await markSessionReplaced(tx, session.id, next.id);
    return {
      kind: 'rotated',
      subject: { kind: session.subjectKind, id: session.subjectId },
      refreshToken,
      sessionId: session.familyId,
    };
  });
  if (rotation.kind === 'refused') throw unauthorized('Invalid or expired refresh token');
  return rotation;
}

/** Logout: the presented token's whole family stops working. Unknown tokens are ignored (logout is idempotent). */
export async function endSession(ctx: ServiceContext, realm: Realm, presented: string): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    const session = await findSessionByHashForUpdate(tx, digest(presented));
    if (session && session.realm === realm) await revokeSessionFamily(tx, session.familyId, now);
  });
}

/**
 * Whether an access token's session still stands: its family has a live, unexpired token. Logout,
 * theft detection and password changes revoke the family, so its access tokens stop at once too.
 */
export async function isSessionActive(ctx: ServiceContext, sessionId: string): Promise<boolean> {
  const { db } = ctx;
  const now = ctx.clock.now();
  return hasLiveSession(db, sessionId, now);
}

/** After a password reset or change: every session of the account ends. */
export async function endAllSessions(ctx: ServiceContext, subject: SessionSubject): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  await revokeSubjectSessions(db, subject.kind, subject.id, now);
}
