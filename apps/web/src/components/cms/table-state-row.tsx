import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';

type Props = { columns: number; loading: boolean; error: boolean; empty: boolean; onRetry: () => void };

/** The one row a table shows while loading, after a failure, or when there is nothing (SPEC §8 'No Data Found'). */
export function TableStateRow({ columns, loading, error, empty, onRetry }: Props) {
  const { t } = useTranslation();
  if (!loading && !error && !empty) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6 }}>
        <Box
          sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}
          role={loading ? 'status' : undefined}
          data-testid={empty && !loading && !error ? 'empty-state' : undefined}
        >
          {loading ? (
            <CircularProgress aria-label={t('common.loading')} />
          ) : error ? (
            <>
              <Typography>{t('catalog.states.loadFailed')}</Typography>
              <Button onClick={onRetry}>{t('common.retry')}</Button>
            </>
          ) : (
            <>
              <InboxIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
              <Typography variant="h6" component="p">
                {t('emptyState.noData')}
              </Typography>
            </>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
