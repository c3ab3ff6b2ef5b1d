import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms: a search or stock check per pause in typing, not per key. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
