import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  inventoryListQuerySchema,
  inventorySorts,
  inventoryStockFilters,
  type InventoryListQuery as InventoryListState,
} from '@iot/shared/inventory';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { downloadInventoryCsv, useCmsInventory, useImportInventory } from '../api/inventory.ts';
import { StockChip } from './stock-chip.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';

type InventoryRow = NonNullable<ReturnType<typeof useCmsInventory>['data']>['data'][number];

/** SPEC §2 /cms/inventory: every product's stock, low and out-of-stock filters, search, sort and paging in the URL. */
export function InventoryListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(inventoryListQuerySchema);
  const inventory = useCmsInventory(state);
  const importCsv = useImportInventory();
  const columns: DataListColumn<InventoryRow>[] = [
    {
      header: t('inventory.fields.product'),
      cell: (row) => (
        <>
          <Link component={RouterLink} to={paths.cms.inventoryProduct(row.productId)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            {row.code}
          </Typography>
        </>
      ),
    },
    { header: t('inventory.fields.type'), hiddenBelow: 'sm', cell: (row) => t(`catalog.productTypes.${row.type}`) },
    { header: t('inventory.fields.level'), cell: (row) => <StockChip level={row.level} state={row.state} /> },
    {
      header: t('inventory.fields.threshold'),
      hiddenBelow: 'sm',
      cell: (row) => format.number(row.lowStockThreshold),
    },
    {
      header: t('inventory.fields.updatedAt'),
      hiddenBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => format.date(row.updatedAt),
    },
  ];

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
        <DataList
          label={t('inventory.title')}
          columns={columns}
          rows={inventory.data?.data ?? []}
          rowKey={(row) => row.productId}
          rowTestId="inventory-row"
          total={inventory.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={inventory}
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
        value={state.search ?? ''}
        onCommit={(search) => onChange({ search })}
        testId="inventory-search"
      />
      <FilterSelect
        label={t('inventory.filters.stock')}
        value={state.stock}
        options={inventoryStockFilters}
        optionLabel={(filter) => t(`inventory.stockFilters.${filter}`)}
        onChange={(stock) => onChange({ stock })}
        testId="inventory-stock-filter"
      />
      <FilterSelect
        label={t('inventory.filters.sort')}
        value={state.sort}
        options={inventorySorts}
        optionLabel={(sort) => t(`inventory.sorts.${sort}`)}
        onChange={(sort) => onChange({ sort })}
      />
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
