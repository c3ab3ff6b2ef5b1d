import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  inventoryListQuerySchema,
  inventorySorts,
  inventoryStockFilters,
  type InventoryImportPreview,
  type InventoryListQuery as InventoryListState,
} from '@iot/shared/inventory';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import {
  downloadInventoryCsv,
  useCmsInventory,
  useImportInventory,
  usePreviewInventoryImport,
} from '../api/inventory.ts';
import { ImportPreviewDialog } from './import-preview-dialog.tsx';
import { StockChip } from './stock-chip.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { DownloadButton } from '../../../components/download-button.tsx';

type InventoryRow = NonNullable<ReturnType<typeof useCmsInventory>['data']>['data'][number];

/** SPEC §2 /cms/inventory: every product's stock, low and out-of-stock filters, search, sort and paging in the URL. */
export function InventoryListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(inventoryListQuerySchema);
  const inventory = useCmsInventory(state);
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
      <PageHeader title={t('inventory.title')} actions={<CsvActions />} />
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

/**
 * Export downloads every level. Import reads the picked file into a preview (what changes, which
 * lines are refused) and applies it only on Confirm; Cancel leaves everything as it was.
 * A role that may only read exports, nothing to import (DESIGN §Operations).
 */
function CsvActions() {
  const { t } = useTranslation();
  const notify = useAlert();
  const writable = useCanWrite('inventory');
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreviewInventoryImport();
  const importCsv = useImportInventory();
  // The last file read stays drawn while its dialog fades out.
  const [picked, setPicked] = useState<{ text: string; preview: InventoryImportPreview } | null>(null);
  const [open, setOpen] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    importCsv.reset();
    preview.mutate(text, {
      onSuccess: ({ data }) => {
        setPicked({ text, preview: data });
        setOpen(true);
      },
      onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
    });
  };
  const close = () => {
    setOpen(false);
    importCsv.reset();
  };
  const confirm = () => {
    if (!picked) return;
    importCsv.mutate(picked.text, {
      onSuccess: ({ data }) => {
        close();
        notify({ type: 'success', message: t('inventory.imported', { changed: data.changed, rows: data.rows }) });
      },
    });
  };

  return (
    <>
      <DownloadButton label={t('inventory.export')} onDownload={downloadInventoryCsv} />
      {writable && (
        <>
          <Button
            variant="contained"
            startIcon={<UploadIcon />}
            loading={preview.isPending}
            onClick={() => fileInput.current?.click()}
            data-testid="inventory-import"
          >
            {t('inventory.import')}
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
          <ImportPreviewDialog
            open={open}
            preview={picked?.preview ?? null}
            error={importCsv.isError ? errorMessageOf(importCsv.error) : null}
            importing={importCsv.isPending}
            onConfirm={confirm}
            onCancel={close}
          />
        </>
      )}
    </>
  );
}
