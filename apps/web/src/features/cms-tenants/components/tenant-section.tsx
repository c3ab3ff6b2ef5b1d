import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Tenant } from '@iot/shared/auth';
import type { WithId } from '../../../api/client.ts';

/** What every section of the tenant's page is given: the tenant as loaded. */
export type TenantSectionProps = { tenant: WithId<Tenant> };

/** One titled region of the tenant's page; `action` sits beside the title (an "Add user" button). */
export function TenantSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
