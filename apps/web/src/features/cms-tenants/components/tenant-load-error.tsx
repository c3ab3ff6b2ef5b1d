import { ApiError } from '../../../api/client.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';

/** A tenant that cannot be shown: an id that is no UUID or names no tenant is Not Found; anything else can be retried. */
export function TenantLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && [400, 404].includes(error.status)) return <NotFoundPage />;
  return <QueryError onRetry={onRetry} />;
}
