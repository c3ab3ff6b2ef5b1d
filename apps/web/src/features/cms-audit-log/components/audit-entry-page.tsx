import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { ScrollingTableContainer } from '../../../components/cms/scrolling-table-container.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useAuditEntry } from '../api/audit-log.ts';
import { AdminName, useAuditLabels } from './audit-labels.tsx';

type Snapshot = Record<string, unknown> | null;

/** A field's value as text: plain values as they are, objects and lists as indented JSON. */
function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/**
 * One audit-log entry (DESIGN §Operations): who, when, from where, what, and each changed field's
 * value before and after, side by side (a create has only an after, a delete only a before).
 */
export function AuditEntryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const labels = useAuditLabels();
  const query = useAuditEntry(id);
  const entry = query.data;
  const list = { label: t('auditLog.title'), to: paths.cms.auditLog() };

  // An id that is not a UUID (400) names no entry either.
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return <NotFoundPage />;
  if (!entry) {
    return (
      <>
        <PageHeader title={t('auditLog.title')} breadcrumbs={[list]} />
        {query.isError ? (
          <QueryError message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading />
        )}
      </>
    );
  }

  const title = t('auditLog.entryTitle', {
    action: labels.action(entry.action),
    resource: labels.resource(entry.resource),
  });
  // Ids, e-mails and routes are names, not numbers: their digits stay as they are; the address is a number.
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  return (
    <>
      <PageHeader title={title} breadcrumbs={[list, { label: title }]} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={t('auditLog.detail.summary')}>
          <DetailList
            rows={[
              { label: t('auditLog.columns.at'), value: format.date(entry.at) },
              {
                label: t('auditLog.columns.admin'),
                value: (
                  <>
                    <AdminName admin={entry.admin} />
                    {entry.admin.email && entry.admin.name ? <> ({ltr(entry.admin.email)})</> : null}
                  </>
                ),
              },
              { label: t('auditLog.columns.action'), value: labels.action(entry.action) },
              { label: t('auditLog.columns.resource'), value: labels.resource(entry.resource) },
              ...(entry.resourceId ? [{ label: t('auditLog.detail.resourceId'), value: ltr(entry.resourceId) }] : []),
              { label: t('auditLog.columns.ip'), value: ltr(format.digits(entry.ip)), testId: 'audit-ip' },
              { label: t('auditLog.detail.request'), value: ltr(`${entry.method} ${entry.route}`) },
            ]}
          />
        </Section>
        <Section title={t('auditLog.detail.changes')}>
          <ChangesTable before={entry.before} after={entry.after} />
        </Section>
      </Box>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Each changed field on a row: its name, the value before (struck through) and the value after. */
function ChangesTable({ before, after }: { before: Snapshot; after: Snapshot }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <Typography color="text.secondary">{t('auditLog.detail.noChanges')}</Typography>;
  const cell = (snapshot: Snapshot, field: string, side: 'before' | 'after') => {
    const present = snapshot !== null && field in snapshot;
    return (
      <TableCell
        data-testid={`audit-${side}`}
        sx={(theme) => ({
          verticalAlign: 'top',
          // A light tint of the scheme's own error and success colours: readable in both themes.
          bgcolor: present
            ? `rgba(${theme.vars?.palette[side === 'before' ? 'error' : 'success'].mainChannel ?? '0 0 0'} / 0.12)`
            : undefined,
        })}
      >
        {present ? (
          <Box
            component="pre"
            dir="ltr"
            sx={{
              m: 0,
              fontFamily: 'monospace',
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              textDecoration: side === 'before' ? 'line-through' : undefined,
              textAlign: 'start',
            }}
          >
            {format.digits(valueText(snapshot[field]))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('auditLog.detail.none')}
          </Typography>
        )}
      </TableCell>
    );
  };
  return (
    <ScrollingTableContainer label={t('auditLog.detail.changes')}>
      <Table size="small" aria-label={t('auditLog.detail.changes')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('auditLog.detail.field')}</TableCell>
            <TableCell>{t('auditLog.detail.before')}</TableCell>
            <TableCell>{t('auditLog.detail.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field} data-testid="audit-change">
              <TableCell sx={{ verticalAlign: 'top', fontWeight: 600 }}>
                <bdi dir="ltr">{field}</bdi>
              </TableCell>
              {cell(before, field, 'before')}
              {cell(after, field, 'after')}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollingTableContainer>
  );
}
