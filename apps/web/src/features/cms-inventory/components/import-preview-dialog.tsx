import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { InventoryImportPreview } from '@iot/shared/inventory';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';

// On a phone the line and the threshold go under the product, so the table fits 375 px.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };
const phoneOnly = { display: { sm: 'none' } };

type Props = {
  open: boolean;
  /** The picked file's preview (kept while the dialog closes). */
  preview: InventoryImportPreview | null;
  /** The import's own failure (a sale made a version stale meanwhile), in its words. */
  error: string | null;
  importing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * What a picked CSV file would change, before anything is written (decisions.md: an import is all
 * or nothing): each row from its current to its new stock and threshold, and every line the import
 * would refuse. Import is offered only for a file without refused lines.
 */
export function ImportPreviewDialog({ open, preview, error, importing, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const format = useCatalogFormat();
  const fieldMessage = useFieldMessage();
  const titleId = useId();
  const errors = preview?.errors ?? [];
  const change = (from: number, to: number) =>
    from === to
      ? format.number(to)
      : t('inventory.preview.change', { from: format.number(from), to: format.number(to) });

  return (
    <Dialog
      open={open && preview !== null}
      onClose={importing ? undefined : onCancel}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="inventory-import-preview"
    >
      <DialogTitle id={titleId}>{t('inventory.preview.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {preview && (
          <Typography data-testid="inventory-import-summary">
            {t('inventory.preview.rows', { rows: format.number(preview.rows) })}{' '}
            {errors.length === 0 && t('inventory.preview.changes', { count: preview.changed })}
          </Typography>
        )}
        {errors.length > 0 && (
          <Alert severity="error" data-testid="inventory-import-problems">
            <AlertTitle>{t('inventory.preview.problems')}</AlertTitle>
            <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
              {errors.map((problem) => (
                <li key={problem.line}>{fieldMessage(problem.message)}</li>
              ))}
            </ul>
          </Alert>
        )}
        {error && (
          <Alert severity="error" data-testid="inventory-import-error">
            <strong>{error}</strong> {t('inventory.importFailed')}
          </Alert>
        )}
        {preview && preview.items.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('inventory.preview.title')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={wideOnly}>{t('inventory.preview.line')}</TableCell>
                  <TableCell>{t('inventory.fields.product')}</TableCell>
                  <TableCell>{t('inventory.fields.level')}</TableCell>
                  <TableCell sx={wideOnly}>{t('inventory.fields.threshold')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.items.map((item) => {
                  const unchanged =
                    item.level === item.newLevel && item.lowStockThreshold === item.newLowStockThreshold;
                  return (
                    <TableRow
                      key={item.line}
                      data-testid="inventory-import-row"
                      sx={unchanged ? { '& td': { color: 'text.secondary' } } : undefined}
                    >
                      <TableCell sx={wideOnly}>{format.number(item.line)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'break-word' }}>
                        <Typography variant="body2" sx={{ fontWeight: unchanged ? undefined : 600 }}>
                          {item.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                          {item.code}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={phoneOnly}>
                          {t('inventory.preview.line')} {format.number(item.line)} · {t('inventory.fields.threshold')}{' '}
                          {change(item.lowStockThreshold, item.newLowStockThreshold)}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="inventory-import-level">
                        {change(item.level, item.newLevel)}
                      </TableCell>
                      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                        {change(item.lowStockThreshold, item.newLowStockThreshold)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={importing} data-testid="inventory-import-cancel">
          {t('catalog.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          loading={importing}
          disabled={errors.length > 0 || !preview?.changed}
          data-testid="inventory-import-confirm"
        >
          {t('inventory.preview.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
