import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrencyConversionPreview } from '@iot/shared/currency-conversion';
import { currencyCodes } from '@iot/shared/money';
import type { Language } from '@iot/shared/languages';
import type { SettingsRecord } from '@iot/shared/settings';
import { ApiError, errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatNumber, isolate } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  currencyChangeFormSchema,
  type CurrencyChangeFormInput,
  type CurrencyChangeFormValues,
} from '../lib/settings-form.ts';
import {
  useConvertCurrency,
  useCurrencyChanges,
  useCurrencyConversionPreview,
  type PreviewRequest,
} from '../api/currency-conversion.ts';

/** `readOnly`: the role sees the currency and its last change, with nothing to convert (DESIGN §Operations). */
type Props = { settings: SettingsRecord; readOnly: boolean };

/**
 * "1 USD = 3.6725 AED" as one left-to-right run (an equation reads so in Arabic too), in the UI's
 * digits, with no-break spaces so a line never breaks inside it.
 */
function rateEquation(from: string, to: string, rate: string, language: Language): string {
  return `\u2066${[formatNumber(1, language), from, '=', rate, to].join('\u00a0')}\u2069`;
}

const rateOf = (rate: number, language: Language) => formatNumber(rate, language, { maximumFractionDigits: 10 });

/** One row of what converts: the item (a name, and a code kept left to right), its amount now and after. */
function AmountRow({ name, code, from, to }: { name: string; code?: string; from: string; to: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <bdi>{name}</bdi>
        {code && (
          <>
            {' ('}
            <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
              {code}
            </bdi>
            )
          </>
        )}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', textAlign: 'end' }}>
        {from}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', textAlign: 'end', fontWeight: 600 }}>
        {to}
      </Typography>
    </>
  );
}

