import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQueries } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DiscountDetail } from '@iot/shared/admin-discounts';
import { discountTypes } from '@iot/shared/discounts';
import { productTypes, type ProductType } from '@iot/shared/products';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { citiesQuery } from '../../../components/address/api/cities.ts';
import { useCountries } from '../../../components/address/api/countries.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { NumberField } from '../../../components/number-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  useCmsDiscount,
  useCustomerGroupOptions,
  useProductOptions,
  useProductsById,
  useSaveDiscount,
} from '../api/discounts.ts';
import {
  discountFormOf,
  discountFormResolver,
  emptyDiscountForm,
  type DiscountFormValues,
} from '../lib/discount-form.ts';
import { DiscountStatusChip } from './discount-status-chip.tsx';
import { DiscountStatusDialog, type StatusChange } from './discount-status-dialog.tsx';
import { DiscountUses } from './discount-uses.tsx';
import { MultiPicker } from './multi-picker.tsx';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';

type Mode = 'add' | 'edit' | 'copy';

const formFields: Path<DiscountFormValues>[] = [
  'code',
  'type',
  'percentage',
  'startsAt',
  'endsAt',
  'usageLimit',
  'minimumQuantity',
  'countries',
  'cities',
  'periodDays',
  'singleUse',
  'oncePerCustomer',
  'productIds',
  'productTypes',
  'customerGroupIds',
];

/** SPEC §2 /cms/discounts/add, /{id}/edit and /{id}/copy (the form prefilled from a code, with an empty code). */
export function DiscountFormPage({ mode, id }: { mode: Mode; id?: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const discount = useCmsDiscount(mode === 'add' ? undefined : id);
  const title = t(mode === 'add' ? 'discounts.add' : mode === 'edit' ? 'discounts.editTitle' : 'discounts.copyTitle');
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ label: t('discounts.title'), to: paths.cms.discounts() }, { label: title }]}
    />
  );
  if (mode !== 'add' && discount.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (mode !== 'add' && discount.isError)
    return (
      <>
        {header}
        <Alert severity="error">{errorMessageOf(discount.error)}</Alert>
      </>
    );
  return <DiscountForm key={`${mode}-${id ?? ''}`} mode={mode} title={title} source={discount.data} />;
}

