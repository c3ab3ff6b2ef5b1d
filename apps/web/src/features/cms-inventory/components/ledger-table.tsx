import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { stockMovementListQuerySchema, type StockMovement } from '@iot/shared/inventory';
import type { WithId } from '../../../api/client.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useStockMovements } from '../api/inventory.ts';

type Movement = WithId<StockMovement>;

/** The product's whole stock ledger, newest first, a page at a time (page and size in the URL): who, when, why, delta, level. */
export function LedgerTable({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(stockMovementListQuerySchema);
  const movements = useStockMovements(productId, state);
  const signed = (delta: number) => (delta > 0 ? `+${format.number(delta)}` : format.number(delta));
  const columns: DataListColumn<Movement>[] = [
    {
      header: t('inventory.ledger.when'),
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (movement) => format.date(movement.createdAt),
    },
    {
      header: t('inventory.ledger.why'),
      sx: { overflowWrap: 'anywhere' },
      cell: (movement) => movement.reason || '—',
    },
    {
      header: t('inventory.ledger.delta'),
      align: 'right',
      cell: (movement) => (
        <Box component="bdi" sx={{ color: movement.delta < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}>
          {signed(movement.delta)}
        </Box>
      ),
    },
    { header: t('inventory.ledger.level'), align: 'right', cell: (movement) => format.number(movement.level) },
    {
      header: t('inventory.ledger.who'),
      hiddenBelow: 'sm',
      // An administrator by name; a removed one, a customer or the system by kind.
      cell: (movement) => (
        <bdi data-testid="ledger-who">{movement.actor.name ?? t(`inventory.ledger.actors.${movement.actor.kind}`)}</bdi>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {t('inventory.ledger.title')}
      </Typography>
      <DataList
        label={t('inventory.ledger.title')}
        size="small"
        columns={columns}
        rows={movements.data?.data ?? []}
        rowKey={(movement) => movement.id}
        rowTestId="ledger-row"
        // On a phone the date goes under the reason, so the table fits 390 px.
        phone={(movement) => format.date(movement.createdAt)}
        query={movements}
        total={movements.data?.meta.total ?? 0}
        state={state}
        onChange={change}
      />
    </Paper>
  );
}
