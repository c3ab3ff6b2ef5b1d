import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { auditResources, type AuditEntrySummary, type auditSortFields } from '@iot/shared/audit-log';
import type { WithId } from '../../../api/client.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { CustomDateFields } from '../../../components/cms/custom-date-fields.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { datePresets } from '../../../lib/date-presets.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useAuditAdmins, useAuditLog } from '../api/audit-log.ts';
import { auditLogSearchSchema, auditLogUrlKeys, type AuditLogState } from '../lib/audit-log-search.ts';
import { AdminName, useAuditLabels } from './audit-labels.tsx';

type Entry = WithId<AuditEntrySummary>;
type SortField = (typeof auditSortFields)[number];

/**
 * DESIGN §Operations: every back-office write, newest first, filtered by person, resource and date
 * (the presets of SPEC §9), sorted and paged, all kept in the URL; each row opens its entry.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const labels = useAuditLabels();
  const [state, change] = useListSearch(auditLogSearchSchema, auditLogUrlKeys);
  const entries = useAuditLog(state);

  const columns: DataListColumn<Entry, SortField>[] = [
    {
      header: t('auditLog.columns.at'),
      sortKey: 'at',
      sx: { whiteSpace: 'nowrap' },
      cell: (entry) => (
        <Link component={RouterLink} to={paths.cms.auditEntry(entry.id)} sx={{ fontWeight: 600 }}>
          {format.date(entry.at)}
        </Link>
      ),
    },
    { header: t('auditLog.columns.admin'), hiddenBelow: 'sm', cell: (entry) => <AdminName admin={entry.admin} /> },
    {
      header: t('auditLog.columns.action'),
      sortKey: 'action',
      cell: (entry) => labels.action(entry.action),
    },
    {
      header: t('auditLog.columns.resource'),
      sortKey: 'resource',
      hiddenBelow: 'sm',
      cell: (entry) => labels.resource(entry.resource),
    },
    {
      header: t('auditLog.columns.changed'),
      hiddenBelow: 'md',
      cell: (entry) => <bdi dir="ltr">{entry.changedFields.join(', ')}</bdi>,
    },
  ];

  return (
    <>
      <PageHeader title={t('auditLog.title')} subtitle={t('auditLog.subtitle')} />
      <Paper variant="outlined">
        <AuditFilters state={state} onChange={change} />
        <DataList
          label={t('auditLog.title')}
          size="small"
          columns={columns}
          rows={entries.data?.data ?? []}
          rowKey={(entry) => entry.id}
          rowTestId="audit-row"
          phone={(entry) => (
            <>
              <AdminName admin={entry.admin} />
              <br />
              {labels.resource(entry.resource)}
            </>
          )}
          total={entries.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={entries}
          emptyText={t('auditLog.empty')}
        />
      </Paper>
    </>
  );
}

function AuditFilters({ state, onChange }: { state: AuditLogState; onChange: (next: Partial<AuditLogState>) => void }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const admins = useAuditAdmins();
  const people = admins.data ?? [];
  const byId = new Map(people.map((admin) => [admin.id, admin]));
  // A person in the URL stays choosable while the options load (or after their entries are gone).
  const options = [...new Set([...people.map((admin) => admin.id), ...(state.adminId ? [state.adminId] : [])])];
  const custom = state.date === 'custom';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(180px, 1fr))' },
        gap: 2,
        p: 2,
      }}
    >
      <FilterSelect
        label={t('auditLog.filters.admin')}
        value={state.adminId ?? ''}
        options={options}
        optionLabel={(id) => {
          const admin = byId.get(id);
          return admin?.name ?? admin?.email ?? t('auditLog.unknownAdmin');
        }}
        allLabel={t('auditLog.filters.everyone')}
        onChange={(adminId) => onChange({ adminId: adminId || undefined })}
        testId="audit-admin-filter"
      />
      <FilterSelect
        label={t('auditLog.filters.resource')}
        value={state.resource ?? ''}
        options={auditResources}
        optionLabel={labels.resource}
        allLabel={t('auditLog.filters.all')}
        onChange={(resource) => onChange({ resource: resource || undefined })}
        testId="audit-resource-filter"
      />
      <FilterSelect
        label={t('auditLog.filters.date')}
        value={state.date ?? ''}
        options={datePresets}
        optionLabel={(preset) => t(`ordersAdmin.datePresets.${preset}`)}
        allLabel={t('auditLog.filters.anyDate')}
        onChange={(date) => onChange({ date: date || undefined, from: undefined, to: undefined })}
        testId="audit-date-filter"
      />
      {custom && (
        <CustomDateFields
          days={state}
          labels={{ from: t('auditLog.filters.from'), to: t('auditLog.filters.to') }}
          onChange={onChange}
          testIdPrefix="audit-date"
        />
      )}
    </Box>
  );
}
