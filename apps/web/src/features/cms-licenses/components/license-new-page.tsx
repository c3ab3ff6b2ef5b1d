import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  licenseAllocationBodySchema,
  licenseHolderKinds,
  licensePeriods,
  type LicenseHolderKind,
  type LicensePeriod,
} from '@iot/shared/licenses';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { useCompanySearch } from '../../../api/cms-companies.ts';
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
type Picker = SearchPickerState<Option>;
type Field = 'tenantId' | 'companyId' | 'productId' | 'seats' | 'period' | 'startsAt';

/** A picker's typed text and whether its list is open; the server is searched once typing pauses. */
function useSearchBox() {
  const [text, onText] = useState('');
  const [open, onOpen] = useState(false);
  return { text, onText, open, onOpen, search: useDebouncedValue(text.trim(), 300) };
}

type SearchBox = Omit<ReturnType<typeof useSearchBox>, 'search'>;
type Results<T> = { data?: T[] | undefined; isFetching: boolean };

/** A picker's whole state: its search box, what its query found (as options) and its value. */
function pickerState<T>(
  box: SearchBox,
  results: Results<T>,
  toOption: (item: T) => Option,
  chosen: Pick<Picker, 'value' | 'onChange'>,
): Picker {
  return { ...box, ...chosen, options: (results.data ?? []).map(toOption), loading: results.isFetching };
}

const tenantOption = (item: { id: string; tenantName: string; email: string }): Option => ({
  id: item.id,
  label: item.tenantName,
  detail: item.email,
});
const companyOption = (item: { id: string; organization: string; email: string }): Option => ({
  id: item.id,
  label: item.organization,
  detail: item.email,
});
const productOption = (item: { id: string; name: string; code: string; subscriptionPeriod: LicensePeriod | null }) => ({
  id: item.id,
  label: item.name,
  detail: item.code,
  period: item.subscriptionPeriod,
});

/** Tenants by name or e-mail; `picked` once the administrator chose one (or cleared it). */
function useTenantPicker(presetId: string): Picker & { picked: boolean } {
  // undefined until the administrator picks: the tenant of the page it came from (`?tenant=`), if any.
  const [picked, setPicked] = useState<Option | null | undefined>(undefined);
  const { search, ...box } = useSearchBox();
  const preset = useTenantById(presetId);
  // Coming from a tenant's page: that tenant is chosen once the search has found it.
  const value = picked === undefined && preset.data ? tenantOption(preset.data) : (picked ?? null);
  return {
    ...pickerState(box, useTenantSearch(search, box.open), tenantOption, { value, onChange: setPicked }),
    picked: picked !== undefined,
  };
}

/** Company accounts by contact name, username or e-mail (the tenant form's company search). */
function useCompanyPicker(): Picker {
  const [value, onChange] = useState<Option | null>(null);
  const { search, ...box } = useSearchBox();
  return pickerState(box, useCompanySearch(search, box.open), companyOption, { value, onChange });
}

/** Subscription products by name or code; picking one takes its period. */
function useProductPicker(onPeriod: (period: LicensePeriod) => void): Picker {
  const [value, setValue] = useState<Option | null>(null);
  const { search, ...box } = useSearchBox();
  const onChange = (option: Option | null) => {
    setValue(option);
    if (option?.period) onPeriod(option.period);
  };
  return pickerState(box, useSubscriptionSearch(search, box.open), productOption, { value, onChange });
}

/** Who the seats are for, a tenant or a company: the matching picker follows it. */
function HolderKindField({
  value,
  onChange,
}: {
  value: LicenseHolderKind;
  onChange: (kind: LicenseHolderKind) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('licenses.fields.allocateTo')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as LicenseHolderKind)}
      >
        {licenseHolderKinds.map((kind) => (
          <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`licenses.fields.${kind}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** SPEC §2 /cms/licenses/new: holder (a tenant or a company), subscription product, quantity of seats and period. */
export function LicenseNewPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const [params] = useSearchParams();
  const create = useCreateAllocation();

  const [holder, setHolder] = useState<LicenseHolderKind>('tenant');
  const tenant = useTenantPicker(params.get('tenant') ?? '');
  const company = useCompanyPicker();
  const [period, setPeriod] = useState<LicensePeriod>('yearly');
  const product = useProductPicker(setPeriod);
  const [seats, setSeats] = useState<number>(NaN);
  const [startsAt, setStartsAt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Something typed or picked and not yet allocated; a tenant preset by the page it came from is not.
  const unsaved =
    !create.isSuccess &&
    (holder !== 'tenant' ||
      tenant.picked ||
      company.value !== null ||
      product.value !== null ||
      Number.isFinite(seats) ||
      startsAt !== '' ||
      period !== 'yearly');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = licenseAllocationBodySchema.safeParse({
      // Only the chosen holder is sent: the other picker may still hold an earlier choice.
      ...(holder === 'company' ? { companyId: company.value?.id ?? '' } : { tenantId: tenant.value?.id ?? '' }),
      productId: product.value?.id ?? '',
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

  const picker = (field: 'tenantId' | 'companyId' | 'productId', label: string, hint: string, state: Picker) => (
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
          <HolderKindField value={holder} onChange={setHolder} />
          {holder === 'company'
            ? picker('companyId', t('licenses.fields.company'), t('licenses.hints.company'), company)
            : picker('tenantId', t('licenses.fields.tenant'), t('licenses.hints.tenant'), tenant)}
          {picker('productId', t('licenses.fields.product'), t('licenses.hints.product'), product)}
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
