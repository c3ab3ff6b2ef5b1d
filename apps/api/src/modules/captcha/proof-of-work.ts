import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The self-hosted captcha (DESIGN §API): a signed, expiring challenge; the client finds a nonce so
 * that sha256(`${challenge}:${nonce}`) (hex digest of the UTF-8 text) starts with `difficulty` zero
 * bits and sends `recaptcha: <challenge>:<nonce>`. Pure, so the rules are unit-tested.
 */
export type PowChallenge = { id: string; challenge: string; expiresAt: Date };

export type PowCheck =
  { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'work' };

const maxNonceLength = 64;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `captcha:${secret}`).update(payload).digest('base64url');
}

export function createChallenge(secret: string, now: Date, lifetimeSeconds: number): PowChallenge {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  const payload = Buffer.from(JSON.stringify({ id, exp: Math.floor(expiresAt.getTime() / 1000) })).toString(
    'base64url',
  );
  return { id, challenge: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** Leading zero bits of a hex digest. */
export function leadingZeroBits(hex: string): number {
  let bits = 0;
  for (const character of hex) {
    const nibble = Number.parseInt(character, 16);
    if (nibble === 0) {
      bits += 4;
      continue;
    }
    return bits + Math.clz32(nibble) - 28;
  }
  return bits;
}

export function workDigest(challenge: string, nonce: string): string {
  return createHash('sha256').update(`${challenge}:${nonce}`, 'utf8').digest('hex');
}

function readPayload(payload: string): { id: string; exp: number } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, exp } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof exp === 'number' ? { id, exp } : undefined;
  } catch {
    return undefined;
  }
}

/** Checks the header value `<challenge>:<nonce>`: signature, expiry, then the work. Single use is the caller's. */
export function checkSolution(secret: string, headerValue: string, difficulty: number, now: Date): PowCheck {
  const separator = headerValue.lastIndexOf(':');
  if (separator <= 0) return { ok: false, reason: 'malformed' };
  const challenge = headerValue.slice(0, separator);
  const nonce = headerValue.slice(separator + 1);
  const [payload, signature, ...rest] = challenge.split('.');
  if (!payload || !signature || rest.length > 0 || nonce.length === 0 || nonce.length > maxNonceLength) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  const content = readPayload(payload);
  if (!content) return { ok: false, reason: 'malformed' };
  const expiresAt = new Date(content.exp * 1000);
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  if (leadingZeroBits(workDigest(challenge, nonce)) < difficulty) return { ok: false, reason: 'work' };
  return { ok: true, id: content.id, expiresAt };
}

/** What a client does: try nonces until the digest has enough zero bits (tests and tooling use it). */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(workDigest(challenge, String(nonce))) >= difficulty) return `${challenge}:${nonce}`;
  }
}
