import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHead } from './page-head.tsx';
import { PageBreadcrumbs, type Crumb } from './page-breadcrumbs.tsx';

/** A back-office page's breadcrumbs, heading (which also names the tab) and actions. */
export function PageHeader({
  title,
  breadcrumbs,
  actions,
  subtitle,
}: {
  title: string;
  breadcrumbs?: readonly Crumb[];
  actions?: ReactNode;
  subtitle?: ReactNode;
}) {
  const head = <PageHead title={title} />;
  return (
    <>
      {head}
      <Box sx={{ mb: 3 }}>
        {breadcrumbs && <PageBreadcrumbs items={breadcrumbs} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Box>
          {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
        </Box>
      </Box>
    </>
  );
}
