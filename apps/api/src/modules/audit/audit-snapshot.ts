/**
 * What an audit entry keeps of a resource's snapshots (DESIGN §Operations: before and after of every
 * back-office write): plain JSON, sensitive values left out wherever they sit, and on an update
 * only the top-level fields that changed.
 */

/** Keys whose values never reach the log: password hashes, tokens, secrets, one-time codes, card data. */
const sensitiveKey = /password|hash|secret|token|otp|cvc|cardnumber/i;

type Snapshot = Record<string, unknown>;

function cleaned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleaned);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !sensitiveKey.test(key))
        .map(([key, child]) => [key, cleaned(child)]),
    );
  }
  return value;
}

/** Said by the entry itself (its resource id and time), so left out of what it keeps. */
const entryFields = new Set(['_id', 'createdAt', 'updatedAt']);

/** A snapshot as stored: JSON (dates as strings), an object (a bare value is kept under `value`), cleaned. */
function snapshotOf(value: unknown): Snapshot | null {
  if (value === undefined || value === null) return null;
  const json: unknown = JSON.parse(JSON.stringify(value));
  const object = json !== null && typeof json === 'object' && !Array.isArray(json) ? json : { value: json };
  const snapshot = cleaned(object) as Snapshot;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !entryFields.has(key)));
}

/** Both snapshots, each keeping only the fields that differ when both exist. */
export function auditSnapshots(before: unknown, after: unknown): { before: Snapshot | null; after: Snapshot | null } {
  const was = snapshotOf(before);
  const now = snapshotOf(after);
  if (!was || !now) return { before: was, after: now };
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  return {
    before: Object.fromEntries(keys.filter((key) => key in was).map((key) => [key, was[key]])),
    after: Object.fromEntries(keys.filter((key) => key in now).map((key) => [key, now[key]])),
  };
}
