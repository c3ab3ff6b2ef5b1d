import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LicenseAllocation } from '@iot/shared/licenses';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import type { WithId } from '../../../api/client.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { RecordLink } from '../../../components/cms/record-name.tsx';
import { LicenseStatusChip } from '../../../components/license-status-chip.tsx';
import { SeatUsage } from '../../../components/seat-usage.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useTenantLicenses } from '../api/tenants.ts';
import { SectionPagination, TenantSection, useSectionPage, type TenantSectionProps } from './tenant-section.tsx';

type License = WithId<LicenseAllocation>;

/** The licenses allocated to the tenant, each linking to /cms/licenses/{id}, and a way to allocate more. */
export function TenantLicensesSection({ tenant }: TenantSectionProps) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [page, setPage] = useSectionPage();
  const licenses = useTenantLicenses(tenant.id, page);
  const writable = useCanWrite('customers');
  const columns: DataListColumn<License>[] = [
    {
      header: t('tenants.licenses.product'),
      sx: { maxWidth: 0, width: '40%' },
      cell: (license) => (
        <RecordLink to={paths.cms.license(license.id)} name={license.product.name} detail={license.product.code} />
      ),
    },
    {
      header: t('tenants.licenses.seats'),
      cell: (license) => <SeatUsage used={license.seatsUsed} total={license.seats} />,
    },
    {
      header: t('tenants.licenses.expiresAt'),
      hiddenBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      cell: (license) => format.date(license.expiresAt),
    },
    {
      header: t('tenants.licenses.status'),
      hiddenBelow: 'sm',
      cell: (license) => <LicenseStatusChip status={license.status} />,
    },
  ];
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
      <DataList
        label={t('tenants.licenses.title')}
        size="small"
        columns={columns}
        rows={licenses.data?.data ?? []}
        rowKey={(license) => license.id}
        rowTestId="tenant-license-row"
        // On a phone the expiry and the status go under the product, so its name keeps room.
        phone={(license) => (
          <>
            <div>{format.date(license.expiresAt)}</div>
            <LicenseStatusChip status={license.status} />
          </>
        )}
        query={licenses}
        paged={false}
      />
      <SectionPagination total={licenses.data?.meta.total ?? 0} page={page} onChange={setPage} />
    </TenantSection>
  );
}
