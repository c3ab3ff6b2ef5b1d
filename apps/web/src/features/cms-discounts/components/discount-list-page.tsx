import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { discountSortFields } from '@iot/shared/admin-discounts';
import { discountStatuses, discountTypes } from '@iot/shared/discounts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCmsDiscounts, type DiscountListState } from '../api/discounts.ts';
import { listPageSizes } from '../../../lib/list-page.ts';
import { readDiscountListState } from '../lib/list-state.ts';
import { DiscountStatusChip } from './discount-status-chip.tsx';
import { DiscountStatusDialog, type StatusChange } from './discount-status-dialog.tsx';

/** SPEC §2 /cms/discounts: codes with their status and uses; filters, sort and page in the URL. */
export function DiscountListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [params, setParams] = useSearchParams();
  const state = readDiscountListState(params);
  const discounts = useCmsDiscounts(state);
  const rows = discounts.data?.data ?? [];
  const [change, setChange] = useState<StatusChange | null>(null);
  const update = (next: Partial<DiscountListState>) => {
    const merged = { ...state, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.limit !== 10) query.set('limit', String(merged.limit));
    if (merged.search) query.set('search', merged.search);
    if (merged.type) query.set('type', merged.type);
    if (merged.status) query.set('status', merged.status);
    if (merged.sort !== 'createdAt') query.set('sort', merged.sort);
    setParams(query, { replace: true });
  };
  const hidden = (from: 'sm' | 'md' | 'lg') => ({ display: { xs: 'none', [from]: 'table-cell' } });

  return (
    <>
      <PageHeader
        title={t('discounts.title')}
        actions={
          <Button component={RouterLink} to={paths.cms.discountAdd()} variant="contained">
            {t('discounts.add')}
          </Button>
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
            value={state.search}
            onCommit={(search) => update({ search })}
          />
          <FilterSelect
            label={t('discounts.filters.type')}
            value={state.type}
            options={discountTypes}
            optionLabel={(type) => t(`discounts.types.${type}`)}
            allLabel={t('discounts.filters.all')}
            onChange={(type) => update({ type })}
          />
          <FilterSelect
            label={t('discounts.filters.status')}
            value={state.status}
            options={discountStatuses}
            optionLabel={(status) => t(`discounts.statuses.${status}`)}
            allLabel={t('discounts.filters.all')}
            onChange={(status) => update({ status })}
          />
          <TextField
            select
            size="small"
            label={t('discounts.sort.label')}
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value as DiscountListState['sort'] })}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          >
            {discountSortFields.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`discounts.sort.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TableContainer>
          <Table aria-label={t('discounts.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('discounts.fields.code')}</TableCell>
                <TableCell sx={hidden('sm')}>{t('discounts.fields.type')}</TableCell>
                <TableCell sx={hidden('sm')}>{t('discounts.fields.percentage')}</TableCell>
                <TableCell>{t('discounts.fields.uses')}</TableCell>
                <TableCell sx={hidden('lg')}>{t('discounts.fields.endsAt')}</TableCell>
                <TableCell>{t('discounts.fields.status')}</TableCell>
                <TableCell sx={hidden('md')}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('discounts.actions.edit')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={7}
                loading={discounts.isPending}
                error={discounts.isError}
                empty={discounts.isSuccess && rows.length === 0}
                onRetry={() => void discounts.refetch()}
              />
              {rows.map((discount) => {
                const next = discount.status === 'inactive' ? 'active' : 'inactive';
                return (
                  <TableRow key={discount.id} hover data-testid={`discount-row-${discount.code}`}>
                    <TableCell sx={{ maxWidth: 0, width: { xs: '45%', md: '25%' } }}>
                      <Link
                        component={RouterLink}
                        to={paths.cms.discountEdit(discount.id)}
                        dir="ltr"
                        sx={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
                      >
                        {discount.code}
                      </Link>
                    </TableCell>
                    <TableCell sx={hidden('sm')}>{t(`discounts.types.${discount.type}`)}</TableCell>
                    <TableCell sx={hidden('sm')}>{format.digits(`${discount.percentage}%`)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {discount.usageLimit === null
                        ? format.number(discount.usedCount)
                        : t('discounts.usesOf', {
                            used: format.number(discount.usedCount),
                            limit: format.number(discount.usageLimit),
                          })}
                    </TableCell>
                    <TableCell sx={{ ...hidden('lg'), whiteSpace: 'nowrap' }}>
                      {discount.endsAt ? format.date(discount.endsAt) : '—'}
                    </TableCell>
                    <TableCell>
                      <DiscountStatusChip status={discount.status} />
                    </TableCell>
                    <TableCell sx={{ ...hidden('md'), whiteSpace: 'nowrap', textAlign: 'end' }}>
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
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={discounts.data?.meta.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSizes={listPageSizes}
          onPage={(page) => update({ page })}
          onLimit={(limit) => update({ limit })}
        />
      </Paper>
      <DiscountStatusDialog change={change} onClose={() => setChange(null)} />
    </>
  );
}
