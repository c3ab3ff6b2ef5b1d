import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { checkDataBodySchema } from '@iot/shared/auth';
import { checkAvailability } from '../api/check-availability.ts';

type CheckDataBody = z.input<typeof checkDataBodySchema>;

export type AvailabilityField = keyof CheckDataBody;
export type Availability = 'unknown' | 'available' | 'taken';

type Query = CheckDataBody;

const debounceMs = 450;

/**
 * Live check that an e-mail, username or phone number is still free (POST /companies/check-data),
 * asked once typing pauses and only for a value that is valid. `query` is null while invalid.
 */
export function useAvailability(field: AvailabilityField, query: Query | null): Availability {
  const key = query ? JSON.stringify(query) : null;
  const [result, setResult] = useState<{ key: string; availability: Availability } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkAvailability(JSON.parse(key) as Query, controller.signal)
        .then((answer) => {
          const free = answer[field];
          if (free !== undefined) setResult({ key, availability: free ? 'available' : 'taken' });
        })
        .catch(() => undefined); // the server checks again on submit
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [field, key]);

  return result && result.key === key ? result.availability : 'unknown';
}
