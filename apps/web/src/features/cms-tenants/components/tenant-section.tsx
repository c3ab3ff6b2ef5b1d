import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Tenant } from '@iot/shared/auth';
import type { WithId } from '../../../api/client.ts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import type { PageState } from '../../../api/cms-tenants.ts';
import { listPageSizes as pageSizes } from '../../../lib/use-list-search.ts';

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

/** A section's paging, kept in the section (the page's URL holds no state of its sections). */
export function useSectionPage() {
  return useState<PageState>({ page: 1, limit: pageSizes[0] ?? 10 });
}

/** Paging under a section's table; one page of the smallest size needs none (and no '0–0 of 0' under an empty table). */
export function SectionPagination({
  total,
  page,
  onChange,
}: {
  total: number;
  page: PageState;
  onChange: (page: PageState) => void;
}) {
  if (total <= (pageSizes[0] ?? 10)) return null;
  return (
    <CatalogPagination
      total={total}
      page={page.page}
      limit={page.limit}
      pageSizes={pageSizes}
      onPage={(next) => onChange({ ...page, page: next })}
      onLimit={(limit) => onChange({ page: 1, limit })}
    />
  );
}
