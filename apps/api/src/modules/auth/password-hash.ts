import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes (DESIGN §API), self-describing so the cost can rise later without
 * invalidating stored hashes: `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<key b64url>`.
 */
const keyLength = 32;
const blockSize = 8;
const parallelization = 1;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, plus slack, or Node refuses N = 2^15.
    const maxmem = 256 * (options.N ?? 1) * (options.r ?? blockSize) + 1024 * 1024;
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, { N: 2 ** cost, r: blockSize, p: parallelization });
  return ['scrypt', cost, blockSize, parallelization, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash simply never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
    N: 2 ** Number(cost),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Sign-in for an unknown account still spends one scrypt of the same cost, so the answer time does
 * not reveal whether the account exists (docs/decisions.md: Passwords).
 */
export async function spendPasswordCheck(password: string, cost: number): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

const lowercase = 'abcdefghijkmnopqrstuvwxyz';
const uppercase = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!@#$%^&*-_=+?';

/** A random password that passes every SPEC §5 check: the demo accounts and admin:create use it. */
export function generatePassword(length = 20): string {
  const all = lowercase + uppercase + digits + symbols;
  const pick = (set: string) => set[randomInt(set.length)] ?? '';
  const characters = [pick(lowercase), pick(uppercase), pick(digits), pick(symbols)];
  while (characters.length < length) characters.push(pick(all));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}
