/**
 * A fresh idempotency key (checkout, refund) (the shared schema's 16–100 characters of [A-Za-z0-9_-]). getRandomValues,
 * not randomUUID, which browsers offer only on secure origins.
 */
export function newIdempotencyKey(prefix = 'checkout'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
