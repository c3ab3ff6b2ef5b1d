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

/**
 * The key of entry `id` between its name-order neighbours, found in one pass over the catalog; its
 * current key when that already sits between them; null when the neighbours' keys do not agree with
 * the name order (a product without a key yet, e.g. after a bulk insert), which calls for a rebuild.
 */
export function placedKey(entries: (NamedEntry & { key: string | null })[], id: string, language: Language) {
  const target = entries.find((entry) => entry.id === id);
  if (!target) return null;
  const compare = nameComparator(language);
  let before: (typeof entries)[number] | undefined;
  let after: (typeof entries)[number] | undefined;
  for (const entry of entries) {
    if (entry.id === id) continue;
    if (entry.key === null) return null;
    if (compare(entry, target) < 0) {
      if (!before || compare(entry, before) > 0) before = entry;
    } else if (!after || compare(entry, after) < 0) after = entry;
  }
  const low = before?.key ?? null;
  const high = after?.key ?? null;
  if (low !== null && high !== null && low >= high) return null;
  const fits = target.key !== null && (low === null || target.key > low) && (high === null || target.key < high);
  return fits ? target.key : keyBetween(low, high);
}