/** What a conversion would change (counts and examples), or why it is refused (DESIGN §Data). */
function ConversionPreview({ preview }: { preview: WithId<CurrencyConversionPreview> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fieldMessage = useFieldMessage();
  const price = (value: number, currency: string) => formatPrice(value, currency, language);
  const group = (
    title: string,
    count: number,
    rows: { key: string; name: string; code?: string; from: number; to: number }[],
  ) => (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h4">
        {title}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({t('settings.currencyChange.count', { total: formatNumber(count, language) })})
        </Typography>
      </Typography>
      {rows.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto auto',
            columnGap: 2,
            rowGap: 0.5,
            mt: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('settings.currencyChange.item')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'end' }}>
            {t('settings.currencyChange.now')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'end' }}>
            {t('settings.currencyChange.after')}
          </Typography>
          {rows.map((row) => (
            <AmountRow
              key={row.key}
              name={row.name}
              {...(row.code ? { code: row.code } : {})}
              from={price(row.from, preview.from)}
              to={price(row.to, preview.to)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="currency-preview">
      <Typography variant="subtitle1" component="h3">
        {t('settings.currencyChange.previewTitle', { from: isolate(preview.from), to: isolate(preview.to) })}
      </Typography>
      {group(
        t('settings.currencyChange.products'),
        preview.products.count,
        preview.products.examples.map((example) => ({
          key: example.id,
          name: example.name,
          code: example.code,
          from: example.from,
          to: example.to,
        })),
      )}
      {group(
        t('settings.currencyChange.shipping'),
        preview.shippingRates.count,
        preview.shippingRates.examples.map((example) => ({
          key: example.country,
          name: example.country,
          from: example.from,
          to: example.to,
        })),
      )}
      <Typography variant="body2" color="text.secondary">
        {t('settings.currencyChange.unchanged')}
      </Typography>
      {preview.refusals.length > 0 && (
        <Alert severity="error" data-testid="currency-refusals">
          <Typography variant="body2">{t('settings.currencyChange.refused')}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, ps: 2.5 }}>
            {preview.refusals.map((refusal) => (
              <li key={`${refusal.reason}-${refusal.subject}`}>{fieldMessage(refusal.message)}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/**
 * Settings → Currency (DESIGN §Data: changing the store's currency converts or is refused). The
 * administrator picks the new currency and gives a rate, previews what converts, and confirms by
 * typing the new code; every price then moves in one transaction on the server.
 */
export function CurrencySection({ settings, readOnly }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const headingId = useId();
  const from = settings.currency;
  const names = useMemo(() => new Intl.DisplayNames([language], { type: 'currency' }), [language]);
  const labelOf = (code: string) => `${code} — ${names.of(code) ?? code}`;

  const form = useForm<CurrencyChangeFormInput, unknown, CurrencyChangeFormValues>({
    resolver: zodResolver(currencyChangeFormSchema(from)),
    defaultValues: { currency: '', rate: Number.NaN },
  });
  const [currency, rate] = useWatch({ control: form.control, name: ['currency', 'rate'] });
  const [asked, setAsked] = useState<PreviewRequest | null>(null);
  const preview = useCurrencyConversionPreview(asked, language);
  const convert = useConvertCurrency();
  const changes = useCurrencyChanges();
  const [confirming, setConfirming] = useState(false);

  // The preview shown is the one of the rate and currency in the form now; an edit asks again.
  const current = asked !== null && asked.currency === currency && asked.rate === rate && preview.data;
  const shown = current && preview.data.from === from ? preview.data : undefined;
  const to = currency || '…';
  const errorOf = (name: 'currency' | 'rate') => fieldMessage(form.formState.errors[name]?.message);
  const previewError = asked !== null && preview.isError && !preview.isFetching ? preview.error : null;
  const last = changes.data?.[0];

  const requestPreview = form.handleSubmit((values) => {
    // The same rate asked again reads the catalog again.
    if (asked?.currency === values.currency && asked.rate === values.rate) void preview.refetch();
    else setAsked({ currency: values.currency, rate: values.rate });
  });

  const confirm = async () => {
    if (!shown) return;
    try {
      await convert.mutateAsync({ from, currency: shown.to, rate: shown.rate });
      notify({ type: 'success', message: t('settings.currencyChange.done', { to: isolate(shown.to) }) });
      setConfirming(false);
      setAsked(null);
      form.reset({ currency: '', rate: Number.NaN });
    } catch (failure) {
      setConfirming(false);
      notify({ type: 'error', message: fieldMessage(errorMessageOf(failure)) ?? errorMessageOf(failure) });
      // What the server refused with is shown again as a fresh preview.
      if (failure instanceof ApiError && failure.status === 409) void preview.refetch();
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="settings-currency"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t('settings.sections.currency')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('settings.hints.currency')}
        {/* Changing the currency is nothing a role that may only read can do. */}
        {!readOnly && ` ${t('settings.hints.currencyChange')}`}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('settings.currencyChange.current')}
        </Typography>
        <Typography variant="subtitle1" component="p" data-testid="store-currency">
          <bdi>{labelOf(from)}</bdi>
        </Typography>
        {last && (
          <Typography variant="body2" color="text.secondary" data-testid="currency-last-change">
            {t('settings.currencyChange.lastChange', {
              date: formatDateTime(last.createdAt, language),
              from: isolate(last.from),
              equation: rateEquation(last.from, last.to, rateOf(last.rate, language), language),
            })}
          </Typography>
        )}
      </Box>
      {!readOnly && (
        <Box component="form" noValidate onSubmit={requestPreview} sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Autocomplete
                  options={(currencyCodes as readonly string[]).filter((code) => code !== from)}
                  value={field.value || null}
                  onChange={(_event, value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  getOptionLabel={labelOf}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('settings.currencyChange.newCurrency')}
                      required
                      error={Boolean(errorOf('currency'))}
                      helperText={errorOf('currency')}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={form.control}
              name="rate"
              render={({ field }) => (
                <NumberField
                  label={t('settings.currencyChange.rate', {
                    equation: rateEquation(from, to, language === 'ar' ? '؟' : '?', language),
                  })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  decimals
                  required
                  error={Boolean(errorOf('rate'))}
                  helperText={errorOf('rate') ?? t('settings.currencyChange.rateHelp', { from: isolate(from) })}
                />
              )}
            />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="outlined" loading={asked !== null && preview.isFetching}>
              {t('settings.currencyChange.preview')}
            </Button>
          </Box>
        </Box>
      )}
      {previewError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="currency-preview-error">
          {fieldMessage(errorMessageOf(previewError))}
        </Alert>
      )}
      {shown && (
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }} aria-live="polite">
          <ConversionPreview preview={shown} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              color="error"
              disabled={shown.refusals.length > 0 || preview.isFetching}
              onClick={() => setConfirming(true)}
            >
              {t('settings.currencyChange.convert')}
            </Button>
          </Box>
        </Box>
      )}
      {shown && (
        <DestructiveConfirmDialog
          open={confirming}
          title={t('settings.currencyChange.confirmTitle')}
          type={t('settings.fields.currency')}
          value={shown.to}
          prompt={t('settings.currencyChange.confirmPrompt', {
            products: formatNumber(shown.products.count, language),
            shipping: formatNumber(shown.shippingRates.count, language),
            from: isolate(shown.from),
            to: isolate(shown.to),
            equation: rateEquation(shown.from, shown.to, rateOf(shown.rate, language), language),
          })}
          inputLabel={t('settings.currencyChange.confirmInput')}
          confirmLabel={t('settings.currencyChange.confirmButton')}
          pending={convert.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </Paper>
  );
}
