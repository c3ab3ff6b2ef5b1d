import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { licenseAllocationBodySchema, licensePeriods, type LicensePeriod } from '@iot/shared/licenses';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { NumberField } from '../../../components/number-field.tsx';
import { SearchPicker, type PickerOption, type SearchPickerState } from '../../../components/cms/search-picker.tsx';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { fromLocalInput } from '../../../lib/datetime-local.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useCreateAllocation, useSubscriptionSearch, useTenantById, useTenantSearch } from '../api/licenses.ts';

type Option = PickerOption & { period?: LicensePeriod | null };
type Field = 'tenantId' | 'productId' | 'seats' | 'period' | 'startsAt';

/** SPEC §2 /cms/licenses/new: tenant, subscription product, quantity of seats and period. */
export function LicenseNewPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const [params] = useSearchParams();
  const create = useCreateAllocation();

  // undefined until the administrator picks: the tenant of the page it came from (`?tenant=`), if any.
  const [picked, setTenant] = useState<Option | null | undefined>(undefined);
  const [tenantText, setTenantText] = useState('');
  const [tenantOpen, setTenantOpen] = useState(false);
  const tenantSearch = useDebouncedValue(tenantText.trim(), 300);
  const tenants = useTenantSearch(tenantSearch, tenantOpen);
  const preset = useTenantById(params.get('tenant') ?? '');
  const tenantOptions: Option[] = (tenants.data ?? []).map((item) => ({
    id: item.id,
    label: item.tenantName,
    detail: item.email,
  }));
  // Coming from a tenant's page: that tenant is chosen once the search has found it.
  const tenant =
    picked === undefined && preset.data
      ? { id: preset.data.id, label: preset.data.tenantName, detail: preset.data.email }
      : (picked ?? null);

  const [product, setProduct] = useState<Option | null>(null);
  const [productText, setProductText] = useState('');
  const [productOpen, setProductOpen] = useState(false);
  const productSearch = useDebouncedValue(productText.trim(), 300);
  const products = useSubscriptionSearch(productSearch, productOpen);
  const productOptions: Option[] = (products.data ?? []).map((item) => ({
    id: item.id,
    label: item.name,
    detail: item.code,
    period: item.subscriptionPeriod,
  }));

  const [seats, setSeats] = useState<number>(NaN);
  const [period, setPeriod] = useState<LicensePeriod>('yearly');
  const [startsAt, setStartsAt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Something typed or picked and not yet allocated; a tenant preset by the page it came from is not.
  const unsaved =
    !create.isSuccess &&
    (picked !== undefined || product !== null || Number.isFinite(seats) || startsAt !== '' || period !== 'yearly');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = licenseAllocationBodySchema.safeParse({
      tenantId: tenant?.id ?? '',
      productId: product?.id ?? '',
      seats: Number.isFinite(seats) ? seats : undefined,
      period,
      ...(startsAt ? { startsAt: fromLocalInput(startsAt) } : {}),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      notify({ type: 'success', message: t('licenses.created') });
      navigate(paths.cms.license(created.data.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  };

  const picker = (field: 'tenantId' | 'productId', label: string, hint: string, state: SearchPickerState<Option>) => (
    <SearchPicker
      {...state}
      label={label}
      required
      error={Boolean(errors[field])}
      helperText={fieldMessage(errors[field]) ?? hint}
      testId={`license-${field}`}
    />
  );

  return (
    <>
      <UnsavedChangesGuard when={unsaved} />
      <PageHeader
        title={t('licenses.newTitle')}
        breadcrumbs={[{ label: t('licenses.title'), to: paths.cms.licenses() }, { label: t('licenses.newTitle') }]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
          {picker('tenantId', t('licenses.fields.tenant'), t('licenses.hints.tenant'), {
            value: tenant,
            onChange: setTenant,
            options: tenantOptions,
            text: tenantText,
            onText: setTenantText,
            open: tenantOpen,
            onOpen: setTenantOpen,
            loading: tenants.isFetching,
          })}
          {picker('productId', t('licenses.fields.product'), t('licenses.hints.product'), {
            value: product,
            onChange: (option) => {
              setProduct(option);
              if (option?.period) setPeriod(option.period);
            },
            options: productOptions,
            text: productText,
            onText: setProductText,
            open: productOpen,
            onOpen: setProductOpen,
            loading: products.isFetching,
          })}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NumberField
              label={t('licenses.fields.quantity')}
              required
              value={seats}
              onChange={setSeats}
              error={Boolean(errors.seats)}
              helperText={fieldMessage(errors.seats) ?? t('licenses.hints.quantity')}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'license-seats-input' } }}
            />
            <TextField
              select
              label={t('licenses.fields.period')}
              value={period}
              onChange={(event) => setPeriod(event.target.value as LicensePeriod)}
              error={Boolean(errors.period)}
              helperText={fieldMessage(errors.period)}
            >
              {licensePeriods.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`store.licenses.periods.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            type="datetime-local"
            label={t('licenses.fields.startsAt')}
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            error={Boolean(errors.startsAt)}
            helperText={fieldMessage(errors.startsAt) ?? t('licenses.hints.startsAt')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button onClick={() => navigate(paths.cms.licenses())}>{t('licenses.cancel')}</Button>
            <Button type="submit" variant="contained" loading={create.isPending} data-testid="license-save">
              {t('licenses.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
