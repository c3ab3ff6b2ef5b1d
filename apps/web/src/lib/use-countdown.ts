import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), ticking once a second; 0 when past or absent.
 * `setAt` is when the deadline was set, so the first frame after setting it is already right.
 */
export function useCountdown(deadline: number | null, setAt = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Math.max(now, setAt)) / 1000));
}
