import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { useCatalogFormat } from '../../lib/use-catalog-format.ts';

type Props = {
  total: number;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

/** Paging under a table; pages count from 1 in the URL and the API, from 0 in MUI. */
export function CatalogPagination({ total, page, limit, pageSizes, onPage, onLimit }: Props) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : Math.min(page - 1, Math.max(0, Math.ceil(total / limit) - 1))}
      rowsPerPage={limit}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onLimit(Number(event.target.value))}
      labelRowsPerPage={t('catalog.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('catalog.pagination.displayed', {
          from: format.number(from),
          to: format.number(to),
          count: format.number(count),
        })
      }
      getItemAriaLabel={(type) => t(`catalog.pagination.${type}`)}
      slotProps={{ select: { renderValue: (value) => format.number(Number(value)) } }}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}
