import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Inventory, InventoryAdjustBody } from '@iot/shared/inventory';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { ApiError, errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { cmsInventoryKeys, useAdjustInventory, useProductInventory } from '../api/inventory.ts';
import { LedgerTable } from './ledger-table.tsx';
import { StockChip } from './stock-chip.tsx';

/** /cms/inventory/{productId}: the level, threshold and version, the adjustment form and the whole ledger. */
export function InventoryDetailsPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const productId = useParams().productId ?? '';
  const inventory = useProductInventory(productId);
  const client = useQueryClient();
  // The mode outlives the form, which starts anew at each version: a run of additions stays in Add.
  const [mode, setMode] = useState<Mode>('set');
  // A role that may only read sees the stock and its ledger, nothing to adjust (DESIGN §Operations).
  const writable = useCanWrite('inventory');
  const item = inventory.data?.data;

  if (!item) {
    return (
      <>
        <PageHeader
          title={t('inventory.title')}
          breadcrumbs={[{ label: t('inventory.title'), to: paths.cms.inventory() }]}
        />
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 6 }}>
          {inventory.isError ? (
            <>
              <Typography>{errorMessageOf(inventory.error)}</Typography>
              <Button onClick={() => void inventory.refetch()}>{t('common.retry')}</Button>
            </>
          ) : (
            <CircularProgress aria-label={t('common.loading')} />
          )}
        </Box>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('inventory.details', { name: item.name })}
        subtitle={<span dir="ltr">{item.code}</span>}
        breadcrumbs={[{ label: t('inventory.title'), to: paths.cms.inventory() }, { label: item.name }]}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: writable ? '1fr 1fr' : '1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <StockSummary item={item} />
        {/* A new form per version: after a save or a refresh it starts from what the server holds. */}
        {writable && (
          <AdjustForm
            key={item.version}
            item={item}
            mode={mode}
            onModeChange={setMode}
            onRefresh={() => void client.invalidateQueries({ queryKey: cmsInventoryKeys.product(productId) })}
          />
        )}
      </Box>
      <LedgerTable productId={productId} />
    </>
  );
}

function StockSummary({ item }: { item: WithId<Inventory> }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <DetailList
        rows={[
          {
            label: t('inventory.fields.level'),
            value: <StockChip level={item.level} state={item.state} />,
            testId: 'inventory-level',
          },
          { label: t('inventory.fields.threshold'), value: format.number(item.lowStockThreshold) },
          { label: t('inventory.fields.version'), value: format.number(item.version), testId: 'inventory-version' },
          { label: t('inventory.fields.type'), value: t(`catalog.productTypes.${item.type}`) },
          { label: t('inventory.fields.updatedAt'), value: format.date(item.updatedAt) },
        ]}
      />
    </Paper>
  );
}

type Mode = 'set' | 'add' | 'remove';

/** What the level becomes, or null while the quantity is not a whole number. */
function levelAfter(level: number, mode: Mode, quantity: string): number | null {
  if (!/^\d{1,9}$/.test(quantity.trim())) return null;
  const value = Number(quantity);
  return mode === 'set' ? value : mode === 'add' ? level + value : level - value;
}

/** Set, add or remove (with a required reason) and the low-stock threshold, at the version read. */
function AdjustForm({
  item,
  mode,
  onModeChange,
  onRefresh,
}: {
  item: WithId<Inventory>;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const notify = useAlert();
  const adjust = useAdjustInventory(item.productId);
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [threshold, setThreshold] = useState(String(item.lowStockThreshold));
  const [submitted, setSubmitted] = useState(false);
  // A save or a refresh mounts a new form at the new version, so only typing not yet saved counts.
  const unsaved = quantity.trim() !== '' || reason.trim() !== '' || threshold !== String(item.lowStockThreshold);
  const next = levelAfter(item.level, mode, quantity);
  const stale = adjust.error instanceof ApiError && adjust.error.status === 409;
  const fields = adjust.error instanceof ApiError ? adjust.error.fields : undefined;

  // A save moves the version, which mounts a new form: the alert must not depend on this one.
  const send = (body: InventoryAdjustBody) =>
    adjust.mutateAsync(body).then(
      () => notify({ type: 'success', message: t('catalog.alerts.updated') }),
      (error: unknown) => {
        if (!(error instanceof ApiError && (error.status === 409 || error.fields)))
          notify({ type: 'error', message: errorMessageOf(error) });
      },
    );

  const saveStock = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (next === null || next < 0 || (mode !== 'set' && next === item.level) || !reason.trim()) return;
    void send({
      version: item.version,
      ...(mode === 'set' ? { set: next } : { add: next - item.level }),
      reason: reason.trim(),
    });
  };
  const saveThreshold = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{1,9}$/.test(threshold.trim())) return;
    void send({ version: item.version, lowStockThreshold: Number(threshold) });
  };

  const quantityError =
    submitted && (next === null || (mode !== 'set' && next === item.level))
      ? t('inventory.adjust.invalid')
      : next !== null && next < 0
        ? t('inventory.adjust.below')
        : fields?.set || fields?.add;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <UnsavedChangesGuard when={unsaved} />
      {stale && (
        <Alert
          severity="warning"
          data-testid="inventory-outdated"
          action={
            <Button color="inherit" size="small" onClick={onRefresh}>
              {t('inventory.refresh')}
            </Button>
          }
        >
          {errorMessageOf(adjust.error)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={saveStock} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('inventory.adjust.title')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextField
            select
            label={t('inventory.adjust.mode')}
            value={mode}
            onChange={(event) => onModeChange(event.target.value as Mode)}
            slotProps={{ htmlInput: { 'data-testid': 'adjust-mode' } }}
          >
            {(['set', 'add', 'remove'] as const).map((value) => (
              <MenuItem key={value} value={value}>
                {t(`inventory.adjust.modes.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('inventory.adjust.quantity')}
            value={quantity}
            required
            onChange={(event) => setQuantity(event.target.value)}
            error={Boolean(quantityError)}
            helperText={
              quantityError ?? (next !== null ? t('inventory.adjust.result', { level: format.number(next) }) : ' ')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'adjust-quantity' } }}
          />
        </Box>
        <TextField
          label={t('inventory.adjust.reason')}
          value={reason}
          required
          multiline
          minRows={2}
          onChange={(event) => setReason(event.target.value)}
          error={(submitted && !reason.trim()) || Boolean(fields?.reason)}
          helperText={fields?.reason ?? t('inventory.adjust.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'adjust-reason' } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={adjust.isPending} data-testid="adjust-submit">
            {t('inventory.adjust.submit')}
          </Button>
        </Box>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={saveThreshold}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', pt: 1 }}
      >
        <TextField
          label={t('inventory.threshold.title')}
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          error={Boolean(fields?.lowStockThreshold)}
          helperText={fields?.lowStockThreshold ?? t('inventory.threshold.help')}
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'threshold-input' } }}
        />
        <Button type="submit" variant="outlined" disabled={adjust.isPending} sx={{ mt: 1 }}>
          {t('inventory.threshold.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
