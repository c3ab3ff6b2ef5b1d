import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';

type Props = {
  /** Names the section's test id and its heading's id. */
  name: string;
  title: string;
  description: string;
  empty: string;
  query: { isError: boolean; isPending: boolean; refetch: () => unknown };
  count: number;
  /** The width a card needs before the grid puts it on a row of its own. */
  cardWidth: number;
  children: ReactNode;
};

/** A signed-in customer's licenses above the licenses catalog: heading, words, then the cards or the query's state. */
export function LicensesSection({ name, title, description, empty, query, count, cardWidth, children }: Props) {
  return (
    <Box component="section" aria-labelledby={`${name}-title`} sx={{ mb: 5 }} data-testid={name}>
      <Typography id={`${name}-title`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {description}
      </Typography>
      {query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardWidth}px), 1fr))`,
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