function DiscountForm({ mode, title, source }: { mode: Mode; title: string; source?: WithId<DiscountDetail> }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const language = useLanguage();
  const editing = mode === 'edit' ? source : undefined;
  const locked = editing?.locked ?? false;
  const form = useForm<DiscountFormValues, unknown, Parameters<ReturnType<typeof useSaveDiscount>['mutate']>[0]>({
    resolver: discountFormResolver,
    defaultValues: source && mode !== 'add' ? discountFormOf({ ...source, _id: source.id }, mode) : emptyDiscountForm,
  });
  const save = useSaveDiscount(editing?.id);
  const [change, setChange] = useState<StatusChange | null>(null);
  const type = useWatch({ control: form.control, name: 'type' });
  const countries = useWatch({ control: form.control, name: 'countries' });
  const productIds = useWatch({ control: form.control, name: 'productIds' });

  const countryList = useCountries();
  const cityLists = useQueries({ queries: countries.map((country) => citiesQuery(country, language)) });
  const cityOptions = cityLists.flatMap((list, index) =>
    (list.data ?? []).map((city) => ({ id: city.id, name: city.name, detail: countries[index] })),
  );
  const groups = useCustomerGroupOptions();
  const [productSearch, setProductSearch] = useState('');
  const [productsOpen, setProductsOpen] = useState(false);
  const searched = useProductOptions(productSearch.trim(), productsOpen);
  const named = useProductsById(productIds);
  const productOptions = [...named, ...(searched.data ?? []).filter((option) => !productIds.includes(option.id))].map(
    (product) => ({ id: product.id, name: product.name, detail: product.code }),
  );

  const error = (name: Path<DiscountFormValues>) => fieldMessage(form.formState.errors[name as 'code']?.message);
  const text = (name: Path<DiscountFormValues>, hint?: string) => ({
    ...form.register(name),
    error: Boolean(error(name)),
    helperText: error(name) ?? hint,
    fullWidth: true,
  });
  const number = (
    name: 'percentage' | 'usageLimit' | 'minimumQuantity' | 'periodDays',
    label: string,
    hint?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={name === 'percentage'}
          disabled={locked && name === 'percentage'}
          error={Boolean(error(name))}
          helperText={error(name) ?? hint}
          slotProps={{ htmlInput: { 'data-testid': `discount-${name}` } }}
        />
      )}
    />
  );
  const picker = (
    name: 'countries' | 'cities' | 'productIds' | 'customerGroupIds' | 'productTypes',
    label: string,
    options: { id: string; name: string; detail?: string }[],
    extra: Partial<Parameters<typeof MultiPicker>[0]> = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MultiPicker
          label={label}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={error(name)}
          testId={`discount-${name}`}
          {...extra}
        />
      )}
    />
  );
  const toggle = (name: 'singleUse' | 'oncePerCustomer', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={locked && name === 'singleUse'}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { 'data-testid': `discount-${name}` } as object }}
            />
          }
        />
      )}
    />
  );

  const submit = form.handleSubmit(async (body) => {
    try {
      const { data } = await save.mutateAsync(body);
      notify({ type: 'success', message: t(editing ? 'discounts.saved' : 'discounts.created') });
      form.reset(form.getValues());
      void navigate(editing ? paths.cms.discountEdit(data.id) : paths.cms.discounts());
    } catch (failure) {
      showServerErrorOnFields(failure, form.setError, formFields);
      notify({ type: 'error', message: errorMessageOf(failure) });
    }
  });

  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;
  const next = editing?.status === 'inactive' ? 'active' : 'inactive';
  return (
    <>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <PageHeader
        title={title}
        subtitle={editing && <DiscountStatusChip status={editing.status} />}
        breadcrumbs={[{ label: t('discounts.title'), to: paths.cms.discounts() }, { label: title }]}
        actions={
          editing && (
            <>
              <Button variant="outlined" onClick={() => void navigate(paths.cms.discountCopy(editing.id))}>
                {t('discounts.actions.copy')}
              </Button>
              {editing.status !== 'used' && (
                <Button
                  variant="outlined"
                  color={next === 'active' ? 'primary' : 'error'}
                  onClick={() => setChange({ id: editing.id, code: editing.code, status: next })}
                >
                  {t(next === 'active' ? 'discounts.actions.activate' : 'discounts.actions.deactivate')}
                </Button>
              )}
            </>
          )
        }
      />
      {locked && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 960 }}>
          {t('discounts.locked')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 960 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Box sx={grid}>
            <TextField
              {...text('code', t('discounts.hints.code'))}
              label={t('discounts.fields.code')}
              required
              disabled={locked}
              autoFocus={!locked}
              slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'discount-code' } }}
            />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <TextField
                  select
                  label={t('discounts.fields.type')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={locked}
                  required
                  fullWidth
                >
                  {discountTypes.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`discounts.types.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {number('percentage', t('discounts.fields.percentage'))}
            {number('usageLimit', t('discounts.fields.usageLimit'), t('discounts.hints.unlimited'))}
            <TextField
              {...text('startsAt')}
              type="datetime-local"
              label={t('discounts.fields.startsAt')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              {...text('endsAt', t('discounts.hints.noEnd'))}
              type="datetime-local"
              label={t('discounts.fields.endsAt')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {number('minimumQuantity', t('discounts.fields.minimumQuantity'))}
            {number('periodDays', t('discounts.fields.periodDays'), t('discounts.hints.unlimited'))}
          </Box>
          {type === 'product' &&
            picker('productIds', t('discounts.fields.products'), productOptions, {
              disabled: locked,
              loading: searched.isFetching,
              onInputChange: setProductSearch,
              onOpen: () => setProductsOpen(true),
            })}
          {type === 'market' &&
            picker(
              'productTypes',
              t('discounts.fields.productTypes'),
              productTypes.map((option: ProductType) => ({ id: option, name: t(`catalog.productTypes.${option}`) })),
              { disabled: locked },
            )}
          <Box sx={grid}>
            {picker(
              'countries',
              t('discounts.fields.countries'),
              (countryList.data ?? []).map((country) => ({ id: country.id, name: country.name })),
              { hint: t('discounts.hints.everywhere'), loading: countryList.isPending },
            )}
            {picker('cities', t('discounts.fields.cities'), cityOptions, {
              hint: t('discounts.hints.everywhere'),
              disabled: countries.length === 0,
              loading: cityLists.some((list) => list.isPending),
            })}
          </Box>
          {picker(
            'customerGroupIds',
            t('discounts.fields.customerGroups'),
            (groups.data ?? []).map((group) => ({ id: group.id, name: group.name })),
            {
              hint: groups.isError ? t('discounts.groupsUnavailable') : t('discounts.hints.everyone'),
              loading: groups.isPending,
            },
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {toggle('singleUse', t('discounts.fields.singleUse'))}
            {toggle('oncePerCustomer', t('discounts.fields.oncePerCustomer'))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate(paths.cms.discounts())}>{t('discounts.actions.cancel')}</Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t(editing ? 'discounts.actions.save' : 'discounts.actions.create')}
            </Button>
          </Box>
        </Box>
      </Paper>
      {editing && <DiscountUses uses={editing.uses} />}
      <DiscountStatusDialog change={change} onClose={() => setChange(null)} />
    </>
  );
}
