import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { discountListQuerySchema, discountSortFields } from '@iot/shared/admin-discounts';
import { discountStatuses, discountTypes } from '@iot/shared/discounts';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCmsDiscounts } from '../api/discounts.ts';
import { DiscountStatusChip } from './discount-status-chip.tsx';
import { DiscountStatusDialog, type StatusChange } from './discount-status-dialog.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useStaffAccess } from '../../../api/auth/admin-session.ts';

type DiscountRow = NonNullable<ReturnType<typeof useCmsDiscounts>['data']>['data'][number];

// The natural direction of each sort: newest, A-Z, highest, soonest, most used.
const sortOrder = { createdAt: 'desc', code: 'asc', percentage: 'desc', endsAt: 'asc', usedCount: 'desc' } as const;

/** SPEC §2 /cms/discounts: codes with their status and uses; filters, sort and page in the URL. */
export function DiscountListPage() {
  const { t } = useTranslation();
  const can = useStaffAccess();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, update] = useListSearch(discountListQuerySchema);
  const discounts = useCmsDiscounts(state);
  const [change, setChange] = useState<StatusChange | null>(null);
  const columns: DataListColumn<DiscountRow>[] = [
    {
      header: t('discounts.fields.code'),
      sx: { maxWidth: 0, width: { xs: '45%', md: '25%' } },
      cell: (discount) => (
        <Link
          component={RouterLink}
          to={paths.cms.discountEdit(discount.id)}
          dir="ltr"
          sx={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {discount.code}
        </Link>
      ),
    },
    {
      header: t('discounts.fields.type'),
      hiddenBelow: 'sm',
      cell: (discount) => t(`discounts.types.${discount.type}`),
    },
    {
      header: t('discounts.fields.percentage'),
      hiddenBelow: 'sm',
      cell: (discount) => format.digits(`${discount.percentage}%`),
    },
    {
      header: t('discounts.fields.uses'),
      sx: { whiteSpace: 'nowrap' },
      cell: (discount) =>
        discount.usageLimit === null
          ? format.number(discount.usedCount)
          : t('discounts.usesOf', {
              used: format.number(discount.usedCount),
              limit: format.number(discount.usageLimit),
            }),
    },
    {
      header: t('discounts.fields.endsAt'),
      hiddenBelow: 'lg',
      sx: { whiteSpace: 'nowrap' },
      cell: (discount) => (discount.endsAt ? format.date(discount.endsAt) : '—'),
    },
    { header: t('discounts.fields.status'), cell: (discount) => <DiscountStatusChip status={discount.status} /> },
    // A role that may only read sees the list, nothing to change in it (DESIGN §Operations).
    {
      header: t('discounts.actions.edit'),
      shown: can('marketing:write'),
      headerHidden: true,
      hiddenBelow: 'md',
      sx: { whiteSpace: 'nowrap', textAlign: 'end' },
      cell: (discount) => {
        const next = discount.status === 'inactive' ? 'active' : 'inactive';
        return (
          <>
            <Tooltip title={t('discounts.actions.edit')}>
              <IconButton
                component={RouterLink}
                to={paths.cms.discountEdit(discount.id)}
                aria-label={`${t('discounts.actions.edit')} ${discount.code}`}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('discounts.actions.copy')}>
              <IconButton
                component={RouterLink}
                to={paths.cms.discountCopy(discount.id)}
                aria-label={`${t('discounts.actions.copy')} ${discount.code}`}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {discount.status !== 'used' && (
              <Button
                size="small"
                color={next === 'active' ? 'primary' : 'error'}
                onClick={() => setChange({ id: discount.id, code: discount.code, status: next })}
              >
                {t(next === 'active' ? 'discounts.actions.activate' : 'discounts.actions.deactivate')}
              </Button>
            )}
          </>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('discounts.title')}
        actions={
          can('marketing:write') && (
            <Button component={RouterLink} to={paths.cms.discountAdd()} variant="contained">
              {t('discounts.add')}
            </Button>
          )
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
            label={t('discounts.searchLabel')}
            value={state.search ?? ''}
            onCommit={(search) => update({ search })}
          />
          <FilterSelect
            label={t('discounts.filters.type')}
            value={state.type ?? ''}
            options={discountTypes}
            optionLabel={(type) => t(`discounts.types.${type}`)}
            allLabel={t('discounts.filters.all')}
            onChange={(type) => update({ type: type || undefined })}
          />
          <FilterSelect
            label={t('discounts.filters.status')}
            value={state.status ?? ''}
            options={discountStatuses}
            optionLabel={(status) => t(`discounts.statuses.${status}`)}
            allLabel={t('discounts.filters.all')}
            onChange={(status) => update({ status: status || undefined })}
          />
          <FilterSelect
            label={t('discounts.sort.label')}
            value={state.sort}
            options={discountSortFields}
            optionLabel={(sort) => t(`discounts.sort.${sort}`)}
            onChange={(sort) => update({ sort, order: sortOrder[sort] })}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
        </Box>
        <DataList
          label={t('discounts.title')}
          columns={columns}
          rows={discounts.data?.data ?? []}
          rowKey={(discount) => discount.id}
          rowTestId={(discount) => `discount-row-${discount.code}`}
          total={discounts.data?.meta.total ?? 0}
          state={state}
          onChange={update}
          query={discounts}
        />
      </Paper>
      <DiscountStatusDialog change={change} onClose={() => setChange(null)} />
    </>
  );
}
