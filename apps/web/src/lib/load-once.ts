/**
 * One download per key, shared by every caller while it runs and once it has succeeded. A failed
 * download (offline, a deployment replaced the scripts) is forgotten, so the next call, typically the
 * next navigation, tries again.
 */
export function loadOnce<Key extends object, Value>(
  loads: WeakMap<Key, Promise<Value>>,
  key: Key,
  load: () => Promise<Value>,
): Promise<Value> {
  let loading = loads.get(key);
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, loading);
  }
  return loading;
}
