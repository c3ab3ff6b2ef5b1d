import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { CustomerKind } from '@iot/shared/auth';
import { isStaffRole, type StaffRole } from '@iot/shared/staff-roles';
import { unauthorized } from '../../http/app-error.ts';

// SPEC §6: two realms. The realm is the token's audience, so one realm's token never passes the other's check.
export type Realm = 'admin' | 'customer';

/** Customer tokens say which kind of marketplace user they belong to (SPEC §6: root or tenant user). */
export type { CustomerKind };

export type AccessClaims = {
  sub: string;
  realm: Realm;
  isAdmin: boolean;
  permissions: string[];
  kind?: CustomerKind;
  /** An administrator's staff role (DESIGN §Operations); the guard checks each operation against it. */
  role?: StaffRole;
  tenantId?: string;
  /** The session family a signed-in user's token belongs to; revoking the family revokes the token. */
  sessionId?: string;
};

const issuer = 'iot-marketplace';
const accessTokenLifetime = '15m';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  lifetime = accessTokenLifetime,
): Promise<string> {
  return new SignJWT({
    typ: 'access',
    isAdmin: claims.isAdmin,
    permissions: claims.permissions,
    ...(claims.kind ? { kind: claims.kind } : {}),
    ...(claims.role ? { role: claims.role } : {}),
    ...(claims.tenantId ? { tenantId: claims.tenantId } : {}),
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(claims.realm)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(key(secret));
}

/** Verifies signature, algorithm (HS256 only, so `alg: none` fails), expiry, realm and token type. */
export async function verifyAccessToken(secret: string, token: string, realm: Realm): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer, audience: realm });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw unauthorized('Invalid access token');
    const permissions = Array.isArray(payload.permissions)
      ? payload.permissions.filter((p): p is string => typeof p === 'string')
      : [];
    const kind = payload.kind === 'root' || payload.kind === 'tenant' ? payload.kind : undefined;
    const role = isStaffRole(payload.role) ? payload.role : undefined;
    const tenantId = typeof payload.tenantId === 'string' ? payload.tenantId : undefined;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    return {
      sub: payload.sub,
      realm,
      isAdmin: payload.isAdmin === true,
      permissions,
      ...(kind ? { kind } : {}),
      ...(role ? { role } : {}),
      ...(tenantId ? { tenantId } : {}),
      ...(sessionId ? { sessionId } : {}),
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired');
    throw unauthorized('Invalid access token');
  }
}
