import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { customerListQuerySchema, customerSortFields, customerStatuses } from '@iot/shared/admin-customers';
import { customerKinds } from '@iot/shared/admin-orders';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { downloadCustomersCsv, useCmsCustomers, type CustomerListState } from '../api/customers.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { CustomerStatusChip } from '../../../components/cms/customer-status-chip.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { RecordLink } from '../../../components/cms/record-name.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

type CustomerRow = NonNullable<ReturnType<typeof useCmsCustomers>['data']>['data'][number];
type SortField = CustomerListState['sort'];
type SortOrder = CustomerListState['order'];

/** The list's orderings, each a field and a direction, as the sort menu offers them. */
const sorts = customerSortFields.flatMap((field) =>
  (['desc', 'asc'] as const).map((order) => `${field}-${order}` as const),
);
type Sort = (typeof sorts)[number];

/** SPEC §2 /cms/customers: company accounts and tenant users, searched and filtered in the URL. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const writable = useCanWrite('customers');
  const paths = usePaths();
  const format = useCatalogFormat();
  const language = useLanguage();
  const [state, change] = useListSearch(customerListQuerySchema);
  const customers = useCmsCustomers(state);
  const columns: DataListColumn<CustomerRow>[] = [
    {
      header: t('customers.fields.name'),
      sx: { maxWidth: 0, width: { xs: '60%', md: '30%' } },
      cell: (customer) => (
        <RecordLink to={paths.cms.customer(customer.id)} name={customer.name} detail={customer.email} />
      ),
    },
    {
      header: t('customers.fields.kind'),
      hiddenBelow: 'sm',
      cell: (customer) => t(`customers.kinds.${customer.kind}`),
    },
    { header: t('customers.fields.organization'), hiddenBelow: 'md', cell: (customer) => customer.organization },
    {
      header: t('customers.fields.ordersCount'),
      hiddenBelow: 'md',
      cell: (customer) => format.number(customer.ordersCount),
    },
    {
      header: t('customers.fields.createdAt'),
      hiddenBelow: 'lg',
      sx: { whiteSpace: 'nowrap' },
      cell: (customer) => format.date(customer.createdAt),
    },
    { header: t('customers.fields.status'), cell: (customer) => <CustomerStatusChip status={customer.status} /> },
  ];
  const sort: Sort = `${state.sort}-${state.order}`;

  return (
    <>
      <PageHeader
        title={t('customers.title')}
        actions={
          <>
            <DownloadButton
              label={t('cms.lists.exportCsv')}
              onDownload={() => downloadCustomersCsv(language, state)}
              testId="customers-export"
            />
            {writable && (
              <Button component={RouterLink} to={paths.cms.customerAdd()} variant="contained">
                {t('customers.add.link')}
              </Button>
            )}
          </>
        }
      />
      <Paper variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 1fr) repeat(3, minmax(140px, 200px))' },
            gap: 2,
            p: 2,
          }}
        >
          <ListSearchField
            label={t('customers.searchLabel')}
            value={state.search ?? ''}
            onCommit={(text) => change({ search: text })}
          />
          <FilterSelect
            label={t('customers.filters.kind')}
            value={state.kind ?? ''}
            options={customerKinds}
            optionLabel={(kind) => t(`customers.kinds.${kind}`)}
            allLabel={t('customers.filters.all')}
            onChange={(kind) => change({ kind: kind || undefined })}
          />
          <FilterSelect
            label={t('customers.filters.status')}
            value={state.status ?? ''}
            options={customerStatuses}
            optionLabel={(status) => t(`customers.statuses.${status}`)}
            allLabel={t('customers.filters.all')}
            onChange={(status) => change({ status: status || undefined })}
          />
          <FilterSelect
            label={t('customers.filters.sort')}
            value={sort}
            options={sorts}
            optionLabel={(value) => t(`customers.sorts.${value}`)}
            onChange={(value) => {
              const [field, order] = value.split('-') as [SortField, SortOrder];
              change({ sort: field, order });
            }}
          />
        </Box>
        <DataList
          label={t('customers.title')}
          columns={columns}
          rows={customers.data?.data ?? []}
          rowKey={(customer) => customer.id}
          total={customers.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={customers}
        />
      </Paper>
    </>
  );
}
