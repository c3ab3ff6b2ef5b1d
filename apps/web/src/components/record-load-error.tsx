import { ApiError } from '../api/client.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { QueryError } from './query-error.tsx';

/** A record that cannot be shown: an id that is no UUID (400) or names nothing (404) is Not Found; anything else can be retried. */
export function RecordLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && [400, 404].includes(error.status)) return <NotFoundPage />;
  return <QueryError onRetry={onRetry} />;
}
