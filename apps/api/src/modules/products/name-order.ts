import type { Language } from '@iot/shared/languages';

/**
 * The storefront's name order (SPEC §2 sort A-Z / Z-A) as strings the database compares byte by byte
 * (COLLATE "C"): the embedded database has no ICU, so the order Intl.Collator gives (Arabic included)
 * is computed here and stored as a fractional-index key per product and language (docs/decisions.md
 * "Storefront name order and search by index").
 *
 * The names are the shown ones, as product-repository.ts's nameIn reads them: the language's own,
 * else English, else empty.
 *
 * A key is a base-36 fraction written without its "0." and never ending in "0", so between any two
 * keys there is always another one, and a product placed between its neighbours changes no other row.
 */
const digits = '0123456789abcdefghijklmnopqrstuvwxyz';

export type NamedEntry = { id: string; name: string };

/** Today's (and every earlier release's) order: the collator's, ties by id. */
export function nameComparator(language: Language): (a: NamedEntry, b: NamedEntry) => number {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return (a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
}

/** A key strictly between `low` and `high` (null: no bound on that side); `low` < `high` when both are given. */
export function keyBetween(low: string | null, high: string | null): string {
  if (low !== null && high !== null && low >= high) throw new Error(`no key between ${low} and ${high}`);
  return midpoint(low ?? '', high);
}

function midpoint(low: string, high: string | null): string {
  if (high !== null) {
    // A shared prefix stays; the rest is the midpoint of what follows it.
    let shared = 0;
    while ((low[shared] ?? '0') === high[shared]) shared += 1;
    if (shared > 0) return high.slice(0, shared) + midpoint(low.slice(shared), high.slice(shared));
  }
  const lowDigit = low ? digits.indexOf(low[0] as string) : 0;
  const highDigit = high !== null ? digits.indexOf(high[0] as string) : digits.length;
  if (highDigit - lowDigit > 1) return digits[Math.round((lowDigit + highDigit) / 2)] as string;
  // Adjacent first digits: the high one alone is smaller than `high` when `high` goes on …
  if (high !== null && high.length > 1) return high.slice(0, 1);
  // … otherwise keep the low digit and go one place deeper, above the rest of `low`.
  return (digits[lowDigit] as string) + midpoint(low.slice(1), null);
}

/** `count` increasing keys spread evenly, short enough and with room between each two for later products. */
export function evenlySpacedKeys(count: number): string[] {
  let width = 1;
  while (digits.length ** width < (count + 1) * digits.length) width += 1;
  const space = digits.length ** width;
  return Array.from({ length: count }, (_, index) => {
    let value = Math.round(((index + 1) * space) / (count + 1));
    let key = '';
    for (let place = 0; place < width; place += 1) {
      key = (digits[value % digits.length] as string) + key;
      value = Math.floor(value / digits.length);
    }
    return key.replace(/0+$/, '');
  });
}

/** Every entry's key in name order, spread evenly (a whole-catalog rebuild). */
export function keysInNameOrder(entries: NamedEntry[], language: Language): { id: string; key: string }[] {
  const ordered = [...entries].sort(nameComparator(language));
  const keys = evenlySpacedKeys(ordered.length);
  return ordered.map((entry, index) => ({ id: entry.id, key: keys[index] as string }));
}

export type KeyedEntry = NamedEntry & { key: string };

/**
 * One look into the name keys' index: among the keyed products other than the one being placed that
 * lie strictly between `low` and `high` in (key, id) order (null: no bound on that side), the last
 * whose key is below `key` and the first whose key is at or above it; `key` lies strictly between
 * the bounds' keys.
 */
export type KeyProbe = (
  key: string,
  low: KeyedEntry | null,
  high: KeyedEntry | null,
) => Promise<{ below: KeyedEntry | undefined; above: KeyedEntry | undefined }>;

/**
 * The products just before and just after `target` in name order (null: it comes first or last),
 * found by halving the key space between the neighbours known so far: the two products on either side
 * of the middle key are adjacent, so either the target falls between them or one of them becomes the
 * new, closer bound. With keys spread as evenlySpacedKeys spreads them this takes about log2(n)
 * probes, each two index lookups, instead of reading every name; it relies on the keys following the
 * names, as placing and rebuilding keep them. (Probing several keys per statement was measured: fewer
 * round trips, but longer plans, and no faster at 100,000 products.)
 */
export async function nameOrderNeighbours(
  target: NamedEntry,
  language: Language,
  probe: KeyProbe,
): Promise<{ low: KeyedEntry | null; high: KeyedEntry | null }> {
  const compare = nameComparator(language);
  let low: KeyedEntry | null = null;
  let high: KeyedEntry | null = null;
  // Equal keys (two products placed into the same gap at once) leave no key between them to probe.
  while (low === null || high === null || low.key < high.key) {
    const { below, above } = await probe(keyBetween(low?.key ?? null, high?.key ?? null), low, high);
    if (below && compare(below, target) > 0) high = below;
    else if (above && compare(above, target) < 0) low = above;
    else return { low: below ?? low, high: above ?? high };
  }
  return { low, high };
}

/**
 * The key of a product between its name-order neighbours' keys: its current key when that already
 * sits between them; null when they leave no room (equal keys), which calls for a rebuild.
 */
export function placedKey(current: string | null, low: string | null, high: string | null): string | null {
  if (low !== null && high !== null && low >= high) return null;
  const fits = current !== null && (low === null || current > low) && (high === null || current < high);
  return fits ? current : keyBetween(low, high);
}
