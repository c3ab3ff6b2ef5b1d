import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { GridList } from '../../../components/grid-list.tsx';

type Props<Entry extends { id: string }> = {
  title: string;
  /** The add buttons beside the heading. */
  actions: ReactNode;
  entries: UseQueryResult<Entry[]>;
  /** The loading skeleton's height: about one entry's, so the page does not jump when they arrive. */
  loadingHeight: number;
  empty: { title: string; icon: ReactNode };
  testId: string;
  entryTestId: string;
  entrySx: SxProps<Theme>;
  children: (entry: Entry) => ReactNode;
};

/**
 * A book of the profile page (saved addresses, saved payment methods): its heading and add buttons,
 * its loading, failed and empty states, and its entries as cards, two a row from md up.
 */
export function BookSection<Entry extends { id: string }>({
  title,
  actions,
  entries,
  loadingHeight,
  empty,
  testId,
  entryTestId,
  entrySx,
  children,
}: Props<Entry>) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={testId}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2" id={titleId}>
          {title}
        </Typography>
        {actions}
      </Box>
      {entries.isError && <QueryError onRetry={() => void entries.refetch()} />}
      {entries.isPending && <Skeleton variant="rounded" height={loadingHeight} />}
      {entries.data?.length === 0 && <EmptyState title={empty.title} icon={empty.icon} />}
      <GridList
        sx={{
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {entries.data?.map((entry) => (
          <Paper component="li" variant="outlined" key={entry.id} sx={entrySx} data-testid={entryTestId}>
            {children(entry)}
          </Paper>
        ))}
      </GridList>
    </Box>
  );
}
