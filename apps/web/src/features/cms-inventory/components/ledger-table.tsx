import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { ledgerPageSize, useStockMovements } from '../api/inventory.ts';

const pageSizes: readonly number[] = [ledgerPageSize];
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

/** The product's whole stock ledger, newest first, a page at a time (the page in the URL): who, when, why, delta, level. */
export function LedgerTable({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const movements = useStockMovements(productId, page);
  const rows = movements.data?.data ?? [];
  const signed = (delta: number) => (delta > 0 ? `+${format.number(delta)}` : format.number(delta));

  return (
    <Paper variant="outlined" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {t('inventory.ledger.title')}
      </Typography>
      <TableContainer>
        <Table aria-label={t('inventory.ledger.title')} size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={wideOnly}>{t('inventory.ledger.when')}</TableCell>
              <TableCell>{t('inventory.ledger.why')}</TableCell>
              <TableCell align="right">{t('inventory.ledger.delta')}</TableCell>
              <TableCell align="right">{t('inventory.ledger.level')}</TableCell>
              <TableCell sx={wideOnly}>{t('inventory.ledger.who')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRow
              columns={5}
              loading={movements.isPending}
              error={movements.isError}
              empty={movements.isSuccess && rows.length === 0}
              onRetry={() => void movements.refetch()}
            />
            {rows.map((movement) => (
              <TableRow key={movement.id} data-testid="ledger-row">
                <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{format.date(movement.createdAt)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {movement.reason || '—'}
                  {/* On a phone the date goes under the reason, so the table fits 390 px. */}
                  <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                    {format.date(movement.createdAt)}
                  </Typography>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ color: movement.delta < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}
                >
                  <bdi>{signed(movement.delta)}</bdi>
                </TableCell>
                <TableCell align="right">{format.number(movement.level)}</TableCell>
                <TableCell sx={wideOnly} data-testid="ledger-who">
                  {/* An administrator by name; a removed one, a customer or the system by kind. */}
                  <bdi>{movement.actor.name ?? t(`inventory.ledger.actors.${movement.actor.kind}`)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CatalogPagination
        total={movements.data?.meta.total ?? 0}
        page={page}
        limit={ledgerPageSize}
        pageSizes={pageSizes}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        onLimit={() => undefined}
      />
    </Paper>
  );
}
