import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export type DetailRow = { label: string; value: ReactNode; testId?: string };

/** Read-only label/value pairs as a description list: two columns on wide screens, stacked on phones. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // Labels take what they need (up to 220 px), so a narrow card leaves its values room.
        gridTemplateColumns: { xs: '1fr', sm: 'fit-content(220px) minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(({ label, value, testId }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }} data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A list of short values (roles, permissions) as chips; `empty` when there are none. */
export function ChipList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" variant="outlined" component="span" />
      ))}
    </Box>
  );
}
