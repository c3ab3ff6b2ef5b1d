const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!@#$%^&*()-_=+[]{};:,.?';
const all = lower + upper + digits + symbols;

/** A uniformly random index below `limit` from the secure generator (rejection sampling, no modulo bias). */
function randomIndex(limit: number): number {
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < ceiling) return value % limit;
  }
}

function pick(alphabet: string): string {
  return alphabet[randomIndex(alphabet.length)] ?? '';
}

/**
 * SPEC §9: a generated password has 20 characters. One of each class is placed first so it always
 * passes the SPEC §5 checklist (lower, upper, symbol, 8+), then everything is shuffled.
 */
export function generatePassword(length = 20): string {
  const characters = [pick(lower), pick(upper), pick(digits), pick(symbols)];
  while (characters.length < length) characters.push(pick(all));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}
