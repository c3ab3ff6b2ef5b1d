import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { inventorySorts, inventoryStockFilters } from '@iot/shared/inventory';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { listPageSizes } from '../../../lib/list-page.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { downloadInventoryCsv, useCmsInventory, useImportInventory } from '../api/inventory.ts';
import { readInventoryListState, writeInventoryListState, type InventoryListState } from '../lib/list-state.ts';
import { StockChip } from './stock-chip.tsx';

const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** SPEC §2 /cms/inventory: every product's stock, low and out-of-stock filters, search, sort and paging in the URL. */
export function InventoryListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [params, setParams] = useSearchParams();
  const state = readInventoryListState(params);
  const inventory = useCmsInventory(state);
  const importCsv = useImportInventory();
  const rows = inventory.data?.data ?? [];
  const change = (next: Partial<InventoryListState>) =>
    setParams(writeInventoryListState({ ...state, page: 1, ...next }), { replace: 'search' in next });

  return (
    <>
      <PageHeader title={t('inventory.title')} actions={<CsvActions importCsv={importCsv} />} />
      {importCsv.isError && (
        <Alert severity="error" onClose={() => importCsv.reset()} sx={{ mb: 2 }} data-testid="inventory-import-error">
          <strong>{errorMessageOf(importCsv.error)}</strong> {t('inventory.importFailed')}
        </Alert>
      )}
      <Paper variant="outlined">
        <InventoryFilters state={state} onChange={change} />
        <TableContainer>
          <Table aria-label={t('inventory.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('inventory.fields.product')}</TableCell>
                <TableCell sx={hiddenOnPhone}>{t('inventory.fields.type')}</TableCell>
                <TableCell>{t('inventory.fields.level')}</TableCell>
                <TableCell sx={hiddenOnPhone}>{t('inventory.fields.threshold')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('inventory.fields.updatedAt')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={5}
                loading={inventory.isPending}
                error={inventory.isError}
                empty={inventory.isSuccess && rows.length === 0}
                onRetry={() => void inventory.refetch()}
              />
              {rows.map((row) => (
                <TableRow key={row.productId} hover data-testid="inventory-row">
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={paths.cms.inventoryProduct(row.productId)}
                      sx={{ fontWeight: 600 }}
                    >
                      {row.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                      {row.code}
                    </Typography>
                  </TableCell>
                  <TableCell sx={hiddenOnPhone}>{t(`catalog.productTypes.${row.type}`)}</TableCell>
                  <TableCell>
                    <StockChip level={row.level} state={row.state} />
                  </TableCell>
                  <TableCell sx={hiddenOnPhone}>{format.number(row.lowStockThreshold)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {format.date(row.updatedAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={inventory.data?.meta.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSizes={listPageSizes}
          onPage={(page) => change({ page })}
          onLimit={(limit) => change({ limit })}
        />
      </Paper>
    </>
  );
}

function InventoryFilters({
  state,
  onChange,
}: {
  state: InventoryListState;
  onChange: (next: Partial<InventoryListState>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(220px, 2fr) repeat(2, minmax(160px, 1fr))' },
        gap: 2,
        p: 2,
      }}
    >
      <ListSearchField
        label={t('inventory.search')}
        value={state.search}
        onCommit={(search) => onChange({ search })}
        testId="inventory-search"
      />
      <TextField
        select
        size="small"
        label={t('inventory.filters.stock')}
        value={state.stock}
        onChange={(event) => onChange({ stock: event.target.value as InventoryListState['stock'] })}
        slotProps={{ htmlInput: { 'data-testid': 'inventory-stock-filter' } }}
      >
        {inventoryStockFilters.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {t(`inventory.stockFilters.${filter}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('inventory.filters.sort')}
        value={state.sort}
        onChange={(event) => onChange({ sort: event.target.value as InventoryListState['sort'] })}
      >
        {inventorySorts.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`inventory.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** Export downloads every level; import sends a file and shows the line a bad row is on (nothing changes then). */
function CsvActions({ importCsv }: { importCsv: ReturnType<typeof useImportInventory> }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    importCsv.mutate(await file.text(), {
      onSuccess: ({ data }) =>
        notify({
          type: 'success',
          message: t('inventory.imported', { changed: data.changed, rows: data.rows }),
        }),
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={exporting}
        onClick={() => {
          setExporting(true);
          downloadInventoryCsv()
            .catch((error: unknown) => notify({ type: 'error', message: errorMessageOf(error) }))
            .finally(() => setExporting(false));
        }}
      >
        {t('inventory.export')}
      </Button>
      <Button
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={importCsv.isPending}
        onClick={() => fileInput.current?.click()}
      >
        {importCsv.isPending ? t('inventory.importing') : t('inventory.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="inventory-import-file"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
