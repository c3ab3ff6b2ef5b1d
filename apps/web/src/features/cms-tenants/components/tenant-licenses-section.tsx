import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { LicenseStatusChip } from '../../../components/license-status-chip.tsx';
import { SeatUsage } from '../../../components/seat-usage.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useTenantLicenses } from '../api/tenants.ts';
import { SectionPagination, TenantSection, useSectionPage, type TenantSectionProps } from './tenant-section.tsx';
import { RecordLink } from '../../../components/cms/record-name.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

/** The licenses allocated to the tenant, each linking to /cms/licenses/{id}, and a way to allocate more. */
export function TenantLicensesSection({ tenant }: TenantSectionProps) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [page, setPage] = useSectionPage();
  const licenses = useTenantLicenses(tenant.id, page);
  const rows = licenses.data?.data ?? [];
  const writable = useCanWrite('customers');
  return (
    <TenantSection
      title={t('tenants.licenses.title')}
      action={
        writable && (
          <Button
            component={RouterLink}
            to={paths.cms.licenseNew({ tenant: tenant.id })}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
          >
            {t('tenants.licenses.allocate')}
          </Button>
        )
      }
    >
      <TableContainer>
        <Table size="small" aria-label={t('tenants.licenses.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tenants.licenses.product')}</TableCell>
              <TableCell>{t('tenants.licenses.seats')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('tenants.licenses.expiresAt')}
              </TableCell>
              <TableCell>{t('tenants.licenses.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRow
              columns={4}
              loading={licenses.isPending}
              error={licenses.isError}
              empty={licenses.isSuccess && rows.length === 0}
              onRetry={() => void licenses.refetch()}
            />
            {rows.map((license) => (
              <TableRow key={license.id} hover data-testid="tenant-license-row">
                <TableCell sx={{ maxWidth: 0, width: '40%' }}>
                  <RecordLink
                    to={paths.cms.license(license.id)}
                    name={license.product.name}
                    detail={license.product.code}
                  />
                </TableCell>
                <TableCell>
                  <SeatUsage used={license.seatsUsed} total={license.seats} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {format.date(license.expiresAt)}
                </TableCell>
                <TableCell>
                  <LicenseStatusChip status={license.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <SectionPagination total={licenses.data?.meta.total ?? 0} page={page} onChange={setPage} />
    </TenantSection>
  );
}
